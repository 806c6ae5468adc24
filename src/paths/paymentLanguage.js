// Plain JavaScript, so that the Node server (server/app.mjs) loads this very file as the
// payment page's code does: which language a payer reads the payment page in.
//
// French by default. A payer's own choice (the page's switch) is a cookie; before any choice,
// the browser's Accept-Language decides, and English wins only when it is preferred to French.
// Whatever else arrives (no header, `*`, garbage, a huge header, an unknown cookie) is French.

/** The payer's choice, on every payment link's page (its path), for half a year. */
export const LANGUAGE_COOKIE = 'yonnee_langue';
export const LANGUAGE_COOKIE_PATH = '/paiement';
export const LANGUAGE_COOKIE_MAX_AGE_S = 182 * 24 * 60 * 60;
/** The switch's field, posted without JavaScript: `langue=en` or `langue=fr`. */
export const LANGUAGE_FIELD = 'langue';

/** Only this much of Accept-Language is read: browsers send well under 200 characters. */
const ACCEPT_LANGUAGE_READ = 512;

/** @param {unknown} value @returns {'fr' | 'en' | undefined} */
export const knownLanguage = (value) => (value === 'fr' || value === 'en' ? value : undefined);

/**
 * English when the header ranks English strictly above French by q-value (French absent counts
 * as 0), else French: a tie, as in `en, fr`, is French, the page's own language.
 * @param {string | undefined} header
 * @returns {'fr' | 'en'}
 */
export function languageOfAcceptLanguage(header) {
  if (typeof header !== 'string') return 'fr';
  const best = { fr: 0, en: 0 };
  for (const part of header.slice(0, ACCEPT_LANGUAGE_READ).split(',')) {
    const [tag = '', ...params] = part.split(';');
    const lang = knownLanguage(tag.trim().toLowerCase().split('-')[0]);
    if (!lang) continue;
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    best[lang] = Math.max(best[lang], qParam === undefined ? 1 : qValue(qParam.slice(2)));
  }
  return best.en > best.fr ? 'en' : 'fr';
}

/**
 * A q-value as RFC 9110 writes it (0 to 1, three decimals at most); anything else counts as 0.
 * @param {string} text
 */
const qValue = (text) => (/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : 0);

/**
 * The payment page's language for a request: the payer's cookie, else Accept-Language.
 * @param {string | undefined} cookie
 * @param {string | undefined} acceptLanguage
 * @returns {'fr' | 'en'}
 */
export const paymentLanguageOf = (cookie, acceptLanguage) =>
  knownLanguage(cookie) ?? languageOfAcceptLanguage(acceptLanguage);
