export { ReceiptActions, receiptActionsCopy, type ReceiptActionsProps } from './ReceiptActions';
