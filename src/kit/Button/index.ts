export { Button, type ButtonProps, type ButtonLinkProps } from './Button';
export { buttonVariants, buttonSizes } from './Button.css';
