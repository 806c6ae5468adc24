// Plain JavaScript, so that the Node server (server/headers.mjs) loads this very file as the
// browser's code does (src/paths/paymentPath.ts): one pattern for the payment page's paths.

/** The hosted payment page, /paiement/{token}, any case, with or without a trailing slash. */
export const PAYMENT_PAGE = /^\/paiement\/([^/]+)\/?$/i;
