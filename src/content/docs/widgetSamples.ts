// The widget page's code, the same in every language but for its comments: the iframe, and the
// listener of its outcome message.
import type { DocsLocale } from '../../paths/paths';
import { paymentPageUrl } from './paymentPageUrl';

const comments: Record<DocsLocale, { origin: string; status: string }> = {
  fr: {
    origin: '// Seulement la page de paiement, depuis son origine.',
    status: "// status : 'SUCCESS', 'REJECTED', ou 'PENDING' si l’opérateur n’a pas encore répondu",
  },
  en: {
    origin: '// Only the payment page, from its origin.',
    status: "// status: 'SUCCESS', 'REJECTED', or 'PENDING' if the operator has not answered yet",
  },
};

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

export const outcomeListenerOf = (locale: DocsLocale) =>
  [
    `const iframe = document.querySelector('iframe[title="Paiement sécurisé Yonnee"]');`,
    '',
    "window.addEventListener('message', (event) => {",
    `  ${comments[locale].origin}`,
    "  if (event.origin !== 'https://{host}' || event.source !== iframe.contentWindow) return;",
    "  if (event.data?.type !== 'yonnee:payment-outcome') return;",
    '  const { status, transactionId, amount, currency } = event.data;',
    `  ${comments[locale].status}`,
    '  afficherResultat(status, transactionId, amount, currency);',
    '});',
  ].join('\n');
