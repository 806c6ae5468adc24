export { MassPaymentPage } from './MassPaymentPage';
