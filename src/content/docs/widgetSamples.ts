// The widget page's code, the same in every language: the iframe, and the listener of its
// outcome message.
import { paymentPageUrl } from './paymentPageUrl';

export const iframe = [
  '<iframe',
  `  src="${paymentPageUrl}"`,
  '  title="Paiement sécurisé Yonnee"',
  '  width="100%"',
  '  height="640"',
  '  allow="payment"',
  '  loading="lazy"',
  '></iframe>',
].join('\n');

export const outcomeListener = [
  `const iframe = document.querySelector('iframe[title="Paiement sécurisé Yonnee"]');`,
  '',
  "window.addEventListener('message', (event) => {",
  '  // Seulement la page de paiement, depuis son origine.',
  "  if (event.origin !== 'https://{host}' || event.source !== iframe.contentWindow) return;",
  "  if (event.data?.type !== 'yonnee:payment-outcome') return;",
  '  const { status, transactionId, amount, currency } = event.data;',
  "  // status : 'SUCCESS', 'REJECTED', ou 'PENDING' si l’opérateur n’a pas encore répondu",
  '  afficherResultat(status, transactionId, amount, currency);',
  '});',
].join('\n');
