// The hosted payment page without JavaScript (or before it runs): every screen is a form that
// posts to the page, answered here. The payer's state (src/checkout/state/postedStep.ts moves
// it, with the checkout's own reducer) is kept in a sealed, HttpOnly, SameSite cookie whose
// path is the link's page: never in a URL, unreadable and unchangeable by the browser. Every
// step answers 303 (POST-redirect-GET: no history entry is a POST, so reload and Back send
// nothing again): to the form's step's own address (`?etape=phone`, its name and nothing the
// payer typed), so Back and Forward show each step with what was typed, or to the page; a
// refused one's page then shows the message naming the field (in the payer's language,
// server/payment-language.mjs), with its status. A pending payment's page refreshes itself (a meta refresh inside <noscript>,
// which the CSP allows and a browser running the page's scripts ignores), ever less often.
import { FORM_COOKIE, FORM_TOKEN_PLACEHOLDER } from './form-token.mjs';
import { isCrossSite, readFields } from './forms.mjs';

export const CHECKOUT_COOKIE = 'yonnee_paiement';
/** A payment, its pending minutes and the receipt's reloads; then the state is forgotten. */
const CHECKOUT_COOKIE_MAX_AGE_S = 60 * 60;
/** Largest step form: a few short fields; a card form stays far under it too. */
export const STEP_BODY_BYTES = 4 * 1024;
/** Posts a client may make on payment pages per 10 minutes: a payer who retries needs far fewer. */
export const STEP_POSTS_PER_WINDOW = 60;
/** The operator's answer to a payment: past this the payer is told to try again, with the same key. */
const PAY_TIMEOUT_MS = 8_000;
/** A status lookup while a payment is pending: the page refreshes again anyway. */
const STATUS_TIMEOUT_MS = 1_000;
/** The query naming the form's step a page's address stands for (the forms' hidden field's name). */
const STEP_QUERY = 'etape';

/** The query of a request's address (a framed page's `origin`, a step's `etape`). */
const queryOf = (url) => new URLSearchParams(url.split('?')[1]);

/**
 * Where a step's redirect goes: the form's step's own address, else the link's page; the rest
 * of the query as posted to (a framed page's `origin`, which its scripts post the outcome to).
 */
const addressOf = (request, pathname, kept) => {
  const screen = kept?.saved.screen;
  const query = queryOf(request.url);
  if (screen?.name === 'form') query.set(STEP_QUERY, screen.step);
  else query.delete(STEP_QUERY);
  return query.size ? `${pathname}?${query}` : pathname;
};

/**
 * @param {{
 *   ssr: () => Promise<any>,
 *   tokens: () => Promise<ReturnType<typeof import('./form-token.mjs').createFormTokens>>,
 *   publicOrigin: string,
 *   api: { fetch?: Function, baseUrl?: string },
 *   tokenOf: (pathname: string) => string,
 * }} options
 */
export function createPaymentSteps({ ssr, tokens, publicOrigin, api, tokenOf }) {
  const viaHttps = (request) => request.headers['x-forwarded-proto'] === 'https';
  const cookieOptions = (request, pathname) => ({
    path: pathname,
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin.startsWith('https:') || viaHttps(request),
    maxAge: CHECKOUT_COOKIE_MAX_AGE_S,
  });

  async function kept(request, pathname) {
    const { sealer } = await tokens();
    return sealer.open(request.cookies?.[CHECKOUT_COOKIE], tokenOf(pathname));
  }

  // Returns nothing: a Fastify reply is a thenable, which an await would wait on until sent.
  async function keep(request, reply, pathname, state) {
    const options = cookieOptions(request, pathname);
    if (state === null) reply.clearCookie(CHECKOUT_COOKIE, options);
    else if (state !== undefined) {
      const { sealer } = await tokens();
      reply.setCookie(CHECKOUT_COOKIE, sealer.seal(state, tokenOf(pathname)), options);
    }
  }

  /**
   * The page at the payer's step, with a message for the whole form and its status: a message
   * only the server writes, in both languages (src/checkout/state/messages.ts), `write` picking
   * it from a language's words.
   */
  const refusal = async (state, data, status, write) => ({
    status,
    preloaded: {
      ...data,
      resumed: state?.saved,
      error: { field: 'form', message: (await ssr()).postedMessage(await words(), write) },
    },
  });

  /** The words of both languages, for the messages the server writes. */
  const words = async () => (await ssr()).serverWords();

  const context = async (pathname, timeoutMs) => ({
    token: tokenOf(pathname),
    api: { ...api, signal: AbortSignal.timeout(timeoutMs) },
    now: Date.now,
    words: await words(),
  });

  return {
    /**
     * What a GET shows: the payer's kept state at the step its address asks (and the pending
     * payment's news, or a refused post's message), or the link.
     */
    async view(request, reply, pathname, data) {
      const state = await kept(request, pathname);
      if (!state) return { preloaded: data };
      const { resumeCheckout } = await ssr();
      const asked = queryOf(request.url).get(STEP_QUERY) ?? undefined;
      const resumed = await resumeCheckout(
        data,
        state,
        await context(pathname, STATUS_TIMEOUT_MS),
        asked,
      );
      await keep(request, reply, pathname, resumed.kept);
      return resumed;
    },

    /**
     * A posted step: `{ redirect }`, the address to show next, else the page to render with its
     * status (a refusal before the step: another site, no token, an unreadable body; or one with
     * no state to keep it with). Refusals keep the state.
     */
    async post(request, reply, pathname, data) {
      const state = await kept(request, pathname);
      const { postCheckoutStep } = await ssr();
      const refuse = (status, write) => refusal(state, data, status, write);
      let fields;
      try {
        fields = readFields(request);
      } catch (error) {
        return refuse(error.status ?? 400, ({ posted }) => posted.unknown);
      }
      if (fields.json) return refuse(415, ({ posted }) => posted.unknown);
      if (isCrossSite(request, publicOrigin)) return refuse(403, ({ posted }) => posted.crossSite);
      const { formToken, ...stepFields } = fields.fields;
      if (!(await tokens()).verify(request.cookies?.[FORM_COOKIE], formToken))
        return refuse(403, ({ posted }) => posted.token);
      const outcome = await postCheckoutStep(
        data,
        state,
        stepFields,
        await context(pathname, PAY_TIMEOUT_MS),
      );
      const next = outcome.kept === undefined ? state : outcome.kept;
      if (outcome.status === 303) {
        await keep(request, reply, pathname, outcome.kept);
        return { redirect: addressOf(request, pathname, next) };
      }
      if (!next) return { status: outcome.status, preloaded: outcome.preloaded };
      const refused = { status: outcome.status, error: outcome.preloaded.error };
      await keep(request, reply, pathname, { ...next, refused });
      return { redirect: addressOf(request, pathname, next) };
    },

    /**
     * A post refused before it was read (too large, or too many from this client): the page
     * where the payer is, with the reason, keeping what the payer did so far.
     * @param {{ status: number, retryMinutes?: number }} refused too many posts when
     * `retryMinutes` says when to try again, else too large
     */
    async refused(request, pathname, data, { status, retryMinutes }) {
      const state = await kept(request, pathname);
      return refusal(state, data, status, ({ posted }) =>
        retryMinutes ? posted.tooMany(retryMinutes) : posted.tooLarge,
      );
    },

    /**
     * The page as this visitor gets it: their form token (and its cookie), and while a payment
     * is pending, the refresh that follows it without JavaScript.
     */
    async personalise(request, reply, html, refreshSeconds) {
      const minted = (await tokens()).issue(request.cookies?.[FORM_COOKIE], {
        viaHttps: viaHttps(request),
      });
      reply.setCookie(minted.cookie.name, minted.cookie.value, minted.cookie.options);
      const withToken = html.replaceAll(FORM_TOKEN_PLACEHOLDER, minted.token);
      if (!refreshSeconds) return withToken;
      const refresh = `<noscript><meta http-equiv="refresh" content="${Number(refreshSeconds)}"></noscript>`;
      return withToken.replace('</head>', () => `${refresh}</head>`);
    },
  };
}
