export { PaymentReceipt, type PaymentReceiptProps } from './PaymentReceipt';
