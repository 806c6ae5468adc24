// Node's request and response objects to and from the fetch ones, for a fetch-style service
// (createSandboxService in node.ts) behind `npm run dev`'s middleware or any Node HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './limits';

/** What a fetch-style service offers; see createSandboxService. */
export interface FetchService {
  handle(request: Request, override?: { method?: string }): Promise<Response>;
}

/** Methods a fetch Request refuses to carry; the service still answers them (405). */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The request's path and query on the service's own origin. The request line may name another
 * host (`GET http://evil.example/api/… HTTP/1.1`) or start with `//`: only the path is kept,
 * and the Host header is never read.
 */
function targetOf(rawUrl: string | undefined) {
  const raw = rawUrl ?? '/';
  if (raw.startsWith('/')) return raw;
  try {
    const url = new URL(raw);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * The body, up to one byte past MAX_BODY_BYTES: enough for the service to refuse it (413)
 * without holding more. `complete` is false when the rest was left unread.
 */
function readBody(req: IncomingMessage): Promise<{ bytes: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.off('data', onData).off('end', onEnd).off('error', reject);
        req.pause();
        resolve({ bytes: Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1), complete: false });
      }
    };
    const onEnd = () => resolve({ bytes: Buffer.concat(chunks), complete: true });
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

/** A Node request as a fetch Request on `origin`, and the method when fetch cannot carry it. */
export async function toFetchRequest(req: IncomingMessage, origin: string) {
  const method = (req.method ?? 'GET').toUpperCase();
  const carried = !FETCH_FORBIDDEN_METHODS.has(method);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host') continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header fetch will not carry: the sandbox reads none but its own.
    }
  }
  const hasBody = carried && method !== 'GET' && method !== 'HEAD';
  const { bytes, complete } = hasBody
    ? await readBody(req)
    : { bytes: Buffer.alloc(0), complete: true };
  const request = new Request(new URL(targetOf(req.url), origin), {
    method: carried ? method : 'GET',
    headers,
    body: bytes.length ? new Uint8Array(bytes) : undefined,
  });
  return { request, override: carried ? undefined : { method }, complete };
}

/** Writes a fetch Response; `Response.error()` (the networkError scenario) drops the connection. */
export async function sendResponse(res: ServerResponse, response: Response, closeAfter = false) {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // A body left unread: close rather than let the next request start inside it.
  if (closeAfter) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * A Node request listener answering with a fetch-style service; `origin` is the service's
 * public origin (the Request's URL is built on it, never on the Host header).
 */
export function toNodeListener(service: FetchService, origin: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const { request, override, complete } = await toFetchRequest(req, origin);
      await sendResponse(res, await service.handle(request, override), !complete);
    } catch (error) {
      // The body could not be read (the client went away): nothing left to answer.
      console.error(`[sandbox] ${req.method} request dropped: ${String(error).split('\n')[0]}`);
      res.destroy();
    }
  };
}

/** `http(s)://address:port` of the socket a request came in on: the server's own address. */
export function socketOrigin(req: IncomingMessage) {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const address = socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `${socket.encrypted ? 'https' : 'http'}://${host}:${socket.localPort}`;
}
