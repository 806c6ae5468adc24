// The sandbox as the Node server gets it: createSandboxService's handle(Request), then the same
// behind a real socket through the Node adapter, with the requests an exposed service receives.
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import {
  BalanceResponseSchema,
  MassPayoutListResponseSchema,
  PaymentLinkDetailsResponseSchema,
  PaymentLinkResponseSchema,
  PayoutListResponseSchema,
  TransactionListResponseSchema,
} from '../api/schemas';
import { serversFor } from '../api/openapi';
import { createSandbox } from './createSandbox';
import {
  createSandboxService,
  MAX_BODY_BYTES,
  OPENAPI_PATH,
  PUBLIC_SANDBOX_IDLE_RESET_MS,
  toNodeListener,
} from './node';

const ORIGIN = 'https://pay.yonnee.test';
const openApiDocument = { openapi: '3.1.0', info: { title: 'test' } };

const credentials = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};

const payout = {
  amount: 200,
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: '770000001',
};

const service = (options: Partial<Parameters<typeof createSandboxService>[0]> = {}) =>
  createSandboxService({ openApiDocument, publicOrigin: ORIGIN, ...options });

const ask = (
  handle: ReturnType<typeof service>['handle'],
  path: string,
  init: RequestInit & { override?: string } = {},
) => {
  const { override, ...rest } = init;
  return handle(
    new Request(`http://127.0.0.1:4173${path}`, {
      ...rest,
      headers: { ...credentials, ...(rest.headers as Record<string, string>) },
    }),
    override ? { method: override } : undefined,
  );
};

const titleOf = async (response: Response) =>
  ((await response.json()) as { data: { title: string } }).data.title;

/** After a hostile request: the balance is finite and every list parses. */
async function expectSaneState(handle: ReturnType<typeof service>['handle']) {
  const read = async (path: string) => (await ask(handle, path)).json();
  const balance = BalanceResponseSchema.parse(await read('/api/v1/transaction/get-balance'));
  expect(Number.isFinite(balance.data.availableBalance)).toBe(true);
  TransactionListResponseSchema.parse(await read('/api/v1/transaction/pay-in'));
  PayoutListResponseSchema.parse(await read('/api/v1/transfer'));
  MassPayoutListResponseSchema.parse(await read('/api/v1/pay-out-mass'));
}

afterEach(() => vi.restoreAllMocks());

describe('createSandboxService', () => {
  it('answers an API call with CORS headers, and a preflight', async () => {
    const { handle } = service();
    const response = await ask(handle, '/api/v1/transaction/get-balance');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    BalanceResponseSchema.parse(await response.json());
    const preflight = await ask(handle, '/api/v1/transfer/create', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  it('serves the OpenAPI document, and HEAD without its body', async () => {
    const { handle } = service();
    const get = await ask(handle, OPENAPI_PATH);
    // Its sandbox server is where this service is reached, known only once it runs.
    expect(await get.json()).toEqual({ ...openApiDocument, servers: serversFor(ORIGIN) });
    expect(get.headers.get('x-request-id')).toMatch(/^req_/);
    const head = await ask(handle, OPENAPI_PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('answers HEAD on a GET call as GET, without the body', async () => {
    const { handle } = service();
    const head = await ask(handle, '/api/v1/transfer', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(await head.text()).toBe('');
    const anonymous = await handle(
      new Request('http://127.0.0.1/api/v1/transfer', { method: 'HEAD' }),
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe('');
  });

  it.each([
    ['PUT', '/api/v1/transfer/create', 'POST, OPTIONS'],
    ['DELETE', '/api/v1/transfer', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/v1/transaction/status/YN-PI-000001', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/v1/transaction/get-balance', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/v1/pay-out-mass/create', 'POST, OPTIONS'],
    ['PUT', '/api/v1/transaction/pay-in-url/pl_x', 'GET, POST, HEAD, OPTIONS'],
    ['POST', OPENAPI_PATH, 'GET, HEAD, OPTIONS'],
    ['FOO', '/api/v1/transfer', 'GET, HEAD, OPTIONS'],
  ])('%s %s is a 405 that says what is allowed', async (method, path, allow) => {
    const { handle } = service();
    const response = await ask(handle, path, { method, body: method === 'GET' ? null : '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(await response.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'Method Not Allowed',
      data: {
        title: `La méthode ${method} n'est pas acceptée sur ${path} : méthodes acceptées : ${allow}.`,
      },
      requestId,
    });
  });

  it('answers TRACE, TRACK and CONNECT, which fetch cannot carry, and HEAD on a POST call', async () => {
    const { handle } = service();
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      const response = await ask(handle, '/api/v1/transfer/create', { override: method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
    const head = await ask(handle, '/api/v1/transfer/create', { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(await head.text()).toBe('');
  });

  it.each([
    '/api/v1/transaction/status/%E0%A4%A',
    '/api/v1/transaction/status/%',
    '/api/v1/transaction/status/%zz',
    '/api/%zz/transfer',
    '/api/v1/transaction/pay-in-url/%C0%AF',
  ])('answers the malformed path %s with a 400, and logs nothing', async (path) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle } = service();
    const response = await ask(handle, path);
    expect(response.status).toBe(400);
    expect(await titleOf(response)).toMatch(/^Le chemin de la requête contient un encodage/);
    expect(error).not.toHaveBeenCalled();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const { handle } = service();
    const response = await ask(handle, '/api/v1/nope');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('refuses a body over MAX_BODY_BYTES with a 413, declared or streamed', async () => {
    const { handle } = service();
    const large = new Uint8Array(MAX_BODY_BYTES + 1).fill(32);
    const declared = await ask(handle, '/api/v1/transfer/create', {
      method: 'POST',
      body: large,
    });
    expect(declared.status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 64 KB at a time, for ever: the service must stop reading by itself.
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(32));
      },
    });
    const streamed = await ask(handle, '/api/v1/transfer/create', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 3 * 65_536);
    await expectSaneState(handle);
  });

  it('refuses invalid JSON and deep nesting with a 400, never crashing', async () => {
    const { handle } = service();
    const post = (body: string) => ask(handle, '/api/v1/transfer/create', { method: 'POST', body });
    expect((await post('{"amount": 1')).status).toBe(400);
    for (const depth of [10_000, 200_000]) {
      const deep = await post(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      expect(deep.status).toBe(400);
    }
    const deepObject = await post(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    expect(deepObject.status).toBe(400);
    for (const body of ['[]', 'null', '"x"', '1e999', '{"__proto__":{"amount":200}}']) {
      expect((await post(body)).status).toBe(400);
    }
    await expectSaneState(handle);
  });

  it('makes the networkError scenario a network error', async () => {
    const { handle } = service();
    const response = await ask(handle, '/api/v1/transfer', {
      headers: { 'X-Sandbox-Scenario': 'networkError' },
    });
    expect(response.type).toBe('error');
  });

  it('turns an unexpected exception into a French 500, logged on one line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sandbox = createSandbox();
    vi.spyOn(sandbox.state, 'nextId').mockImplementation(() => {
      throw new Error('broken\nstate');
    });
    const { handle } = service({ sandbox });
    const response = await ask(handle, '/api/v1/transfer/create', {
      method: 'POST',
      body: JSON.stringify(payout),
    });
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Internal Server Error',
      data: {
        title: 'Erreur interne du bac à sable : réessayez, et signalez-la si elle revient.',
      },
      requestId,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]).toEqual([
      `[sandbox] POST /api/v1/transfer/create failed (${requestId}): Error: broken state`,
    ]);
  });

  it('never rejects, whatever the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle } = service();
    const requests: [string, RequestInit & { override?: string }][] = [
      ['/api/v1/transfer/create', { method: 'POST', body: '\u0000\uFFFF' }],
      ['/api/v1/transfer/create', { method: 'POST', body: new Uint8Array([0xff, 0xfe, 0x00]) }],
      ['/api/v1/transfer/create', { method: 'POST', headers: { 'Content-Length': 'abc' } }],
      ['/api/v1/transfer/create', { method: 'POST', headers: { 'Idempotency-Key': ' ' } }],
      ['/api/v1/transfer', { headers: { 'X-Sandbox-Delay': '-1e999' } }],
      ['/api/v1/transfer', { headers: { Authorization: 'Bearer' } }],
      ['/api', {}],
      ['/api/', { method: 'OPTIONS' }],
      ['/api/v1/transaction/pay-in-url/..%2F..%2Fetc', {}],
      ['/api/v1/transaction/pay-in-url/__proto__', {}],
      ['/api/v1/transaction/pay-in-url/constructor/status/x', {}],
      ['/openapi.json', { override: 'TRACE' }],
    ];
    for (const [path, init] of requests) {
      const response = await ask(handle, path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
    }
    await expectSaneState(handle);
  });

  it('builds links on the public origin, never on the Host the request names', async () => {
    const { handle } = service();
    const response = await handle(
      new Request('http://evil.example/api/v1/transaction/pay-in-url', {
        method: 'POST',
        headers: {
          ...credentials,
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'http',
        },
        body: JSON.stringify({ amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' }),
      }),
    );
    const text = await response.text();
    expect(text).not.toContain('evil');
    const { data } = PaymentLinkResponseSchema.parse(JSON.parse(text));
    expect(data.urlPayIn).toBe(`${ORIGIN}/paiement/${data.token}`);
    const details = await ask(handle, `/api/v1/transaction/pay-in-url/${data.token}`, {
      headers: { Host: 'evil.example' },
    });
    expect(await details.text()).not.toContain('evil');
  });

  it("gives the hosted page the merchant's origins, also on a sandbox it was given", async () => {
    const sandbox = createSandbox({ publicOrigin: 'http://localhost:1' });
    const { handle } = service({
      sandbox,
      merchantOrigins: ['https://boutique-teranga.example'],
    });
    const created = PaymentLinkResponseSchema.parse(
      await (
        await ask(handle, '/api/v1/transaction/pay-in-url', {
          method: 'POST',
          body: JSON.stringify({ amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' }),
        })
      ).json(),
    ).data;
    expect(created.urlPayIn.startsWith(`${ORIGIN}/paiement/`)).toBe(true);
    const details = PaymentLinkDetailsResponseSchema.parse(
      await (
        await handle(new Request(`${ORIGIN}/api/v1/transaction/pay-in-url/${created.token}`))
      ).json(),
    );
    expect(details.data.merchantOrigins).toEqual(['https://boutique-teranga.example']);
  });
});

describe('behind a Node server (toNodeListener)', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function listen(listener: Parameters<typeof createServer>[1]) {
    server = createServer(listener);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A raw request: any method, any request target, any Host. */
  function raw(
    port: number,
    {
      method = 'GET',
      path,
      headers = {},
      body,
    }: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
  ) {
    return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method, path, headers: { ...credentials, ...headers } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
  }

  it('answers TRACE with a 405, and a forged Host or request line never reaches a link', async () => {
    const port = await listen(toNodeListener(service(), ORIGIN));
    const trace = await raw(port, { method: 'TRACE', path: '/api/v1/transfer' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');

    for (const path of [
      '/api/v1/transaction/pay-in-url',
      'http://evil.example/api/v1/transaction/pay-in-url',
    ]) {
      const created = await raw(port, {
        method: 'POST',
        path,
        headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' }),
      });
      expect(created.status).toBe(200);
      expect(created.text).not.toContain('evil');
      expect(JSON.parse(created.text).data.urlPayIn.startsWith(`${ORIGIN}/paiement/pl_`)).toBe(
        true,
      );
    }
  });

  it('answers a 2 MB body with a 413 and closes the connection', async () => {
    const port = await listen(toNodeListener(service(), ORIGIN));
    const answer = await raw(port, {
      method: 'POST',
      path: '/api/v1/transfer/create',
      body: Buffer.alloc(2 * MAX_BODY_BYTES, 32),
    }).catch((error: Error) => error);
    // The server may close before the client has sent it all: a reset is as good as a 413.
    if (answer instanceof Error) expect(answer.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else expect(answer.status).toBe(413);
  });

  it('drops the connection for the networkError scenario', async () => {
    const port = await listen(toNodeListener(service(), ORIGIN));
    await expect(
      raw(port, { path: '/api/v1/transfer', headers: { 'X-Sandbox-Scenario': 'networkError' } }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('the public sandbox', () => {
  it('starts again from the samples when a request comes after it sat idle', async () => {
    let now = Date.UTC(2026, 0, 1);
    const sandbox = createSandbox({ now: () => now });
    const { handle } = service({ sandbox });
    const created = await ask(handle, '/api/v1/transfer/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payout),
    });
    expect(created.status).toBe(200);
    const count = async () =>
      ((await (await ask(handle, '/api/v1/transfer')).json()) as { data: unknown[] }).data.length;
    const withPayout = await count();
    now += PUBLIC_SANDBOX_IDLE_RESET_MS;
    expect(await count()).toBe(withPayout);
    now += PUBLIC_SANDBOX_IDLE_RESET_MS + 1;
    expect(await count()).toBe(withPayout - 1);
  });
});
