// Developers' own sandboxes behind the Node server: each has its credentials and its state,
// kept by the server's storage (`npm start`: PostgreSQL, server/storage/sandboxStore.mjs), so it
// survives restarts and is shared by every instance. A request for one is answered by a sandbox
// rebuilt from its stored state, whose new state is saved before the answer goes out; when
// another instance saved first, the request runs again on the newer state.
import { getResponse } from 'msw';
import { CREATE_SANDBOX_PATH } from '../api/sandboxEndpoints';
import type { DeveloperSandbox } from '../api/schemas/developerSandbox';
import { createSandbox } from './createSandbox';
import { readSandboxName } from './handlers/ownSandbox';
import type { SandboxWebhooks, WebhookDraft } from './notifications';
import {
  createQuotas,
  createSandboxState,
  type RateLimit,
  type RecordLimits,
  type SandboxSnapshot,
} from './state';
import { SANDBOX_RATE_LIMIT } from '../api/sandboxScenarios';
import { Refusal } from './validation';

/** x-api-key of a developer's sandbox; the public demo's starts otherwise (`yk_sandbox_`). */
export const DEVELOPER_KEY_PREFIX = 'yk_dev_';
/**
 * The address a request came from, set by the server itself (any value a client sent is
 * replaced): the creations' rate limit counts per address.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Yonnee-Client-Address';

/**
 * A developer's sandbox keeps fewer records than the public one: its whole state is read and
 * written by each request that changes it, so it stays under about 2 MB with every field full.
 */
export const DEVELOPER_RECORD_LIMITS: RecordLimits = {
  records: 200,
  massPayouts: 50,
  recipients: 1_000,
  idempotencyKeys: 200,
  idempotencyBytes: 512 * 1024,
};

/** Times a request runs again when other instances keep saving the same sandbox first. */
export const MAX_SAVE_ATTEMPTS = 5;

/** A stored sandbox as the store reads it. */
export interface StoredSandbox {
  id: number;
  apiKey: string;
  apiTokenHash: string;
  jwtHash: string;
  /** SandboxSnapshot as JSON. */
  state: string;
  version: number;
}

export type CreationResult =
  | { created: true; createdAt: Date | string }
  | { created: false; reason: 'client'; retryAfterSeconds: number }
  | { created: false; reason: 'full' };

/** Where developers' sandboxes are kept (server/storage/sandboxStore.mjs). */
export interface DeveloperSandboxStore {
  create(sandbox: {
    apiKey: string;
    apiTokenHash: string;
    jwtHash: string;
    webhookSecret: string;
    name: string;
    createdBy: string;
    state: string;
  }): Promise<CreationResult>;
  byApiKey(apiKey: string): Promise<StoredSandbox | undefined>;
  byLinkToken(token: string): Promise<StoredSandbox | undefined>;
  byId(id: number): Promise<StoredSandbox | undefined>;
  /** False when another save came first since `version` was read; nothing is written then. */
  save(change: {
    id: number;
    version: number;
    state: string;
    linksAdded: string[];
    linksRemoved: string[];
    notifications: WebhookDraft[];
  }): Promise<boolean>;
}

export interface DeveloperSandboxesOptions {
  store: DeveloperSandboxStore;
  /** The server's notifications: the event log is read there, a save queues into it. */
  webhooks: SandboxWebhooks;
  publicOrigin: string;
  merchantOrigins?: readonly string[];
  rateLimit?: RateLimit;
  /** Whether the public sandbox has a link of this token: then the storage is not asked. */
  isPublicLink?: (token: string) => boolean;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` letters and digits, each from a byte below 248 (a multiple of 62): unbiased. */
function randomText(length: number) {
  let text = '';
  const bytes = new Uint8Array(64);
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(bytes)) {
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const base64urlText = (text: string) => base64url(new TextEncoder().encode(text));

/** SHA-256, hex: what the store keeps of a secret. */
export async function sha256(text: string) {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** New credentials: 130 bits or more of randomness in each secret. */
function newCredentials(now: Date) {
  const apiKey = `${DEVELOPER_KEY_PREFIX}${randomText(22)}`;
  const header = base64urlText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64urlText(
    JSON.stringify({ sub: apiKey, sandbox: true, iat: Math.floor(now.getTime() / 1000) }),
  );
  return {
    apiKey,
    apiToken: `yt_dev_${randomText(32)}`,
    jwt: `${header}.${claims}.${base64url(crypto.getRandomValues(new Uint8Array(32)))}`,
    webhookSecret: `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`,
  };
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const failure = (
  status: number,
  code: string,
  title: string,
  { field, headers }: { field?: string; headers?: Record<string, string> } = {},
) =>
  answer(
    status,
    { code, message: reasons[status], data: field ? { title, field } : { title } },
    headers,
  );

/**
 * A payment link's token in its calls' paths, as the sandbox makes them (letters, digits, `_`):
 * anything else (a percent-escaped NUL, say, which PostgreSQL refuses in text) is no
 * developer's link, and never reaches the storage.
 */
const LINK_PATH = /^\/api\/v1\/transaction\/pay-in-url\/([A-Za-z0-9_]{1,64})(?:\/|$)/i;
/** A header can never hold a NUL: what a wrong secret is checked against. */
const NEVER_SENT = '\u0000';

/**
 * Answers the requests of developers' sandboxes (and their creation); `answer` gives
 * undefined for any other request, which the public sandbox answers.
 */
export function createDeveloperSandboxes({
  store,
  webhooks,
  publicOrigin,
  merchantOrigins,
  rateLimit = SANDBOX_RATE_LIMIT,
  isPublicLink = () => false,
}: DeveloperSandboxesOptions) {
  // Counted per instance: a sandbox rebuilt for each request keeps its quota here.
  const quotas = createQuotas(rateLimit);

  async function create(request: Request): Promise<Response> {
    const text = await request.text();
    let body: unknown;
    try {
      body = text.trim() ? JSON.parse(text) : undefined;
    } catch {
      return failure(400, 'BAD_REQUEST', "Le corps de la requête n'est pas du JSON valide.");
    }
    let name: string;
    try {
      name = readSandboxName(body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return failure(error.status, error.code, error.title, { field: error.field });
    }
    const credentials = newCredentials(new Date());
    const state = createSandboxState({
      publicOrigin,
      merchantOrigins,
      limits: DEVELOPER_RECORD_LIMITS,
    }).snapshot();
    const result = await store.create({
      apiKey: credentials.apiKey,
      apiTokenHash: await sha256(credentials.apiToken),
      jwtHash: await sha256(credentials.jwt),
      webhookSecret: credentials.webhookSecret,
      name,
      createdBy: await sha256(request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'),
      state: JSON.stringify(state),
    });
    if (!result.created && result.reason === 'client') {
      return failure(
        429,
        'RATE_LIMITED',
        `Trop de bacs à sable créés depuis votre adresse dans l’heure : réessayez dans ${Math.ceil(result.retryAfterSeconds / 60)} min, ou réutilisez les identifiants déjà reçus.`,
        { headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    if (!result.created) {
      return failure(
        503,
        'SANDBOXES_UNAVAILABLE',
        'Le serveur garde déjà le nombre maximal de bacs à sable : réessayez plus tard, ou utilisez les identifiants publics.',
      );
    }
    const data: DeveloperSandbox = {
      name,
      ...credentials,
      createdAt: new Date(result.createdAt).toISOString(),
    };
    return answer(201, { code: 'OK', message: 'Sandbox created', data });
  }

  /** What the caller's headers prove of a stored sandbox: a wrong secret never matches. */
  async function credentialsFor(row: StoredSandbox, request: Request) {
    const token = request.headers.get('x-api-token') ?? '';
    const jwt = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
    return {
      apiKey: row.apiKey,
      apiToken: (await sha256(token)) === row.apiTokenHash ? token : NEVER_SENT,
      jwt: (await sha256(jwt)) === row.jwtHash ? jwt : NEVER_SENT,
    };
  }

  async function run(found: StoredSandbox, request: Request): Promise<Response | undefined> {
    let row: StoredSandbox | undefined = found;
    const credentials = await credentialsFor(found, request);
    for (let attempt = 0; row && attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
      const notifications: WebhookDraft[] = [];
      const snapshot = JSON.parse(row.state) as SandboxSnapshot;
      const sandbox = createSandbox({
        credentials,
        publicOrigin,
        merchantOrigins,
        quotas,
        limits: DEVELOPER_RECORD_LIMITS,
        snapshot,
        resettable: true,
        // Queued with the state that caused them, in one transaction (see store.save).
        webhooks: {
          publish: async (draft) => void notifications.push(draft),
          list: (account, options) => webhooks.list(account, options),
          resend: (account, eventId) => webhooks.resend(account, eventId),
        },
      });
      const response = await getResponse(sandbox.handlers, request.clone());
      const state = JSON.stringify(sandbox.state.snapshot());
      if (!response || (state === row.state && !notifications.length)) return response;
      const before = new Set(snapshot.links.map((link) => link.token));
      const after = new Set(sandbox.state.links.keys());
      const saved = await store.save({
        id: row.id,
        version: row.version,
        state,
        linksAdded: [...after].filter((token) => !before.has(token)),
        linksRemoved: [...before].filter((token) => !after.has(token)),
        notifications,
      });
      if (saved) return response;
      row = await store.byId(row.id);
    }
    return failure(
      503,
      'SANDBOX_BUSY',
      'Ce bac à sable reçoit trop de requêtes simultanées qui le modifient : réessayez dans un instant.',
      { headers: { 'Retry-After': '1' } },
    );
  }

  return {
    /** The answer of a developer's sandbox, or undefined when the request is not for one. */
    async answer(request: Request): Promise<Response | undefined> {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST' && pathname.replace(/\/$/, '') === CREATE_SANDBOX_PATH) {
        return create(request);
      }
      const apiKey = request.headers.get('x-api-key');
      if (apiKey?.startsWith(DEVELOPER_KEY_PREFIX)) {
        const row = apiKey.length <= 64 ? await store.byApiKey(apiKey) : undefined;
        if (!row) {
          return failure(
            401,
            'UNAUTHORIZED',
            'Identifiants refusés : x-api-key ne correspond à aucun bac à sable. Créez le vôtre avec POST /api/v1/sandboxes.',
          );
        }
        return run(row, request);
      }
      const token = pathname.match(LINK_PATH)?.[1];
      if (token && !isPublicLink(token)) {
        const row = await store.byLinkToken(token);
        if (row) return run(row, request);
      }
      return undefined;
    },
  };
}

export type DeveloperSandboxes = ReturnType<typeof createDeveloperSandboxes>;
