export { PaymentLinksPage } from './PaymentLinksPage';
