export { CheckoutPanel, type CheckoutPanelProps } from './CheckoutPanel';
