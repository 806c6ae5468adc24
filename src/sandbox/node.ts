// The sandbox behind a Node HTTP server (`npm start`, `npm run dev`): the same MSW handlers
// as Storybook and the tests, answered over a real socket through MSW's getResponse.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import {
  createSandbox,
  DELAY_HEADER,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  SCENARIO_HEADER,
  scenarioNames,
  type Sandbox,
} from './createSandbox';
import { TEST_CARDS, TEST_PHONE_NUMBERS, testOutcomes, testPhoneGuide } from './testPhones';

export { SANDBOX_CREDENTIALS };
// The build writes the document to dist-server/openapi.json (vite.sandbox.config.ts).
export { buildOpenApiDocument } from '../api/openapi';

const MAX_BODY_BYTES = 1024 * 1024;
export const OPENAPI_PATH = '/openapi.json';

/** The paths this listener answers; everything else is the site's. */
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
  ].join(', '),
  'Access-Control-Expose-Headers': REPLAYED_HEADER,
  'Access-Control-Max-Age': '600',
};

function sendJson(res: ServerResponse, status: number, body: unknown, cache = 'no-store') {
  res.writeHead(status, {
    ...corsHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cache,
  });
  res.end(JSON.stringify(body));
}

const notFoundBody = (method: string, pathname: string) => ({
  code: 'NOT_FOUND',
  message: 'Not Found',
  data: {
    title: `Aucun appel de l'API ne correspond à ${method} ${pathname}. La liste des appels est décrite par ${OPENAPI_PATH}.`,
  },
});

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | undefined) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

export interface SandboxListenerOptions {
  /** One sandbox for the server's life: what a call creates, the next call sees. */
  sandbox?: Sandbox;
  /** Served at /openapi.json. */
  openApiDocument: unknown;
}

/** A Node request listener for /api/* and /openapi.json (see isSandboxPath). */
export function createSandboxListener({
  sandbox = createSandbox(),
  openApiDocument,
}: SandboxListenerOptions) {
  const openApiText = JSON.stringify(openApiDocument, null, 2);

  return async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    // Behind a TLS proxy, links to the hosted payment page must keep https.
    const proto =
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim() === 'https'
        ? 'https'
        : 'http';
    const url = new URL(req.url ?? '/', `${proto}://${req.headers.host ?? 'localhost'}`);

    if (method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    if (url.pathname === OPENAPI_PATH) {
      res.writeHead(200, {
        ...corsHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(method === 'HEAD' ? undefined : openApiText);
      return;
    }

    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    if (body === 'too-large') {
      sendJson(res, 413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Payload Too Large',
        data: { title: 'Le corps de la requête dépasse 1 Mo.' },
      });
      return;
    }

    let response: Response | undefined;
    try {
      response = await getResponse(sandbox.handlers, toFetchRequest(req, url, body));
    } catch (error) {
      console.error(error);
      sendJson(res, 500, {
        code: 'INTERNAL_ERROR',
        message: 'Internal Server Error',
        data: { title: 'Erreur interne du bac à sable.' },
      });
      return;
    }
    if (!response) {
      sendJson(res, 404, notFoundBody(method, url.pathname));
      return;
    }
    // The network-error scenario: drop the connection, as a failing network would.
    if (response.type === 'error') {
      res.destroy();
      return;
    }
    const headers: Record<string, string> = { ...corsHeaders, 'Cache-Control': 'no-store' };
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

/** What `npm start` and `npm run dev` print: where the sandbox is and how to call it. */
export function sandboxBanner(origin: string) {
  const lines = [
    `Sandbox API on ${origin}/api/v1 (OpenAPI: ${origin}${OPENAPI_PATH})`,
    `  x-api-key:     ${SANDBOX_CREDENTIALS.apiKey}`,
    `  X-API-TOKEN:   ${SANDBOX_CREDENTIALS.apiToken}`,
    `  Authorization: Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    '  Test numbers (prefix 221; the last 7 digits work in every country):',
    ...testOutcomes.map(
      (outcome) => `    ${TEST_PHONE_NUMBERS[outcome]}  ${testPhoneGuide[outcome].en}`,
    ),
    `  Test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.rejected} is declined, ${TEST_CARDS.insufficientBalance} lacks funds.`,
    `  Force any outcome with the ${SCENARIO_HEADER} header: ${scenarioNames.join(', ')}.`,
  ];
  return lines.join('\n');
}
