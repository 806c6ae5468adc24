export { HostedCheckout, type HostedCheckoutProps } from './HostedCheckout';
export { PaymentPage } from './PaymentPage';
