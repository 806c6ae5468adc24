export { CopyButton, type CopyButtonLabels, type CopyButtonProps } from './CopyButton';
