// The forms' token against cross-site posts (OWASP's signed double-submit cookie): a random
// nonce in an HttpOnly, SameSite cookie, and its HMAC in the form. Another site can make a
// browser post our form, but can neither read the cookie nor compute the HMAC without our key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSealer } from './sealed-cookie.mjs';

export const FORM_COOKIE = 'yonnee_form';
/** Written by the prerender into each form; the server puts a real token in its place. */
export const FORM_TOKEN_PLACEHOLDER = '__YONNEE_FORM_TOKEN__';
/** A form page left open this long still submits; past it the token is renewed on refusal. */
const COOKIE_MAX_AGE_S = 12 * 60 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** @param {string} key the secret key: every server behind one address must share it (FORM_SECRET) */
export function createFormTokens(key, { secure }) {
  const sign = (nonce) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    /** Sealed cookies under the same secret (the payment page's steps without JavaScript). */
    sealer: createSealer(key),
    /**
     * The visitor's nonce (kept when valid, else new) and the token for their forms. The cookie
     * is Secure when the site is served over HTTPS, or when this request reached us through an
     * HTTPS proxy (a client lying about it only hardens its own cookie).
     */
    issue(cookieValue, { viaHttps = false } = {}) {
      const nonce = NONCE.test(cookieValue ?? '')
        ? cookieValue
        : randomBytes(16).toString('base64url');
      return {
        token: sign(nonce),
        cookie: {
          name: FORM_COOKIE,
          value: nonce,
          options: {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: secure || viaHttps,
            maxAge: COOKIE_MAX_AGE_S,
          },
        },
      };
    },
    /** True when the form's token was made for this cookie's nonce. */
    verify(cookieValue, token) {
      if (!NONCE.test(cookieValue ?? '') || typeof token !== 'string') return false;
      const expected = Buffer.from(sign(cookieValue));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
