import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_COOKIE_PATH,
} from '../../paths/paymentLanguage.js';
import type { CheckoutLanguage } from './words';

/**
 * A switch made in the browser, kept as the server keeps one posted without JavaScript: the
 * same cookie (a reload, the next link, a step posted later are in this language), the
 * document's language and its title.
 */
export function keepLanguage(lang: CheckoutLanguage, title: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=${LANGUAGE_COOKIE_PATH}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  document.documentElement.lang = lang;
  document.title = title;
}
