export { ReceiptActions, type ReceiptActionsProps } from './ReceiptActions';
export { receiptActionsCopy } from '../../receiptActionsCopy';
