export { PaymentPending, type PaymentPendingProps } from './PaymentPending';
