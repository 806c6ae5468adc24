export { Button, buttonClass, type ButtonLookProps, type ButtonProps } from './Button';
export { buttonVariants, buttonSizes } from './Button.css';
