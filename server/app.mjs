// The production server, on Fastify: prerendered pages (read once at start), hashed assets,
// payment links rendered per request, the merchant API (the embedded sandbox unless a real API
// is configured), CSP reports, strict security headers, and real 404s.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { answerClientError } from './client-errors.mjs';
import { registerCspReports } from './csp-reports.mjs';
import { FORM_COOKIE, FORM_TOKEN_PLACEHOLDER } from './form-token.mjs';
import { registerForms } from './forms.mjs';
import { createPaymentSteps, STEP_BODY_BYTES, STEP_POSTS_PER_WINDOW } from './payment-steps.mjs';
import {
  answerLanguageSwitch,
  loadFailedText,
  PAYMENT_PAGE_VARY,
  payerLanguage,
  postedLanguage,
} from './payment-language.mjs';
import { PAYMENT_PAGE } from '../src/paths/paymentPagePattern.js';
import {
  cacheControl,
  CSP_REPORT_PATH,
  DOCUMENT_ONLY_HEADERS,
  inlineHashes,
  isPaymentPagePath,
  isSubresourceType,
  securityHeaders,
} from './headers.mjs';
import { isFresh, loadPage, loadPageTable, normalizePath, pickEncoding } from './pages.mjs';
import { POSTMAN_COLLECTION_FILE, registerPostmanCollection } from './postmanCollection.mjs';

export { normalizePath, pickEncoding };

/** Each limit a client could otherwise stretch, with why it is where it is. */
export const LIMITS = {
  /** A request body: a mass payout of its most recipients is about 200 KB of JSON. */
  bodyBytes: 1024 * 1024,
  /** To send the request line and headers: a slow client cannot hold a socket open longer. */
  headersTimeoutMs: 5_000,
  /** To send the whole request, body included (answers may take longer: sandbox delays). */
  requestTimeoutMs: 10_000,
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** One path segment's length: tokens and ids are far shorter. */
  paramLength: 200,
  /**
   * Main-thread lag over which new requests get 503 instead of queueing behind the others
   * (a payment page's render is about 5 ms; 1 s of lag means the worker is drowning).
   */
  eventLoopDelayMs: 1_000,
  /**
   * Payment links' pages kept per worker, by path and data (about 120 KB each with its
   * compressed forms): a link shared with many payers is rendered once, not once a visit.
   */
  renderedPagesKept: 100,
};

/**
 * How long a payment link's page waits for the API before it is sent as the loading screen,
 * which then asks the API itself: past this, the payer is better off seeing that screen.
 */
export const LINK_LOOKUP_TIMEOUT_MS = 1000;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page made for a request, compressed in the encoding this client takes, and quickly. */
const compress = (identity, encoding) =>
  encoding === 'br'
    ? brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(identity);

/** A payment page's token as its path has it: what binds a payer's kept state to its link. */
const paymentTokenOf = (pathname) => PAYMENT_PAGE.exec(pathname)?.[1] ?? '';

/** A request for a file (has an extension) must never fall back to a page. */
const looksLikeFile = (pathname) => path.posix.extname(pathname) !== '';
const isApiPath = (pathname) =>
  pathname === '/openapi.json' || pathname === '/api' || pathname.startsWith('/api/');
/** Documentation pages have their own frame (src/paths/paths.ts), their 404 too. */
const isDocsPath = (pathname) => /^\/documentation(\/|$)/.test(pathname);
const isEnglishDocsPath = (pathname) => /^\/en\/documentation(\/|$)/.test(pathname);
/** The path as sent, never parsed as a URL: `//faq` is a path here, not a host. */
const pathOf = (url) => url.split('?', 1)[0].split('#', 1)[0];
const PAGE_METHODS = 'GET, HEAD';
/** Methods the fetch standard refuses to put in a Request. */
export const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Where a developer creates their sandbox (src/api/sandboxEndpoints.ts), which the docs' form asks. */
const CREATE_SANDBOX_PATH = '/api/v1/sandboxes';
/** Where the server tells the sandbox a request came from (src/sandbox/developerSandboxes.ts). */
export const CLIENT_ADDRESS_HEADER = 'X-Yonnee-Client-Address';

/** The French error envelope of the API (spec 3.3), for what the server refuses before it. */
const apiError = (status, code, message, title) => ({ code, message, data: { title } });

/** What the server says when it refuses a request itself, by Fastify's error code. */
function refusal(error) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [
        413,
        'PAYLOAD_TOO_LARGE',
        'Payload Too Large',
        'Le corps de la requête dépasse 1 Mo.',
      ];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [
        400,
        'BAD_REQUEST',
        'Bad Request',
        'La longueur du corps (Content-Length) est fausse.',
      ];
    case 'FST_ERR_BAD_URL':
      return [400, 'BAD_REQUEST', 'Bad Request', "L'adresse contient un encodage % invalide."];
    case 'FST_ERR_ASYNC_CONSTRAINT':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', 'Type de contenu refusé.'];
    default:
      // Ours (rate limit, overload): their message is already French.
      if (error.statusCode === 429)
        return [429, 'TOO_MANY_REQUESTS', 'Too Many Requests', error.message];
      if (error.statusCode === 503)
        return [503, 'SERVICE_UNAVAILABLE', 'Service Unavailable', error.message];
      return error.statusCode >= 400 && error.statusCode < 500
        ? [error.statusCode, 'BAD_REQUEST', 'Bad Request', 'Requête refusée par le serveur.']
        : undefined;
  }
}

/**
 * @param {{
 *   distDir: string,
 *   ssrEntry?: string,
 *   api?: { handle(request: Request): Promise<Response> },
 *   apiBaseUrl?: string,
 *   publicOrigin?: string,
 *   reports?: import('./csp-reports.mjs').ReportSink,
 *   operatorToken?: string,
 *   store?: { recordMessage: Function, subscribe: Function },
 *   formTokens?: () => Promise<ReturnType<typeof import('./form-token.mjs').createFormTokens>>,
 *   limits?: Partial<typeof LIMITS>,
 * }} options
 * `api`: the embedded sandbox (in process, or through the cluster's primary), mounted at /api
 * and /openapi.json; absent when the build points at a real API host (`apiBaseUrl`).
 * `store` and `formTokens`: the forms' storage and tokens (server/forms.mjs); without them
 * pages with a form are served as built and their posts are refused with 405.
 */
export async function buildApp({
  distDir,
  ssrEntry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js'),
  api,
  apiBaseUrl = process.env.VITE_API_BASE_URL,
  publicOrigin = 'http://localhost:4173',
  reports,
  operatorToken,
  store,
  formTokens,
  limits: overrides = {},
}) {
  const limits = { ...LIMITS, ...overrides };
  const readJson = (file) => {
    const full = path.join(distDir, file);
    return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
  };
  const pages = loadPageTable(distDir);
  const shell = loadPage(path.join(distDir, '.vite', 'app-shell.html')) ?? pages.get('/');
  const paymentShell = loadPage(path.join(distDir, '.vite', 'payment-shell.html')) ?? shell;
  const notFound = loadPage(path.join(distDir, '404.html')) ?? shell;
  // Unknown paths under /documentation get the 404 in the docs' frame, as the browser renders it.
  const docsNotFound = loadPage(path.join(distDir, 'documentation', '404.html')) ?? notFound;
  // The same in English under /en/documentation (src/paths/paths.ts says why /en).
  const docsNotFoundEn =
    loadPage(path.join(distDir, 'en', 'documentation', '404.html')) ?? docsNotFound;
  const linkTemplateFile = path.join(distDir, '.vite', 'payment-link.html');
  const linkTemplate = existsSync(linkTemplateFile) && readFileSync(linkTemplateFile, 'utf8');
  // The same in English: <html lang="en">, its title, its words' chunk preloaded.
  const linkTemplateEnFile = path.join(distDir, '.vite', 'payment-link-en.html');
  const linkTemplates = {
    fr: linkTemplate,
    en: existsSync(linkTemplateEnFile) ? readFileSync(linkTemplateEnFile, 'utf8') : linkTemplate,
  };
  const redirects = readJson('.vite/redirects.json') ?? {};
  const formTemplates = (store && formTokens && readJson('.vite/form-pages.json')) || {};
  const hashes = readJson('.vite/csp-hashes.json') ?? inlineHashes([String(shell?.identity ?? '')]);
  const siteHeaders = securityHeaders({ pathname: '/', hashes });
  const apiFetch = api && ((input, init) => api.handle(new Request(input, init)));

  let renderer;
  const ssr = () => (renderer ??= import(pathToFileURL(ssrEntry).href));
  const linkApi = apiFetch ? { fetch: apiFetch, baseUrl: publicOrigin } : { baseUrl: apiBaseUrl };
  /** Pages made for links, by path, language and data: the same always make the same page. */
  const renderedPages = new Map();
  const canRenderLinks = () => Boolean(linkTemplate) && existsSync(ssrEntry);

  /**
   * The link and its wallets, `{ gone }` (404 or 410) when the API has no such link or no longer,
   * or undefined when it did not give them in time.
   */
  async function lookUpLink(pathname) {
    if (!canRenderLinks()) return undefined;
    return (await ssr()).loadPaymentLink(pathname, {
      ...linkApi,
      signal: AbortSignal.timeout(LINK_LOOKUP_TIMEOUT_MS),
    });
  }

  /** A payment page made from its rendered root, to keep and send in each encoding asked. */
  const madePage = (root, lang) => ({
    identity: Buffer.from(linkTemplates[lang].replace('<div id="root"></div>', () => root)),
  });

  /** A made page with the encoding asked: compressed once, then kept beside the others. */
  async function inEncoding(made, encoding) {
    if (encoding && !made[encoding]) made[encoding] = await compress(made.identity, encoding);
    return made;
  }

  /** The link's page for these data, compressed as asked (kept: the same data, the same page). */
  async function linkPage(pathname, data, encoding, lang) {
    const key = createHash('sha256')
      .update(`${lang} ${pathname}`)
      .update(JSON.stringify(data))
      .digest('base64');
    let made = renderedPages.get(key);
    if (made) renderedPages.delete(key);
    else made = madePage(await (await ssr()).renderPaymentLinkPage(pathname, data, lang), lang);
    // Most recently used last; the oldest goes once the table is full.
    renderedPages.set(key, made);
    if (renderedPages.size > limits.renderedPagesKept)
      renderedPages.delete(renderedPages.keys().next().value);
    return inEncoding(made, encoding);
  }

  /** The page of every link that is not (or no longer) there: one page per language, whatever the token. */
  const goneMade = {};
  async function gonePage(encoding, lang) {
    goneMade[lang] ??= madePage(await (await ssr()).renderGonePaymentPage('', lang), lang);
    return inEncoding(goneMade[lang], encoding);
  }

  /** Each payer's steps without JavaScript: only where the server keeps forms' tokens. */
  const steps =
    formTokens &&
    createPaymentSteps({
      ssr,
      tokens: formTokens,
      publicOrigin,
      api: linkApi,
      tokenOf: paymentTokenOf,
    });

  const app = Fastify({
    logger: false,
    bodyLimit: limits.bodyBytes,
    // Node checks its time limits only every connectionsCheckingInterval (30 s by default):
    // a slow client would keep its socket six times longer than headersTimeout says.
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: 1_000,
        },
        handler,
      ),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    routerOptions: { maxParamLength: limits.paramLength },
    // Answered by the hook below instead: Fastify's own answer is English JSON, without the
    // site's headers.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
    // A URL the router cannot read (a malformed % escape) is refused before any hook runs.
    frameworkErrors: (error, request, reply) => {
      reply.headers(siteHeaders);
      return answerError(error, request, reply);
    },
  });

  // Bodies go to the API as they came, whatever their type: the sandbox parses and judges them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Set when the server starts to stop (see the hooks below).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request.url);
    reply.headers(
      isPaymentPagePath(pathname) ? securityHeaders({ pathname, hashes }) : siteHeaders,
    );
    // A request still arriving when the server stops (a slow client's, begun before) is told
    // so, and its connection closes: the load balancer sends the next one elsewhere.
    if (closing) {
      reply.header('Retry-After', '5');
      throw Object.assign(new Error('Le serveur redémarre : réessayez dans quelques secondes.'), {
        statusCode: 503,
      });
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Any answer sent while the server stops closes its connection: a keep-alive connection
    // left idle would hold the close until the client drops it (4 s for Node's fetch, minutes
    // for some browsers), and the new server of a deploy would wait as long.
    if (closing) reply.header('Connection', 'close');
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string') return payload;
    // Text is always UTF-8, and says so: a browser must never guess.
    if (
      /^(text\/|application\/(javascript|json|xml|manifest\+json))/.test(type) &&
      !/charset=/i.test(type)
    )
      reply.header('content-type', `${type}; charset=utf-8`);
    // A script, stylesheet, font or image is read under its page's policy (server/headers.mjs).
    if (isSubresourceType(type)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });

  // The last resort: a route that throws answers 500 and the server goes on.
  app.setErrorHandler(answerError);
  function answerError(error, request, reply) {
    const refused = refusal(error);
    if (!refused) console.error(`500 ${request.method} ${pathOf(request.url)}: ${error.stack}`);
    const [status, code, message, title] = refused ?? [
      500,
      'INTERNAL_ERROR',
      'Internal Server Error',
      'Erreur interne du serveur : réessayez dans quelques instants.',
    ];
    reply.code(status).header('Cache-Control', 'no-store');
    if (isApiPath(pathOf(request.url))) return reply.send(apiError(status, code, message, title));
    return reply.type('text/plain; charset=utf-8').send(title);
  }

  app.register(import('@fastify/under-pressure'), {
    maxEventLoopDelay: limits.eventLoopDelayMs,
    retryAfter: 5,
    message: 'Le serveur est surchargé : réessayez dans quelques secondes.',
    exposeStatusRoute: false,
  });

  registerCspReports(app, { reports, operatorToken });
  await app.register(import('@fastify/cookie'));
  if (Object.keys(formTemplates).length && existsSync(ssrEntry))
    registerForms(app, {
      ssr,
      store,
      tokens: formTokens,
      templates: formTemplates,
      publicOrigin,
      sendHtml,
      createSandbox:
        api &&
        (({ name, client }) =>
          api.handle(
            new Request(new URL(CREATE_SANDBOX_PATH, publicOrigin), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
              body: JSON.stringify({ name }),
            }),
          )),
    });

  // A payment page's step posted without JavaScript (server/payment-steps.mjs).
  if (steps)
    app.register(async (scope) => {
      await scope.register(import('@fastify/rate-limit'), {
        global: false,
        // Per link and client: many payers share one address (a carrier's NAT), each their link.
        keyGenerator: (request) => `${request.ip} ${pathOf(request.url)}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          retryMinutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
        }),
      });
      // The payer gets the page at their step with the reason, not a bare line of text.
      scope.setErrorHandler(async (error, request, reply) => {
        const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        if (error.statusCode !== 429 && !tooLarge) throw error;
        return answerPaymentPage(
          request,
          reply,
          pathOf(request.url),
          tooLarge
            ? { kind: 'refused', status: 413 }
            : { kind: 'refused', status: 429, retryMinutes: error.retryMinutes },
        );
      });
      scope.post(
        '/paiement/:token',
        {
          bodyLimit: STEP_BODY_BYTES,
          config: {
            rateLimit: { max: STEP_POSTS_PER_WINDOW, timeWindow: '10 minutes' },
          },
        },
        (request, reply) => {
          // The page's language switch, posted without JavaScript.
          const lang = postedLanguage(request);
          if (lang) return answerLanguageSwitch(request, reply, lang, publicOrigin);
          return answerPaymentPage(request, reply, pathOf(request.url), { kind: 'post' });
        },
      );
    });

  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file of the build, found at start: an unknown path costs nothing to keep.
    wildcard: false,
    index: false,
    preCompressed: true,
    // Pages are answered below, with their status; build internals are never files to serve.
    // The Postman collection too: it is answered with this server's origin (postmanCollection.mjs).
    globIgnore: [
      '**/*.html',
      '**/*.br',
      '**/*.gz',
      '_headers',
      '.vite/**',
      POSTMAN_COLLECTION_FILE,
    ],
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? cacheControl.immutable
          : cacheControl.revalidate,
      );
    },
  });

  registerPostmanCollection(app, { distDir, publicOrigin });

  /** Pages are most of what a first visit downloads: never sent uncompressed to a browser. */
  function sendPage(request, reply, status, page, headers = {}) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const kind = encoding ?? 'identity';
    const body = page[kind];
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheControl.revalidate)
      .header('Vary', 'Accept-Encoding')
      .headers(headers);
    if (encoding) reply.header('Content-Encoding', encoding);
    const etag = page.etags?.[kind];
    if (etag && status === 200) {
      reply.header('ETag', etag);
      if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    reply.header('Content-Length', body.length);
    return reply.send(request.method === 'HEAD' ? undefined : body);
  }

  /** A page made for this request (a form's answer, a page with its token): never cached. */
  async function sendHtml(request, reply, status, html, headers = {}) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const identity = Buffer.from(html);
    const body = encoding ? await compress(identity, encoding) : identity;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheControl.private)
      .header('Vary', 'Accept-Encoding')
      .headers(headers);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', body.length);
    return reply.send(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * A page with a form gets the visitor's form token (and its cookie) in place of the mark. The
   * page is the visitor's own, so only their browser may keep it: it revalidates, and is the
   * same (304) while their cookie is.
   */
  async function sendFormPage(request, reply, page) {
    const minted = (await formTokens()).issue(request.cookies?.[FORM_COOKIE], {
      viaHttps: request.headers['x-forwarded-proto'] === 'https',
    });
    reply.setCookie(minted.cookie.name, minted.cookie.value, minted.cookie.options);
    const html = page.identity.toString('utf8').replaceAll(FORM_TOKEN_PLACEHOLDER, minted.token);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (isFresh(request.headers['if-none-match'], etag))
      return reply
        .code(304)
        .header('Cache-Control', cacheControl.privateRevalidate)
        .header('Vary', 'Accept-Encoding, Cookie')
        .send();
    return sendHtml(request, reply, 200, html, {
      'Cache-Control': cacheControl.privateRevalidate,
      Vary: 'Accept-Encoding, Cookie',
    });
  }

  /** Framed by this site and by the origins the link's merchant registered, no one else. */
  const frameHeader = (pathname, data) =>
    securityHeaders({ pathname, hashes, frameAncestors: data.link.merchantOrigins ?? [] })[
      'Content-Security-Policy'
    ];

  /**
   * A payment link's page: rendered for the link (and for the payer's state, when the server
   * keeps one), or the prerendered loading screen when that fails.
   * @param {{ kind: 'view' } | { kind: 'post' } | { kind: 'refused', status: number, retryMinutes?: number }} asked
   * a GET, a step's form posted, or a post refused before it was read (its status, and why)
   */
  async function answerPaymentPage(request, reply, pathname, asked = { kind: 'view' }) {
    const noStore = { 'Cache-Control': cacheControl.private, Vary: PAYMENT_PAGE_VARY };
    const lang = payerLanguage(request);
    try {
      const data = await lookUpLink(pathname);
      // No such link (404), or no longer payable (410): the status says so to whatever reads it,
      // and the page's "not found" screen to the payer, without JavaScript too (a step posted to
      // it as well). A paid link is 200: its page says it was paid and shows the receipt.
      if (data?.gone) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        return sendPage(request, reply, data.gone, await gonePage(encoding, lang), noStore);
      }
      if (data && !steps) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        const page = await linkPage(pathname, data, encoding, lang);
        reply.header('Content-Security-Policy', frameHeader(pathname, data));
        return sendPage(request, reply, 200, page, noStore);
      }
      if (data) {
        const view =
          asked.kind === 'post'
            ? await steps.post(request, reply, pathname, data)
            : asked.kind === 'refused'
              ? await steps.refused(request, pathname, data, asked)
              : { status: 200, ...(await steps.view(request, reply, pathname, data)) };
        if (view.redirect)
          return reply.header('Cache-Control', 'no-store').redirect(view.redirect, 303);
        const page = await linkPage(pathname, view.preloaded, undefined, lang);
        const html = await steps.personalise(
          request,
          reply,
          page.identity.toString('utf8'),
          view.refreshSeconds,
        );
        reply.header('Content-Security-Policy', frameHeader(pathname, data));
        return sendHtml(request, reply, view.status, html, { Vary: PAYMENT_PAGE_VARY });
      }
    } catch (error) {
      console.error(`payment page ${pathname}: ${error?.stack ?? error}`);
    }
    if (asked.kind !== 'view')
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(loadFailedText[lang]);
    return sendPage(request, reply, 200, paymentShell, noStore);
  }

  function answerPage(request, reply, pathname) {
    const normalized = normalizePath(pathname);
    if (normalized === null)
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send("L'adresse contient un encodage % invalide.");
    if (redirects[normalized]) return reply.redirect(redirects[normalized], 308);
    if (isPaymentPagePath(pathname) && paymentShell)
      return answerPaymentPage(request, reply, pathname);
    const page = pages.get(normalized);
    if (page && formTemplates[normalized] && page.identity.includes(FORM_TOKEN_PLACEHOLDER))
      return sendFormPage(request, reply, page);
    if (page) return sendPage(request, reply, 200, page);
    if (isDocsPath(normalized) && docsNotFound) return sendPage(request, reply, 404, docsNotFound);
    if (isEnglishDocsPath(normalized) && docsNotFoundEn)
      return sendPage(request, reply, 404, docsNotFoundEn);
    if (notFound) return sendPage(request, reply, 404, notFound);
    return reply.code(404).type('text/plain; charset=utf-8').send('Page introuvable');
  }

  function answerFile(request, reply, pathname) {
    // The page's own address, not its file: one URL per page.
    if (/\/index\.html$/i.test(pathname))
      return reply.redirect(pathname.slice(0, -'/index.html'.length) || '/', 308);
    if (/^\/404\.html$/i.test(pathname) && notFound) return sendPage(request, reply, 404, notFound);
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', cacheControl.revalidate)
      .send('Fichier introuvable');
  }

  async function answerApi(request, reply) {
    const url = new URL(request.url, publicOrigin);
    const hasBody = Buffer.isBuffer(request.body) && request.body.length > 0;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    // Said by the server alone, whatever a client sent: the sandbox's creations count by it.
    headers.set(CLIENT_ADDRESS_HEADER, request.ip);
    const { method } = request;
    const fetchable = !FETCH_FORBIDDEN_METHODS.has(method);
    const response = await api.handle(
      new Request(url, {
        method: fetchable ? method : 'GET',
        headers,
        body: hasBody && fetchable && !['GET', 'HEAD'].includes(method) ? request.body : undefined,
      }),
      // The service answers these with 405 and Allow; a fetch Request cannot carry them.
      fetchable ? undefined : { method },
    );
    // The sandbox's network-error scenario: drop the connection, as a failing network would.
    if (response.type === 'error') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  // Every path no file answers, in every method: the API, then pages and missing files.
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    if (api && isApiPath(pathname)) return answerApi(request, reply);
    if (pathname === CSP_REPORT_PATH)
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD, POST')
        .type('text/plain; charset=utf-8')
        .send('Méthode non autorisée.');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply
        .code(405)
        .header('Allow', PAGE_METHODS)
        .type('text/plain; charset=utf-8')
        .send('Méthode non autorisée : ce site ne répond qu’à GET et HEAD.');
    return looksLikeFile(pathname)
      ? answerFile(request, reply, pathname)
      : answerPage(request, reply, pathname);
  });

  return app;
}
