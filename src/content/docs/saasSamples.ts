// The hosted page's code, the same in every language: a payment link behind a button.
import { paymentPageUrl } from './paymentPageUrl';

export const paymentButton = [
  `<a class="bouton-paiement" href="${paymentPageUrl}">`,
  '  Payer 45 000 FCFA avec Yonnee',
  '</a>',
].join('\n');
