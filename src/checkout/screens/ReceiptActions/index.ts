export { ReceiptActions, type ReceiptActionsProps } from './ReceiptActions';
