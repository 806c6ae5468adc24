import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { ApiCode } from '../api/apiCodes';
import { RATE_LIMIT_HEADERS } from '../api/apiHeaders';
import { endpoints, type EndpointId } from '../api/endpoints';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import { sandboxEndpoints, type SandboxEndpointId } from '../api/sandboxEndpoints';
import { massPayoutRoutes } from './handlers/massPayouts';
import { ownSandboxRoutes } from './handlers/ownSandbox';
import { paymentLinkRoutes } from './handlers/paymentLinks';
import type { Answer, Route } from './handlers/route';
import { sandboxActionRoutes } from './handlers/sandboxActions';
import { transactionRoutes } from './handlers/transactions';
import { transferRoutes } from './handlers/transfers';
import { webhookLogRoutes } from './handlers/webhookLog';
import type { SandboxWebhooks } from './notifications';
import {
  DELAY_HEADER,
  NO_SCENARIO,
  SCENARIO_HEADER,
  scenarioNames,
  type Scenario,
} from '../api/sandboxScenarios';
import { requestIdOf, stamped } from './requestId';
import { MAX_IDEMPOTENCY_KEY_LENGTH, MAX_JSON_DEPTH } from './limits';
import { createSandboxState, type Quota, type SandboxStateOptions } from './state';
import { Refusal, shown } from './validation';

export const DEFAULT_DELAY_MS = 2000;
export const MAX_DELAY_MS = 30_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer given again for a repeated idempotency key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

type Delay = number | 'infinite';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The merchant API's calls and the sandbox's own (sandbox actions, event log). */
const calls = { ...endpoints, ...sandboxEndpoints };
type CallId = EndpointId | SandboxEndpointId;

/** Error answers keep the envelope; `data.title` is what the app's toast shows (spec 8). */
const failure = (status: number, code: ApiCode, title: string, headers?: HeadersInit) =>
  HttpResponse.json(
    { code, message: reasons[status] ?? 'Error', data: { title } },
    { status, headers },
  );

/** The RateLimit-* headers of an answer counted against its credentials' quota. */
const quotaHeaders = (quota: Quota | undefined): Record<string, string> =>
  quota
    ? {
        [RATE_LIMIT_HEADERS.limit]: String(quota.limit),
        [RATE_LIMIT_HEADERS.remaining]: String(quota.remaining),
        [RATE_LIMIT_HEADERS.reset]: String(quota.resetSeconds),
      }
    : {};

const tooManyRequests = (quota: Quota) =>
  failure(
    429,
    'RATE_LIMITED',
    `Trop de requêtes : ces identifiants en ont envoyé ${quota.limit} dans la fenêtre en cours. Réessayez dans ${quota.resetSeconds} s.`,
    { 'Retry-After': String(quota.resetSeconds) },
  );

const isScenario = (value: string): value is Scenario =>
  (scenarioNames as readonly string[]).includes(value);

/** How deep objects and arrays nest in a parsed JSON value; walks with a list, never recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * JSON with every object's keys sorted, so that key order and spacing never make two bodies
 * differ (as Stripe compares them). Recursive: call it on values at most MAX_JSON_DEPTH deep.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the text where Web Crypto is there (Node, secure pages), else the text itself. */
async function digest(text: string) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return text;
  const hash = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function scenarioResponse(scenario: Scenario, delayMs: Delay) {
  switch (scenario) {
    case 'unauthorized':
      return failure(401, 'UNAUTHORIZED', 'Identifiants refusés : la session a expiré.');
    case 'forbidden':
      return failure(403, 'FORBIDDEN', "Ce compte marchand n'a pas accès à cette opération.");
    case 'serverError':
      return failure(
        500,
        'INTERNAL_ERROR',
        'Erreur interne du serveur : réessayez dans quelques instants.',
      );
    case 'notModified':
      return new HttpResponse(null, { status: 304 });
    case 'noContent':
      return new HttpResponse(null, { status: 204 });
    case 'networkError':
      return HttpResponse.error();
    case 'malformed':
      return HttpResponse.json({
        code: 'OK',
        message: 'Malformed on purpose',
        data: { amount: 'mille' },
      });
    case 'delayed':
      await delay(delayMs);
      return undefined;
    // Answered by the handler, which knows the caller's quota.
    case 'rateLimited':
      return undefined;
  }
}

export interface SandboxOptions extends Omit<SandboxStateOptions, 'onNotification'> {
  /** The credentials the sandbox accepts; the published sandbox ones by default. */
  credentials?: { apiKey: string; apiToken: string; jwt: string };
  /**
   * Queues and delivers notifications, and keeps the event log (`npm start`: server/webhooks/);
   * without it, no notification is sent and the event log answers 503.
   */
  webhooks?: SandboxWebhooks;
  /**
   * The id of a request that brings no well-formed `X-Request-Id`; random by default, fixed in
   * stories like the clock, so a console showing the answer's headers screenshots the same.
   */
  newRequestId?: () => string;
  /**
   * Whether the reset call may empty it: a developer's own sandbox, never the public one that
   * everyone shares (which resets itself once idle, see node.ts).
   */
  resettable?: boolean;
}

/** What a route did: its answer, and whether it was refused (a Refusal: nothing changed). */
interface Outcome {
  answer: Answer;
  refused: boolean;
}

/** Every handler of one endpoint: its normal behaviour and each scenario forced. */
export type EndpointHandlers = { success: HttpHandler } & Record<Scenario, HttpHandler>;

/**
 * A sandbox of the merchant API with its own state: the handlers serve Storybook (MSW
 * addon), Vitest (msw/node) and the Node server behind `npm start` and `npm run dev`.
 */
export function createSandbox(options: SandboxOptions = {}) {
  const credentials = options.credentials ?? SANDBOX_CREDENTIALS;
  const { webhooks } = options;
  // Notifications belong to the credentials' account: its secret signs them, its log lists them.
  const state = createSandboxState({
    ...options,
    onNotification:
      webhooks && ((draft) => webhooks.publish({ ...draft, account: credentials.apiKey })),
  });
  const forced = new Map<CallId, { scenario: Scenario; delayMs: Delay }>();

  const scenarios = {
    /** Forces a scenario on some endpoints (all of them when none is given) until cleared. */
    set(
      scenario: Scenario,
      only: CallId[] = [],
      { delayMs = DEFAULT_DELAY_MS }: { delayMs?: Delay } = {},
    ) {
      const targets = only.length ? only : (Object.keys(calls) as CallId[]);
      for (const endpoint of targets) forced.set(endpoint, { scenario, delayMs });
    },
    /** Back to normal behaviour, for some endpoints or all. */
    clear(only: CallId[] = []) {
      if (only.length) only.forEach((endpoint) => forced.delete(endpoint));
      else forced.clear();
    },
  };

  function credentialProblem(request: Request) {
    const sent = {
      'x-api-key': request.headers.get('x-api-key'),
      'X-API-TOKEN': request.headers.get('x-api-token'),
      'Authorization: Bearer <JWT>': request.headers
        .get('authorization')
        ?.match(/^Bearer\s+(\S+)$/i)?.[1],
    };
    const expected = {
      'x-api-key': credentials.apiKey,
      'X-API-TOKEN': credentials.apiToken,
      'Authorization: Bearer <JWT>': credentials.jwt,
    };
    const names = Object.keys(sent) as (keyof typeof sent)[];
    const missing = names.filter((name) => !sent[name]);
    if (missing.length) {
      return failure(
        401,
        'UNAUTHORIZED',
        `Identifiants manquants : ${missing.join(', ')}. Chaque appel porte les en-têtes x-api-key, X-API-TOKEN et Authorization: Bearer <JWT>.`,
      );
    }
    const wrong = names.filter((name) => sent[name] !== expected[name]);
    if (wrong.length) {
      return failure(
        401,
        'UNAUTHORIZED',
        `Identifiants refusés : ${wrong.join(', ')} ne correspond${wrong.length > 1 ? 'ent' : ''} pas au compte du bac à sable.`,
      );
    }
    return undefined;
  }

  async function run(
    route: Route,
    body: unknown,
    params: Record<string, string>,
    url: URL,
  ): Promise<Outcome> {
    try {
      const answer = await route.resolve({ body, params, url });
      // The answer says the operation happened: its notifications must be queued by then.
      await state.notificationsQueued();
      return { answer, refused: false };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const answer = {
        status: error.status,
        body: {
          code: error.code,
          message: reasons[error.status],
          data: error.field ? { title: error.title, field: error.field } : { title: error.title },
        },
      };
      return { answer, refused: true };
    }
  }

  const respond = (answer: Answer) =>
    HttpResponse.json(answer.body as JsonBodyType, { status: answer.status ?? 200 });

  async function live(route: Route, request: Request, params: Record<string, string>) {
    const endpoint = calls[route.endpoint];
    if (!('public' in endpoint)) {
      const problem = credentialProblem(request);
      if (problem) return problem;
    }

    const text = endpoint.method === 'POST' ? await request.text() : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return failure(400, 'BAD_REQUEST', "Le corps de la requête n'est pas du JSON valide.");
    }
    if (depthOf(body) > MAX_JSON_DEPTH) {
      return failure(
        400,
        'BAD_REQUEST',
        `Le corps de la requête imbrique plus de ${MAX_JSON_DEPTH} niveaux d'objets ou de listes.`,
      );
    }

    const key =
      'movesMoney' in endpoint ? request.headers.get(IDEMPOTENCY_HEADER)?.trim() : undefined;
    const url = new URL(request.url);
    if (key === undefined) return respond((await run(route, body, params, url)).answer);
    if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return failure(
        400,
        'BAD_REQUEST',
        `La clé d'idempotence (Idempotency-Key) doit compter de 1 à ${MAX_IDEMPOTENCY_KEY_LENGTH} caractères.`,
      );
    }
    // Hashed before the look-up, so that look-up, operation and storing run in one go:
    // a second request with the same key, even a concurrent one, finds the first answer.
    const fingerprint = await digest(
      `${route.endpoint} ${canonicalJson(params)} ${canonicalJson(body)}`,
    );
    const stored = state.idempotency.get(key);
    if (stored && stored.fingerprint !== fingerprint) {
      return failure(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        "Cette clé d'idempotence a déjà servi pour une autre requête : générez-en une nouvelle pour chaque opération.",
      );
    }
    if (stored) {
      return new HttpResponse(stored.text, {
        status: stored.status,
        headers: { 'Content-Type': 'application/json', [REPLAYED_HEADER]: 'true' },
      });
    }

    const { answer, refused } = await run(route, body, params, url);
    // A refused request changed nothing and is not kept: fixed, it may be sent again with its key.
    if (!refused) {
      state.idempotency.set(key, {
        fingerprint,
        status: answer.status ?? 200,
        text: JSON.stringify(answer.body),
      });
    }
    return respond(answer);
  }

  /** Counts a request whose credentials pass against their quota; others are not counted. */
  function quotaOf(request: Request, isPublic: boolean) {
    if (isPublic || credentialProblem(request)) return undefined;
    return state.takeRequest(request.headers.get('x-api-key')!);
  }

  async function answer(
    route: Route,
    request: Request,
    params: Record<string, string>,
    fixed?: Scenario,
  ): Promise<{ response: Response; quota?: Quota }> {
    const isPublic = 'public' in calls[route.endpoint];
    const asked = request.headers.get(SCENARIO_HEADER);
    const delayHeader = request.headers.get(DELAY_HEADER);
    // A caller's scenario or delay acts only once its credentials pass: without them, a
    // server error or a 30 s wait is no one's to ask. Public calls (the payer's) have none.
    if ((asked !== null || delayHeader !== null) && !isPublic) {
      const problem = credentialProblem(request);
      if (problem) return { response: problem };
    }
    if (asked && asked !== NO_SCENARIO && !isScenario(asked)) {
      return {
        response: failure(
          400,
          'BAD_REQUEST',
          `Scénario inconnu : ${shown(asked)}. Scénarios disponibles : ${[NO_SCENARIO, ...scenarioNames].join(', ')}.`,
        ),
      };
    }
    let quota = quotaOf(request, isPublic);
    if (quota?.exceeded) return { response: tooManyRequests(quota), quota };

    const askedDelay = Number(delayHeader);
    const setting = forced.get(route.endpoint);
    const scenario =
      fixed ?? (asked && asked !== NO_SCENARIO ? (asked as Scenario) : setting?.scenario);
    if (scenario === 'rateLimited') {
      const { limit, windowMs } = state.rateLimit;
      quota = { limit, remaining: 0, resetSeconds: Math.ceil(windowMs / 1000), exceeded: true };
      return { response: tooManyRequests(quota), quota };
    }
    if (scenario) {
      const delayMs =
        askedDelay > 0
          ? Math.min(askedDelay, MAX_DELAY_MS)
          : (setting?.delayMs ?? DEFAULT_DELAY_MS);
      const response = await scenarioResponse(scenario, delayMs);
      if (response) return { response, quota };
    }
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    );
    return { response: await live(route, request, values), quota };
  }

  function handlersFor(route: Route): EndpointHandlers {
    const { method, path } = calls[route.endpoint];
    const make = (fixed?: Scenario) =>
      http[method === 'GET' ? 'get' : 'post'](`*${path}`, async ({ request, params }) => {
        const requestId = requestIdOf(request, options.newRequestId);
        const { response, quota } = await answer(
          route,
          request,
          params as Record<string, string>,
          fixed,
        );
        return stamped(response, requestId, quotaHeaders(quota));
      });
    const forcedHandlers = Object.fromEntries(
      scenarioNames.map((scenario) => [scenario, make(scenario)]),
    );
    return { success: make(), ...forcedHandlers } as EndpointHandlers;
  }

  const group = <R extends Record<string, Route>>(routes: R) =>
    Object.fromEntries(
      Object.entries(routes).map(([name, route]) => [name, handlersFor(route)]),
    ) as {
      [K in keyof R]: EndpointHandlers;
    };

  const transactionHandlers = group(transactionRoutes(state));
  const paymentLinkHandlers = group(paymentLinkRoutes(state));
  const transferHandlers = group(transferRoutes(state));
  const massPayoutHandlers = group(massPayoutRoutes(state));
  const sandboxHandlers = group({
    ...ownSandboxRoutes(state, { resettable: options.resettable ?? false }),
    ...sandboxActionRoutes(state),
    ...webhookLogRoutes(webhooks, credentials.apiKey),
  });

  /** Every endpoint's normal handler: give these to setupServer, setupWorker or `parameters.msw`. */
  const handlers = [
    transactionHandlers,
    paymentLinkHandlers,
    transferHandlers,
    massPayoutHandlers,
    sandboxHandlers,
  ].flatMap((resource) => Object.values(resource).map((endpoint) => endpoint.success));

  return {
    state,
    scenarios,
    handlers,
    transactionHandlers,
    paymentLinkHandlers,
    transferHandlers,
    massPayoutHandlers,
    sandboxHandlers,
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
export { DELAY_HEADER, SCENARIO_HEADER, scenarioNames, type Scenario };
