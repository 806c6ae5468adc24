// The sandbox as a fetch-style service for a Node server (`npm start`, `npm run dev`): the
// same MSW handlers as Storybook and the tests, through MSW's getResponse, behind the checks an
// exposed service needs (methods, path encoding, body size) and never failing itself.
import { getResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import { sandboxEndpoints } from '../api/sandboxEndpoints';
import {
  createSandbox,
  DELAY_HEADER,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  SCENARIO_HEADER,
  scenarioNames,
  type Sandbox,
} from './createSandbox';
import { createDeveloperSandboxes, type DeveloperSandboxStore } from './developerSandboxes';
import { MAX_BODY_BYTES } from './limits';
import type { SandboxWebhooks } from './notifications';
import { requestIdOf, stamped } from './requestId';
import { RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../api/apiHeaders';
import { originOf, type CounterKind, type RateLimit } from './state';
import {
  TEST_CARDS,
  TEST_PHONE_NUMBERS,
  testOutcomes,
  testPhoneGuide,
} from '../api/sandboxTestNumbers';

export { SANDBOX_CREDENTIALS, MAX_BODY_BYTES };
export type { SandboxWebhooks, WebhookDraft } from './notifications';
export { CLIENT_ADDRESS_HEADER, DEVELOPER_KEY_PREFIX } from './developerSandboxes';

/**
 * The public sandbox, shared by everyone with the published credentials, starts again from the
 * spec's samples when a request comes after this long without one: a visitor of the docs finds
 * it as the docs describe it, and nothing a past visitor did lingers.
 */
export const PUBLIC_SANDBOX_IDLE_RESET_MS = 30 * 60_000;
// The build writes the document to dist-server/openapi.json (vite.sandbox.config.ts).
export { buildOpenApiDocument } from '../api/openapi';
import { withSandboxOrigin } from '../api/openapi';
export { sendResponse, socketOrigin, toFetchRequest, toNodeListener } from './nodeAdapter';

export const OPENAPI_PATH = '/openapi.json';

/** The paths this service answers; everything else is the site's. */
export const isSandboxPath = (pathname: string) =>
  pathname === OPENAPI_PATH || pathname === '/api' || pathname.startsWith('/api/');

// Credentials travel in headers, never cookies, so any origin may call the sandbox.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': [
    'Content-Type',
    'x-api-key',
    'X-API-TOKEN',
    'Authorization',
    IDEMPOTENCY_HEADER,
    SCENARIO_HEADER,
    DELAY_HEADER,
    REQUEST_ID_HEADER,
  ].join(', '),
  'Access-Control-Expose-Headers': [
    REPLAYED_HEADER,
    REQUEST_ID_HEADER,
    ...Object.values(RATE_LIMIT_HEADERS),
    'Retry-After',
  ].join(', '),
  'Access-Control-Max-Age': '600',
};

/** Longest method name quoted back in a 405's title. */
const MAX_METHOD_SHOWN = 20;

const json = (
  status: number,
  body: unknown,
  { head = false, headers = {} }: { head?: boolean; headers?: Record<string, string> } = {},
) =>
  new Response(head ? null : JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

const envelope = (code: string, message: string, title: string) => ({
  code,
  message,
  data: { title },
});

/** Each call's path as a pattern, matched as MSW does (any case, an optional final slash). */
const routes = [...Object.values(endpoints), ...Object.values(sandboxEndpoints)].map(
  ({ method, path }) => ({
    method,
    pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
  }),
);

/** The methods a path answers to (GET brings HEAD), or none for a path of no endpoint. */
function allowedMethods(pathname: string) {
  const methods = new Set(
    routes.filter(({ pattern }) => pattern.test(pathname)).map(({ method }) => method),
  );
  if (!methods.size) return [];
  return [...methods, ...(methods.has('GET') ? ['HEAD'] : []), 'OPTIONS'];
}

const hasValidEncoding = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/** The body, or 'too-large' past MAX_BODY_BYTES (read no further than that). */
async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** One line for the log, whatever the error holds. */
const oneLine = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
    .replace(/\s+/g, ' ')
    .slice(0, 300);

export interface SandboxServiceOptions {
  /** Served at /openapi.json. */
  openApiDocument: unknown;
  /** The site's origin as its visitors reach it (`https://pay.example`): links point there. */
  publicOrigin: string;
  /** Origins of the merchant's sites that may frame the payment page; none by default. */
  merchantOrigins?: string[];
  /** Requests a set of credentials may send per window; SANDBOX_RATE_LIMIT by default. */
  rateLimit?: RateLimit;
  /**
   * One sandbox for the server's life: what a call creates, the next call sees. The service's
   * publicOrigin (and merchantOrigins, when given) apply to it.
   */
  sandbox?: Sandbox;
  /** Queues and delivers the notifications, and keeps the event log (see createSandbox). */
  webhooks?: SandboxWebhooks;
  /**
   * Where developers' own sandboxes are kept (`npm start`: PostgreSQL); with `webhooks`, it
   * lets developers create theirs (POST /api/v1/sandboxes) and answers their requests.
   */
  developerStore?: DeveloperSandboxStore;
  /**
   * Where the public sandbox's last ids are kept (`npm start`: PostgreSQL), so that after a
   * restart a new operation never takes the id of one in the event log: its ids go on from
   * there (it answers once they are read), and each new one is kept before its answer.
   */
  publicIds?: {
    last(): Promise<Partial<Record<CounterKind, number>>>;
    taken(kind: CounterKind, id: number): Promise<void>;
  };
}

export interface SandboxService {
  /**
   * Answers one request and never rejects. `override.method` is the request's real method when
   * fetch could not carry it (TRACE, TRACK, CONNECT: see toFetchRequest).
   */
  handle(request: Request, override?: { method?: string }): Promise<Response>;
}

/** The sandbox API and /openapi.json as a fetch handler, for the Node server. */
export function createSandboxService({
  openApiDocument,
  publicOrigin,
  merchantOrigins,
  rateLimit,
  sandbox: given,
  webhooks,
  developerStore,
  publicIds,
}: SandboxServiceOptions): SandboxService {
  const sandbox =
    given ??
    createSandbox({
      publicOrigin,
      merchantOrigins,
      webhooks,
      rateLimit,
      onIdTaken: publicIds?.taken,
    });
  const idsRead = publicIds
    ?.last()
    .then((last) => sandbox.state.raiseIds(last))
    .catch((error: unknown) => {
      console.error(`[sandbox] the public sandbox's last ids could not be read: ${oneLine(error)}`);
    });
  if (given) {
    given.state.publicOrigin = originOf(publicOrigin, 'publicOrigin');
    if (merchantOrigins) {
      given.state.merchantOrigins = merchantOrigins.map((o) => originOf(o, 'merchantOrigins'));
    }
  }
  const developers =
    developerStore &&
    webhooks &&
    createDeveloperSandboxes({
      store: developerStore,
      webhooks,
      publicOrigin: originOf(publicOrigin),
      merchantOrigins: sandbox.state.merchantOrigins,
      rateLimit,
      isPublicLink: (token) => sandbox.state.links.has(token),
    });
  let lastPublicRequest = sandbox.state.now();
  /** The public sandbox's answer, once it has started again if it sat idle. */
  const answerPublic = async (request: Request) => {
    await idsRead;
    const at = sandbox.state.now();
    if (at - lastPublicRequest > PUBLIC_SANDBOX_IDLE_RESET_MS) sandbox.state.reset();
    lastPublicRequest = at;
    return getResponse(sandbox.handlers, request);
  };
  // Built once for any address; its sandbox server is where this service is reached.
  const openApiText = JSON.stringify(
    withSandboxOrigin(openApiDocument as { servers: unknown }, originOf(publicOrigin)),
    null,
    2,
  );

  async function answer(request: Request, asked: string, requestId: string): Promise<Response> {
    const method = asked.toUpperCase();
    const url = new URL(request.url);
    const { pathname } = url;
    const head = method === 'HEAD';

    if (!hasValidEncoding(pathname)) {
      return json(
        400,
        envelope(
          'BAD_REQUEST',
          'Bad Request',
          'Le chemin de la requête contient un encodage pourcent invalide : chaque % doit être suivi de deux chiffres hexadécimaux formant de l’UTF-8 valide.',
        ),
        { head },
      );
    }
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });

    const allowed =
      pathname === OPENAPI_PATH ? ['GET', 'HEAD', 'OPTIONS'] : allowedMethods(pathname);
    if (!allowed.length) {
      return json(
        404,
        envelope(
          'NOT_FOUND',
          'Not Found',
          `Aucun appel de l'API ne correspond à ${method.slice(0, MAX_METHOD_SHOWN)} ${pathname}. La liste des appels est décrite par ${OPENAPI_PATH}.`,
        ),
        { head },
      );
    }
    if (!allowed.includes(method)) {
      const allow = allowed.join(', ');
      return json(
        405,
        envelope(
          'METHOD_NOT_ALLOWED',
          'Method Not Allowed',
          `La méthode ${method.slice(0, MAX_METHOD_SHOWN)} n'est pas acceptée sur ${pathname} : méthodes acceptées : ${allow}.`,
        ),
        { head, headers: { Allow: allow } },
      );
    }
    if (pathname === OPENAPI_PATH) {
      return new Response(head ? null : openApiText, {
        status: 200,
        headers: {
          ...corsHeaders,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        },
      });
    }

    let body: Uint8Array<ArrayBuffer> | undefined;
    if (method === 'POST') {
      let read: Uint8Array<ArrayBuffer> | 'too-large';
      try {
        read = await readCapped(request);
      } catch {
        return json(
          400,
          envelope('BAD_REQUEST', 'Bad Request', "Le corps de la requête n'a pas pu être lu."),
        );
      }
      if (read === 'too-large') {
        return json(
          413,
          envelope(
            'PAYLOAD_TOO_LARGE',
            'Payload Too Large',
            `Le corps de la requête dépasse ${MAX_BODY_BYTES / 1024 / 1024} Mo.`,
          ),
        );
      }
      body = read;
    }
    // HEAD is a GET whose body stays home.
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    // The handlers answer with the id this service chose (the caller's, when well formed).
    headers.set(REQUEST_ID_HEADER, requestId);
    const forwarded = new Request(url, {
      method: head ? 'GET' : method,
      headers,
      body: body?.length ? body : undefined,
    });
    const response = (await developers?.answer(forwarded)) ?? (await answerPublic(forwarded));
    if (!response) {
      return json(
        404,
        envelope('NOT_FOUND', 'Not Found', `Aucun appel ne correspond à ${pathname}.`),
        {
          head,
        },
      );
    }
    // The networkError scenario: the caller drops the connection, as a failing network would.
    if (response.type === 'error') return Response.error();
    const answered = new Headers({ ...corsHeaders, 'Cache-Control': 'no-store' });
    response.headers.forEach((value, name) => answered.set(name, value));
    const empty = head || response.status === 204 || response.status === 304;
    return new Response(empty ? null : await response.arrayBuffer(), {
      status: response.status,
      headers: answered,
    });
  }

  return {
    async handle(request, override) {
      const method = override?.method ?? request.method;
      const requestId = requestIdOf(request);
      try {
        return await stamped(await answer(request, method, requestId), requestId);
      } catch (error) {
        let path = '?';
        try {
          path = new URL(request.url).pathname;
        } catch {
          // Keep the '?': the log line must not fail either.
        }
        console.error(`[sandbox] ${method} ${path} failed (${requestId}): ${oneLine(error)}`);
        return stamped(
          json(
            500,
            envelope(
              'INTERNAL_ERROR',
              'Internal Server Error',
              'Erreur interne du bac à sable : réessayez, et signalez-la si elle revient.',
            ),
            { head: method.toUpperCase() === 'HEAD' },
          ),
          requestId,
        );
      }
    },
  };
}

/** What `npm start` and `npm run dev` print: where the sandbox is and how to call it. */
export function sandboxBanner(origin: string) {
  const lines = [
    `Sandbox API on ${origin}/api/v1 (OpenAPI: ${origin}${OPENAPI_PATH})`,
    `  x-api-key:     ${SANDBOX_CREDENTIALS.apiKey}`,
    `  X-API-TOKEN:   ${SANDBOX_CREDENTIALS.apiToken}`,
    `  Authorization: Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    `  Webhook secret (verifies the notifications' signatures): ${SANDBOX_CREDENTIALS.webhookSecret}`,
    '  Test numbers (prefix 221; the last 7 digits work in every country):',
    ...testOutcomes.map(
      (outcome) => `    ${TEST_PHONE_NUMBERS[outcome]}  ${testPhoneGuide[outcome].en}`,
    ),
    `  Test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.rejected} is declined, ${TEST_CARDS.insufficientBalance} lacks funds.`,
    `  Force any outcome with the ${SCENARIO_HEADER} header: ${scenarioNames.join(', ')}.`,
  ];
  return lines.join('\n');
}
