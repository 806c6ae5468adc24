export { OperatorWordmark, type OperatorWordmarkProps } from './OperatorWordmark';
