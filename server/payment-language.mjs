// The payment page's language on the server: which one a request gets, and the switch posted
// without JavaScript. The choice itself is src/paths/paymentLanguage.js, shared with the page.
//
// Why a cookie and not a path (/en/paiement/…) as the docs have: a payment link is one address,
// sent by a merchant in a text message or an iframe, and must open in the payer's language
// whichever way it came; the choice then follows the payer to the next link. Until the payer
// chooses, the browser's Accept-Language decides. Pages that depend on either say so (Vary), and
// the pages the server keeps are kept per language.
import { isCrossSite, readFields } from './forms.mjs';
import {
  knownLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_COOKIE_PATH,
  LANGUAGE_FIELD,
  paymentLanguageOf,
} from '../src/paths/paymentLanguage.js';

/** What a payment page's answer depends on besides the link: its compression and language. */
export const PAYMENT_PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** @returns {'fr' | 'en'} the payer's own choice, else their browser's, else French */
export const payerLanguage = (request) =>
  paymentLanguageOf(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);

/** The one line a payer reads when the page could not be made at all. */
export const loadFailedText = {
  fr: 'Le paiement n’a pas pu être chargé : rechargez la page puis réessayez.',
  en: 'The payment could not be loaded: reload the page, then try again.',
};

/**
 * The language a posted form asks for (the page's switch), or undefined when it is a step's
 * form. Any value but `en` is French: a switch never fails.
 */
export function postedLanguage(request) {
  let fields;
  try {
    fields = readFields(request).fields;
  } catch {
    return undefined;
  }
  if (!Object.hasOwn(fields, LANGUAGE_FIELD)) return undefined;
  return knownLanguage(fields[LANGUAGE_FIELD]) ?? 'fr';
}

/**
 * Keeps the payer's choice and shows the same page again (303: the step is the server's kept
 * state, or the browser's): a deliberate cookie, on payment pages only, for half a year. A
 * switch posted from another site is not kept.
 */
export function answerLanguageSwitch(request, reply, lang, publicOrigin) {
  if (!isCrossSite(request, publicOrigin))
    reply.setCookie(LANGUAGE_COOKIE, lang, {
      path: LANGUAGE_COOKIE_PATH,
      sameSite: 'lax',
      secure: publicOrigin.startsWith('https:') || request.headers['x-forwarded-proto'] === 'https',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    });
  return reply.header('Cache-Control', 'no-store').redirect(request.url, 303);
}
