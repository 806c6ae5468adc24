// What every call of the sandbox does besides its own job: a request id, pages on the lists,
// a per-credential rate limit, declines with their reason, and answers a replay can count on.
import { describe, expect, it } from 'vitest';
import { apiCodeNames } from '../api/apiCodes';
import { PAGINATION, RATE_LIMIT_HEADERS } from '../api/apiHeaders';
import { SANDBOX_RATE_LIMIT } from '../api/sandboxScenarios';
import { TransactionListResponseSchema } from '../api/schemas';
import { createSandbox } from './createSandbox';
import { MAX_RATE_LIMITED_CREDENTIALS } from './limits';
import { credentialHeaders, setupSandboxServer, TEST_NOW, TEST_ORIGIN } from './testServer';

let clock = TEST_NOW;
const env = setupSandboxServer({ now: () => clock });

async function call(
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    headers = {},
    anonymous = false,
  }: { body?: unknown; headers?: Record<string, string>; anonymous?: boolean } = {},
) {
  const response = await fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(anonymous ? {} : credentialHeaders),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

const payLink = (i: number) =>
  call('POST', '/api/v1/transaction/pay-in-url', {
    body: { amount: 1000 + i, country: 'SN', currency: 'XOF', product: `Lot ${i}` },
  });

describe('X-Request-Id', () => {
  it('is on every answer, success or error, and in every error body', async () => {
    const ok = await call('GET', '/api/v1/transaction/get-balance');
    const refused = await call('GET', '/api/v1/transaction/get-balance', { anonymous: true });
    const invalid = await call('POST', '/api/v1/transfer/create', { body: { amount: -1 } });
    const ids = [ok, refused, invalid].map(({ headers }) => headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
    expect(ok.json.requestId).toBeUndefined();
    expect(refused.json.requestId).toBe(ids[1]);
    expect(invalid.json.requestId).toBe(ids[2]);
  });

  it('echoes a well-formed id the caller sent, and replaces any other', async () => {
    const mine = 'trace-42.checkout:7f3a';
    const echoed = await call('GET', '/api/v1/transfer', { headers: { 'X-Request-Id': mine } });
    expect(echoed.headers.get('x-request-id')).toBe(mine);
    for (const bad of ['x'.repeat(129), '<script>', 'a b', '-starts-with-dash', '']) {
      const { headers } = await call('GET', '/api/v1/transfer', {
        headers: { 'X-Request-Id': bad },
      });
      expect(headers.get('x-request-id'), bad).toMatch(/^req_[0-9a-f]{32}$/);
    }
  });

  it('gives a replayed answer the id of the request that asked again', async () => {
    const send = () =>
      call('POST', '/api/v1/transaction/pay-in-card', {
        headers: { 'Idempotency-Key': 'card-declined-once' },
        body: {
          amount: 1000,
          currency: 'XOF',
          cardNumber: '4000000000000002',
          customerFirstName: 'Awa',
          customerLastName: 'Ndiaye',
          cardExpirationMonth: '09',
          cardExpirationYear: '2030',
          cardCv: '123',
        },
      });
    const first = await send();
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([first.status, again.status]).toEqual([402, 402]);
    expect(again.json.requestId).toBe(again.headers.get('x-request-id'));
    expect(again.json.requestId).not.toBe(first.json.requestId);
    expect(again.json.data).toEqual(first.json.data);
  });
});

describe('cursor pagination of the three lists', () => {
  const lists = [
    ['/api/v1/transaction/pay-in', 'Pay-in List of merchant'],
    ['/api/v1/transfer', 'Transfer List of merchant'],
    ['/api/v1/pay-out-mass', 'Payout Out Mass List'],
  ] as const;

  it.each(lists)(
    '%s keeps the spec’s envelope, its data an array, with has_more',
    async (path, message) => {
      const { status, json } = await call('GET', path);
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: 'OK', message, has_more: false });
      expect(Array.isArray(json.data)).toBe(true);
    },
  );

  it('answers PAGINATION.defaultLimit items by default, then the rest after the cursor', async () => {
    const created = PAGINATION.defaultLimit + 5;
    for (let i = 0; i < created; i += 1) await payLink(i);
    const total = env.sandbox.state.transactions.length;
    const first = TransactionListResponseSchema.parse(
      (await call('GET', '/api/v1/transaction/pay-in')).json,
    );
    expect(first.data).toHaveLength(PAGINATION.defaultLimit);
    expect(first.has_more).toBe(true);
    const last = first.data.at(-1)!.transactionId;
    const rest = TransactionListResponseSchema.parse(
      (await call('GET', `/api/v1/transaction/pay-in?limit=100&starting_after=${last}`)).json,
    );
    expect(rest.has_more).toBe(false);
    expect([...first.data, ...rest.data].map((t) => t.transactionId)).toEqual(
      env.sandbox.state.transactions.map((t) => t.transactionId),
    );
    expect(first.data.length + rest.data.length).toBe(total);
  });

  it('pages payouts and mass payouts by their own ids', async () => {
    const payouts = await call('GET', '/api/v1/transfer?limit=1');
    expect(payouts.json.data).toHaveLength(1);
    const masses = await call('GET', '/api/v1/pay-out-mass?limit=1');
    const after = await call(
      'GET',
      `/api/v1/pay-out-mass?starting_after=${masses.json.data[0].id}`,
    );
    expect(after.json).toMatchObject({ data: [], has_more: false });
  });

  it('reads an empty starting_after as the first page', async () => {
    const { status, json } = await call('GET', '/api/v1/transfer?limit=20&starting_after=');
    expect([status, json.data.length]).toEqual([200, env.sandbox.state.payouts.length]);
  });

  it.each(['0', '101', '-1', '2.5', 'abc', '', '1e2', '99999'])(
    'refuses limit=%s with a French 400 naming the field',
    async (limit) => {
      const { status, json } = await call('GET', `/api/v1/transfer?limit=${limit}`);
      expect(status).toBe(400);
      expect(json.code).toBe('BAD_REQUEST');
      expect(json.data.field).toBe('limit');
      expect(json.data.title).toMatch(/^Le paramètre limit doit être un nombre entier de 1 à 100/);
    },
  );

  it('refuses an unknown or oversized cursor, naming starting_after', async () => {
    for (const cursor of ['YN-PI-999999', 'x'.repeat(5000)]) {
      const { status, json } = await call(
        'GET',
        `/api/v1/transaction/pay-in?starting_after=${cursor}`,
      );
      expect(status).toBe(400);
      expect(json.data.field).toBe('starting_after');
      expect(json.data.title.length).toBeLessThan(200);
    }
  });
});

describe('rate limit', () => {
  it('tells every counted answer its quota, and answers 429 past it until the window ends', async () => {
    clock = TEST_NOW;
    env.sandbox.state.rateLimit.limit = 3;
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await call('GET', '/api/v1/transaction/get-balance'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get(RATE_LIMIT_HEADERS.remaining))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    expect(answers[0]!.headers.get(RATE_LIMIT_HEADERS.limit)).toBe('3');
    expect(answers[0]!.headers.get(RATE_LIMIT_HEADERS.reset)).toBe('60');
    const refused = answers[3]!;
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too Many Requests' });
    expect(refused.json.data.title).toMatch(/^Trop de requêtes : ces identifiants en ont envoyé 3/);

    // A refused payout moves no money.
    const before = env.sandbox.state.balance;
    const payout = await call('POST', '/api/v1/transfer/create', {
      body: {
        amount: 200,
        currency: 'XOF',
        paymentMethod: 'WAVESN',
        prefixPhone: '221',
        phoneNumber: '770000001',
      },
    });
    expect(payout.status).toBe(429);
    expect(env.sandbox.state.balance).toBe(before);

    clock = TEST_NOW + 45_000;
    expect((await call('GET', '/api/v1/transfer')).headers.get(RATE_LIMIT_HEADERS.reset)).toBe(
      '15',
    );
    clock = TEST_NOW + SANDBOX_RATE_LIMIT.windowMs;
    const next = await call('GET', '/api/v1/transfer');
    expect([next.status, next.headers.get(RATE_LIMIT_HEADERS.remaining)]).toEqual([200, '2']);
    clock = TEST_NOW;
  });

  it('counts only credentials that pass, and never the payer’s public calls', async () => {
    env.sandbox.state.rateLimit.limit = 1;
    for (let i = 0; i < 3; i += 1) {
      const { status, headers } = await call('GET', '/api/v1/transfer', {
        headers: { 'x-api-key': `wrong-${i}` },
      });
      expect(status).toBe(401);
      expect(headers.get(RATE_LIMIT_HEADERS.limit)).toBeNull();
    }
    expect(env.sandbox.state.rateLimitedCredentials).toBe(0);
    const { json } = await payLink(1);
    const link = await call('GET', `/api/v1/transaction/pay-in-url/${json.data.token}`, {
      anonymous: true,
    });
    expect(link.status).toBe(200);
    expect(link.headers.get(RATE_LIMIT_HEADERS.limit)).toBeNull();
  });

  it('keeps at most MAX_RATE_LIMITED_CREDENTIALS counts', () => {
    const { state } = createSandbox({ now: () => TEST_NOW });
    for (let i = 0; i < MAX_RATE_LIMITED_CREDENTIALS + 50; i += 1) state.takeRequest(`key-${i}`);
    expect(state.rateLimitedCredentials).toBe(MAX_RATE_LIMITED_CREDENTIALS);
  });

  it('is forced by the rateLimited scenario, once the credentials pass', async () => {
    const forced = await call('GET', '/api/v1/transfer', {
      headers: { 'X-Sandbox-Scenario': 'rateLimited' },
    });
    expect(forced.status).toBe(429);
    expect(forced.headers.get(RATE_LIMIT_HEADERS.remaining)).toBe('0');
    expect(forced.headers.get('retry-after')).toBe(String(SANDBOX_RATE_LIMIT.windowMs / 1000));
    const anonymous = await call('GET', '/api/v1/transfer', {
      anonymous: true,
      headers: { 'X-Sandbox-Scenario': 'rateLimited' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('replaying the document’s examples', () => {
  it('treats the scenario header’s default, none, as no scenario', async () => {
    const { status } = await call('GET', '/api/v1/transfer', {
      headers: { 'X-Sandbox-Scenario': 'none' },
    });
    expect(status).toBe(200);
  });

  it('answers the same payout account sent again with the saved one; another holder is a conflict', async () => {
    const contact = {
      prefix: '221',
      phone: '770000009',
      name: 'Diop',
      surname: 'Moussa',
      email: 'moussa.diop@example.sn',
    };
    const first = await call('POST', '/api/v1/transfer/contact/add', { body: contact });
    const again = await call('POST', '/api/v1/transfer/contact/add', { body: contact });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.data).toEqual(first.json.data);
    expect(env.sandbox.state.contacts.filter((c) => c.phone === '770000009')).toHaveLength(1);
    const other = await call('POST', '/api/v1/transfer/contact/add', {
      body: { ...contact, name: 'Fall' },
    });
    expect([other.status, other.json.code, other.json.data.field]).toEqual([
      409,
      'CONFLICT',
      'phone',
    ]);
  });
});

describe('the code catalogue', () => {
  it('names every code the sandbox answers with', async () => {
    const seen = new Set<string>();
    const note = (json: { code?: string } | null) => json?.code && seen.add(json.code);
    note((await call('GET', '/api/v1/transfer')).json);
    note((await call('GET', '/api/v1/transfer', { anonymous: true })).json);
    note((await call('POST', '/api/v1/transfer/create', { body: {} })).json);
    for (const scenario of ['forbidden', 'serverError', 'rateLimited']) {
      note(
        (await call('GET', '/api/v1/transfer', { headers: { 'X-Sandbox-Scenario': scenario } }))
          .json,
      );
    }
    expect([...seen].every((code) => apiCodeNames.includes(code as never))).toBe(true);
    expect(seen.size).toBe(6);
  });
});
