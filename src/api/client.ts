import type * as z from 'zod/mini';
import { REQUEST_ID_HEADER } from './apiHeaders';
import type { EndpointDef } from './endpointDef';
import { describeIssues, HttpError, NetworkError, SchemaMismatchError } from './errors';
import { newIdempotencyKey } from './idempotency';

/** The three credentials of spec 6. */
export interface ApiCredentials {
  /** Sent as `x-api-key`. */
  apiKey: string;
  /** Sent as `X-API-TOKEN`. */
  apiToken: string;
  /** Sent as `Authorization: Bearer <jwt>`. */
  jwt: string;
}

/**
 * Where a call goes and who sends it, given with each call: no configuration is kept between
 * calls, so two consoles on one page, or two merchants on one server, never see each other's.
 * Credentials are never built in: whoever calls (the docs console, a merchant's own page)
 * supplies them.
 */
export interface ApiConfig extends Partial<ApiCredentials> {
  /** API host; the build's `VITE_API_BASE_URL` by default, else the page's own origin (the sandbox). */
  baseUrl?: string;
  /** Sends the call instead of the global fetch: the server asks its sandbox in process. */
  fetch?: typeof fetch;
}

/** Cancellation, the idempotency key for calls that move money, and the call's configuration. */
export interface CallControls extends ApiConfig {
  signal?: AbortSignal;
  /** Reuse the key of the user action being retried; a fresh one is made otherwise. */
  idempotencyKey?: string;
}

/** A read moves no money: it needs no idempotency key. */
export type ReadControls = Omit<CallControls, 'idempotencyKey'>;

/** One page of a list call: `limit` items after `startingAfter` (the previous page's last id). */
export interface PageControls {
  limit?: number;
  startingAfter?: string;
}

export interface CallOptions extends CallControls {
  /** Values of the path's `:name` segments. */
  params?: Record<string, string>;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sees the raw answer (status, headers) before it is parsed: the docs console shows it. */
  onResponse?: (response: Response) => void;
}

function urlFor(endpoint: EndpointDef, options: CallOptions) {
  const { params = {}, query = {}, baseUrl } = options;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${endpoint.path} needs the "${name}" parameter`);
    return encodeURIComponent(value);
  });
  const base = baseUrl || import.meta.env.VITE_API_BASE_URL || globalThis.location?.origin;
  if (!base) throw new TypeError('No API base URL: give the call a baseUrl outside a browser');
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
    if (options.apiKey) headers.set('x-api-key', options.apiKey);
    if (options.apiToken) headers.set('X-API-TOKEN', options.apiToken);
    if (options.jwt) headers.set('Authorization', `Bearer ${options.jwt}`);
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
