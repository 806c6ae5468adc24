import { LANGUAGE_COOKIE, paymentLanguageOf } from '../../paths/paymentLanguage.js';
import type { CheckoutLanguage } from './types';

/**
 * The browser's languages (most wanted first) as the Accept-Language it would send: each one a
 * little less wanted than the one before, so that the server's rule reads them in their order.
 */
export const acceptLanguageOf = (languages: readonly string[]) =>
  languages
    .slice(0, 100)
    .map((tag, rank) => `${tag};q=${((1000 - rank) / 1000).toFixed(3)}`)
    .join(',');

/** The payer's choice kept in the cookie the switch writes, if any. */
const cookieOf = (cookies: string) =>
  cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/**
 * The language the server would have chosen for this payer (src/paths/paymentLanguage.js), for a
 * page the server did not render for them: a static host's loading screen, a failed lookup.
 */
export const browserLanguage = (cookies: string, languages: readonly string[]): CheckoutLanguage =>
  paymentLanguageOf(cookieOf(cookies), acceptLanguageOf(languages));
