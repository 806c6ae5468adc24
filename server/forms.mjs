// The site's forms, answered by the server: each posts to its own page, with or without
// JavaScript. Without it, the browser posts the HTML form and gets the same page back with the
// values, the messages of spec 5 or the result; with it, the page posts JSON and reads the
// same outcome. Nothing typed goes into a URL or a log line. A cross-site post is refused
// (Origin, Fetch Metadata, and the form token for HTML forms), robots meet a honeypot, and each
// client is rate-limited.
import rateLimit from '@fastify/rate-limit';
import { FORM_COOKIE, FORM_TOKEN_PLACEHOLDER } from './form-token.mjs';
import { storageFailureReason } from './storage/failureReason.mjs';

/** Largest form body: the contact message's 2 000 characters, percent-encoded, and margin. */
export const FORM_BODY_BYTES = 32 * 1024;
/** Posts a client may make per form page and 10 minutes: a person never needs more. */
export const POSTS_PER_WINDOW = 20;
const HONEYPOT = 'website';
/** Where each subscription's unsubscribe link points (its secret follows). */
export const UNSUBSCRIBE_PATH = '/newsletter/desinscription';

export const NOTICES = {
  crossSite:
    'Envoi refusé : ce formulaire ne peut être envoyé que depuis le site Yonnee. Rouvrez la page et renvoyez-le.',
  token:
    'Ce formulaire a expiré ou vos cookies sont bloqués : vérifiez vos réponses, puis renvoyez-le.',
  honeypot:
    'Envoi refusé : le champ « Laissez ce champ vide » a été rempli. Videz-le, puis renvoyez le formulaire.',
  tooMany: (seconds) =>
    `Trop d’envois depuis votre connexion : réessayez dans ${Math.max(1, Math.ceil(seconds / 60))} min. Ce que vous avez écrit est conservé.`,
  storage:
    'Enregistrement impossible pour le moment : réessayez dans quelques instants. Ce que vous avez écrit est conservé.',
  unreadable: 'Formulaire illisible : renvoyez-le depuis la page du site.',
  tooLarge: 'Formulaire trop long : le message ne doit pas dépasser 2 000 caractères.',
};

/** The same notices for the English pages' forms (the docs' sandbox form). */
export const NOTICES_EN = {
  crossSite:
    'Sending refused: this form can only be sent from the Yonnee site. Open the page again and send it again.',
  token:
    'This form has expired or your cookies are blocked: check your answers, then send it again.',
  honeypot:
    'Sending refused: the field “Leave this field empty” was filled in. Empty it, then send the form again.',
  tooMany: (seconds) =>
    `Too many sends from your connection: try again in ${Math.max(1, Math.ceil(seconds / 60))} min. What you wrote is kept.`,
  storage: 'Saving is not possible right now: try again in a few moments. What you wrote is kept.',
  unreadable: 'Unreadable form: send it again from the site’s page.',
  tooLarge: 'Form too long: the message must not exceed 2,000 characters.',
};

/** The notices in the language of the page a form was posted to (English pages start with /en/). */
export const noticesOf = (pagePath) => (pagePath.startsWith('/en/') ? NOTICES_EN : NOTICES);

/** A valid form the service behind it refused: said to the visitor as the form's notice. */
class Refused extends Error {
  constructor(status, notice) {
    super(notice);
    this.status = status;
  }
}

class Unreadable extends Error {
  constructor(status) {
    super();
    this.status = status;
  }
}

/** Where a post comes from, if a browser says: anything but this site is refused. */
export function isCrossSite(request, publicOrigin) {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  // Behind a proxy the Origin is the public one; on loopback it is this host.
  try {
    return new URL(origin).host !== (request.headers.host ?? new URL(publicOrigin).host);
  } catch {
    return true;
  }
}

/** Text fields of a body, by name; repeated names (the code's seven slots) joined in order. */
export function readFields(request) {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  if (type === 'application/json') {
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Unreadable(400);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Unreadable(400);
    return {
      json: true,
      fields: Object.fromEntries(
        Object.entries(parsed).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : '',
        ]),
      ),
    };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams(raw);
    const fields = {};
    for (const name of new Set(params.keys())) fields[name] = params.getAll(name).join('');
    return { json: false, fields };
  }
  throw new Unreadable(415);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   ssr: () => Promise<any>,
 *   store: { recordMessage: Function, subscribe: Function },
 *   tokens: () => Promise<ReturnType<typeof import('./form-token.mjs').createFormTokens>>,
 *   templates: Record<string, string>,
 *   publicOrigin: string,
 *   sendHtml: (request: any, reply: any, status: number, html: string) => any,
 *   createSandbox?: (request: { name: string, client: string }) => Promise<Response>,
 * }} options
 * `createSandbox` asks the sandbox API for a developer's sandbox (POST /api/v1/sandboxes).
 */
export function registerForms(
  app,
  { ssr, store, tokens, templates, publicOrigin, sendHtml, createSandbox },
) {
  const crossSite = (request) => isCrossSite(request, publicOrigin);

  async function answer(request, reply, pagePath, outcome, status) {
    const minted = (await tokens()).issue(request.cookies?.[FORM_COOKIE], {
      viaHttps: request.headers['x-forwarded-proto'] === 'https',
    });
    reply.setCookie(minted.cookie.name, minted.cookie.value, minted.cookie.options);
    reply.header('Cache-Control', 'no-store');
    if (request.formJson) return reply.code(status).send(outcome);
    const { renderFormPage } = await ssr();
    const root = await renderFormPage(pagePath, outcome);
    const html = templates[pagePath]
      .replace('<div id="root"></div>', () => root)
      .replaceAll(FORM_TOKEN_PLACEHOLDER, minted.token);
    return sendHtml(request, reply, status, html);
  }

  async function handle(request, reply, pagePath, form) {
    const refuse = (status, notice, values = {}) =>
      answer(request, reply, pagePath, { form, values, errors: {}, notice }, status);
    const notices = noticesOf(pagePath);
    let read;
    try {
      read = readFields(request);
    } catch (error) {
      request.formJson = String(request.headers.accept ?? '').includes('application/json');
      return refuse(error.status, notices.unreadable);
    }
    request.formJson = read.json;
    const { fields } = read;
    const { checkSubmission } = await ssr();
    const echoOnly = checkSubmission(form, fields, pagePath).echo;
    if (crossSite(request)) return refuse(403, notices.crossSite);
    // An HTML form carries the token; JSON cannot come from another site without CORS.
    if (!read.json && !(await tokens()).verify(request.cookies?.[FORM_COOKIE], fields.formToken))
      return refuse(403, notices.token, echoOnly);
    if (fields._form !== undefined && fields._form !== form)
      return refuse(400, notices.unreadable, echoOnly);
    if (fields[HONEYPOT]) return refuse(400, notices.honeypot, echoOnly);
    const checked = checkSubmission(form, fields, pagePath);
    if (!checked.ok)
      return answer(
        request,
        reply,
        pagePath,
        { form, values: checked.echo, errors: checked.errors },
        400,
      );
    let result;
    try {
      result = await act(form, pagePath, checked.values, request.ip);
    } catch (error) {
      if (error instanceof Refused) return refuse(error.status, error.message, checked.echo);
      console.error(`form ${form} on ${pagePath}: ${storageFailureReason(error)}`);
      return refuse(503, notices.storage, checked.echo);
    }
    if (!result) return unknownUnsubscribeLink(request, reply, pagePath);
    return answer(
      request,
      reply,
      pagePath,
      { form, values: checked.echo, errors: {}, result },
      200,
    );
  }

  /** The sandbox API's answer to the docs' form: the new credentials, or why not (in the page's language). */
  async function newSandbox(name, client, pagePath) {
    const response = createSandbox && (await createSandbox({ name, client }));
    const body = response && (await response.json().catch(() => undefined));
    if (response?.status === 201 && body?.data) {
      const { apiKey, apiToken, jwt, webhookSecret } = body.data;
      return { kind: 'sandbox', name: body.data.name, apiKey, apiToken, jwt, webhookSecret };
    }
    const sandboxSignupCopy = (await ssr()).sandboxSignupCopyOf(pagePath);
    if (response?.status === 429 || response?.status === 400)
      throw new Refused(response.status, body?.data?.title ?? sandboxSignupCopy.unavailable);
    throw new Refused(503, sandboxSignupCopy.unavailable);
  }

  async function act(form, pagePath, values, client) {
    switch (form) {
      case 'sandbox':
        return newSandbox(values.name, client, pagePath);
      case 'contact': {
        const { reference } = await store.recordMessage({
          kind: 'contact',
          page: pagePath,
          lastName: values.lastName,
          firstName: values.firstName,
          email: values.email,
          phone: values.phone,
          body: values.message,
        });
        return { kind: 'message', reference, email: values.email, firstName: values.firstName };
      }
      case 'password-reset': {
        const { reference } = await store.recordMessage({
          kind: 'password-reset',
          page: pagePath,
          email: values.email,
        });
        return { kind: 'message', reference, email: values.email, firstName: '' };
      }
      case 'unsubscribe': {
        const found = await store.subscriptionOf(values.token);
        if (!found) return undefined;
        await store.unsubscribe(values.token);
        return { kind: 'unsubscribed', email: found.email, already: !found.active };
      }
      case 'newsletter': {
        const { token, status } = await store.subscribe(values.email);
        return {
          kind: 'subscription',
          status,
          email: values.email,
          unsubscribePath: `${UNSUBSCRIBE_PATH}/${token}`,
        };
      }
      // Spec 4: the sign-in makes no real call, and the code page only shows the code.
      case 'sign-in':
        return { kind: 'sign-in', email: values.email };
      case 'otp':
        return { kind: 'otp', code: values.otp };
    }
  }

  async function unknownUnsubscribeLink(request, reply, pagePath) {
    const { unsubscribeCopy } = await ssr();
    const outcome = { form: 'unsubscribe', values: {}, errors: { token: unsubscribeCopy.invalid } };
    return answer(request, reply, pagePath, outcome, 404);
  }

  // The link of each subscription: the page asks before it unsubscribes (a POST), so a mail
  // scanner opening links changes nothing. Its address is its secret: never indexed.
  app.get(`${UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex');
    const { token } = request.params;
    const pagePath = UNSUBSCRIBE_PATH;
    const { checkSubmission } = await ssr();
    const found =
      checkSubmission('unsubscribe', { token }).ok && (await store.subscriptionOf(token));
    if (!found) return unknownUnsubscribeLink(request, reply, pagePath);
    return answer(
      request,
      reply,
      pagePath,
      { form: 'unsubscribe', values: { token, email: found.email }, errors: {} },
      200,
    );
  });

  app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      // Answered as a page (or JSON) the visitor understands, with what they typed kept.
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: noticesOf(request.routeOptions.config.pagePath).tooMany(context.ttl / 1000),
      }),
    });
    // Refusals before the handler (too many posts, too long a body) are pages too.
    scope.setErrorHandler(async (error, request, reply) => {
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      if (error.statusCode !== 429 && !tooLarge) throw error;
      const { pagePath, form } = request.routeOptions.config;
      request.formJson = String(request.headers.accept ?? '').includes('application/json');
      let values = {};
      if (!tooLarge)
        try {
          values = (await ssr()).checkSubmission(form, readFields(request).fields, pagePath).echo;
        } catch {
          // Nothing readable to keep.
        }
      const notice = tooLarge ? noticesOf(pagePath).tooLarge : error.message;
      return answer(
        request,
        reply,
        pagePath,
        { form, values, errors: {}, notice },
        tooLarge ? 413 : 429,
      );
    });
    const { formOfPage } = await ssr();
    for (const [pagePath, form] of Object.entries(formOfPage)) {
      if (!templates[pagePath]) continue;
      scope.post(
        pagePath,
        {
          bodyLimit: FORM_BODY_BYTES,
          config: {
            pagePath,
            form,
            // Counted once the body is read, so the refusal can give back what was typed.
            rateLimit: { max: POSTS_PER_WINDOW, timeWindow: '10 minutes', hook: 'preHandler' },
          },
        },
        (request, reply) => handle(request, reply, pagePath, form),
      );
    }
  });
}
