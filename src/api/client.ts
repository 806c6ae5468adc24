import type * as z from 'zod/mini';
import { REQUEST_ID_HEADER } from './apiHeaders';
import type { EndpointDef } from './endpointDef';
import { describeIssues, HttpError, NetworkError, SchemaMismatchError } from './errors';
import { newIdempotencyKey } from './idempotency';

export interface ApiConfig {
  /** API host; empty means the page's own origin, where the sandbox answers. */
  baseUrl: string;
  /** Sent as `x-api-key`. */
  apiKey: string;
  /** Sent as `X-API-TOKEN`. */
  apiToken: string;
  /** Sent as `Authorization: Bearer <jwt>`. */
  jwt: string;
}

// Credentials are never built in: whoever uses the client (the docs console, a merchant's
// own page) supplies them with configureApi().
const initialConfig = (): ApiConfig => ({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  apiKey: '',
  apiToken: '',
  jwt: '',
});

let config = initialConfig();

/** Sets the host and credentials used by every following call. */
export function configureApi(next: Partial<ApiConfig>) {
  config = { ...config, ...next };
}

/** Back to the build's configuration with no credentials. */
export function resetApiConfig() {
  config = initialConfig();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export interface CallOptions {
  /** Values of the path's `:name` segments. */
  params?: Record<string, string>;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** For calls that move money; a fresh key is made when absent (one call, one action). */
  idempotencyKey?: string;
  /** Sees the raw answer (status, headers) before it is parsed: the docs console shows it. */
  onResponse?: (response: Response) => void;
  /** This call's API host, over the configured one: the server renders for its own sandbox. */
  baseUrl?: string;
  /** Sends this call instead of the global fetch: the server asks its sandbox in process. */
  fetch?: typeof fetch;
}

/** Cancellation, plus the idempotency key for calls that move money. */
export interface CallControls {
  signal?: AbortSignal;
  /** Reuse the key of the user action being retried; a fresh one is made otherwise. */
  idempotencyKey?: string;
}

/** One page of a list call: `limit` items after `startingAfter` (the previous page's last id). */
export interface PageControls {
  limit?: number;
  startingAfter?: string;
}

/** Where a read is sent, for callers other than the browser (the server's own render). */
export type ReadControls = Pick<CallOptions, 'signal' | 'baseUrl' | 'fetch'>;

function urlFor(endpoint: EndpointDef, options: CallOptions) {
  const { params = {}, query = {}, baseUrl } = options;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${endpoint.path} needs the "${name}" parameter`);
    return encodeURIComponent(value);
  });
  const base = baseUrl || config.baseUrl || globalThis.location?.origin;
  if (!base)
    throw new TypeError('No API base URL: call configureApi({ baseUrl }) outside a browser');
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

function headersFor(endpoint: EndpointDef, options: CallOptions) {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (!endpoint.public) {
    if (config.apiKey) headers.set('x-api-key', config.apiKey);
    if (config.apiToken) headers.set('X-API-TOKEN', config.apiToken);
    if (config.jwt) headers.set('Authorization', `Bearer ${config.jwt}`);
  }
  if (endpoint.movesMoney)
    headers.set('Idempotency-Key', options.idempotencyKey ?? newIdempotencyKey());
  return headers;
}

const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Sends one call and returns its answer parsed with the endpoint's schema. */
export async function callApi<S extends z.ZodMiniType>(
  endpoint: EndpointDef<S>,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const call = `${endpoint.method} ${endpoint.path}`;
  let response: Response;
  try {
    const send = options.fetch ?? fetch;
    response = await send(urlFor(endpoint, options), {
      method: endpoint.method,
      headers: headersFor(endpoint, options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation for react-query, not become a failure.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(call, error);
  }
  options.onResponse?.(response);

  const text = await response.text();
  const body = parseBody(text);
  // 204 is an error here: every call of this API answers with a body (spec 8: "Content not found.").
  if (!response.ok || response.status === 204) {
    const inBody = (body as { requestId?: unknown } | null)?.requestId;
    const requestId =
      response.headers.get(REQUEST_ID_HEADER) ?? (typeof inBody === 'string' ? inBody : undefined);
    throw new HttpError(response.status, body, call, requestId);
  }
  if (body === null || typeof body === 'string') {
    const got = body === null ? 'nothing' : 'text';
    throw new SchemaMismatchError(call, [`(body): expected JSON, got ${got}`], body);
  }
  const parsed = endpoint.response.safeParse(body, { reportInput: true });
  if (!parsed.success)
    throw new SchemaMismatchError(call, describeIssues(parsed.error.issues), body);
  return parsed.data;
}
