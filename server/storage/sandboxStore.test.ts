// Developers' own sandboxes, kept in the storage, on both engines (PGlite always, a PostgreSQL
// server when TEST_DATABASE_URL names one): created by a call, isolated, kept across restarts,
// shared by two instances, emptied by a reset, bounded; hostile input answers 4xx in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER as SERVER_CLIENT_HEADER } from '../app.mjs';
import { createSandboxService } from '../../src/sandbox/node';
import {
  CLIENT_ADDRESS_HEADER,
  DEVELOPER_RECORD_LIMITS,
} from '../../src/sandbox/developerSandboxes';
import { SANDBOX_CREDENTIALS } from '../../src/api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../../src/api/sandboxTestNumbers';
import { outboxNotifications } from '../webhooks/notifications.mjs';
import { openStorage } from './open.mjs';
import { createPublicSandboxIds } from './publicSandboxIds.mjs';
import { createSandboxStore, MAX_CREATIONS_PER_CLIENT } from './sandboxStore.mjs';
import { engines } from './testEngines';
import { createWebhookOutbox } from './webhookOutbox.mjs';

const ORIGIN = 'http://localhost:4173';
type Created = {
  code: string;
  data: {
    name: string;
    apiKey: string;
    apiToken: string;
    jwt: string;
    webhookSecret: string;
    createdAt: string;
  };
};

describe.each(engines)('$name', ({ where }) => {
  let storage: Awaited<ReturnType<typeof openStorage>>;
  let drop: () => Promise<void>;
  let address = 0;

  /** One instance of the server's sandbox service on this storage. */
  const instance = () => {
    const { db } = storage;
    const service = createSandboxService({
      openApiDocument: { servers: [] },
      publicOrigin: ORIGIN,
      webhooks: outboxNotifications({
        outbox: Promise.resolve(createWebhookOutbox(db)),
        nudge: () => {},
      }),
      developerStore: createSandboxStore(db),
      publicIds: createPublicSandboxIds(db),
    });
    return (path: string, init: RequestInit = {}) =>
      service.handle(new Request(`${ORIGIN}${path}`, init));
  };

  /** A new sandbox, created from an address of its own unless one is given. */
  async function create(ask = instance(), from = `192.0.2.${++address}`, body?: string) {
    const response = await ask('/api/v1/sandboxes', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: from, 'Content-Type': 'application/json' },
      body,
    });
    return { response, created: (await response.json()) as Created };
  }

  const headersOf = ({ data }: Created) => ({
    'x-api-key': data.apiKey,
    'X-API-TOKEN': data.apiToken,
    Authorization: `Bearer ${data.jwt}`,
    'Content-Type': 'application/json',
  });
  const demoHeaders = {
    'x-api-key': SANDBOX_CREDENTIALS.apiKey,
    'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
    Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    'Content-Type': 'application/json',
  };
  const payIn = (phoneNumber: string = TEST_PHONE_NUMBERS.success, extra = {}) =>
    JSON.stringify({
      amount: 1000,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber,
      ...extra,
    });
  const transactionIds = async (ask: ReturnType<typeof instance>, headers: object) => {
    const list = await ask('/api/v1/transaction/pay-in?limit=100', { headers: headers as never });
    const { data } = (await list.json()) as { data: { transactionId: string }[] };
    return data.map((t) => t.transactionId);
  };

  beforeAll(async () => {
    const target = await where();
    drop = target.drop;
    storage = await openStorage(target.where);
  }, 120_000);

  afterAll(async () => {
    await storage?.close();
    await drop?.();
  });

  it('creates a sandbox with its own credentials, shown once and kept only as hashes', async () => {
    const { response, created } = await create(instance(), '192.0.2.200', '{"name":"Boutique"}');
    expect(response.status).toBe(201);
    expect(created.data).toEqual({
      name: 'Boutique',
      apiKey: expect.stringMatching(/^yk_dev_[0-9A-Za-z]{22}$/),
      apiToken: expect.stringMatching(/^yt_dev_[0-9A-Za-z]{32}$/),
      jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      webhookSecret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      createdAt: expect.any(String),
    });
    const rows = await storage.db.execute(sql`select * from sandboxes`);
    const stored = JSON.stringify('rows' in rows ? rows.rows : rows);
    expect(stored).toContain(created.data.apiKey);
    expect(stored).not.toContain(created.data.apiToken);
    expect(stored).not.toContain(created.data.jwt);
    expect(stored).not.toContain('192.0.2.200');
    // The server's header and the sandbox's are one name.
    expect(SERVER_CLIENT_HEADER).toBe(CLIENT_ADDRESS_HEADER);
  });

  it('keeps each sandbox to itself, apart from the public one and from others', async () => {
    const ask = instance();
    const { created: mine } = await create(ask);
    const { created: theirs } = await create(ask);
    const paid = await ask('/api/v1/transaction/pay-in-method', {
      method: 'POST',
      headers: headersOf(mine),
      body: payIn(),
    });
    expect(paid.status).toBe(200);
    const { paymentTransactionId } = (
      (await paid.json()) as { data: { paymentTransactionId: string } }
    ).data;
    expect(await transactionIds(ask, headersOf(mine))).toContain(paymentTransactionId);
    expect(await transactionIds(ask, headersOf(theirs))).not.toContain(paymentTransactionId);
    expect(await transactionIds(ask, demoHeaders)).not.toContain(paymentTransactionId);
  });

  it('keeps its state across a restart, and two instances share it', async () => {
    const first = instance();
    const { created } = await create(first);
    const link = await first('/api/v1/transaction/pay-in-url', {
      method: 'POST',
      headers: headersOf(created),
      body: JSON.stringify({ amount: 2500, country: 'SN', currency: 'XOF', product: 'Thé' }),
    });
    expect(link.status).toBe(200);
    const { token } = ((await link.json()) as { data: { token: string } }).data;
    // Another instance (or this one restarted) pays the link, found by its token alone.
    const second = instance();
    const page = await second(`/api/v1/transaction/pay-in-url/${token}`);
    expect(page.status).toBe(200);
    const pay = await second(`/api/v1/transaction/pay-in-url/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        paymentMethod: 'WAVESN',
        prefixPhone: '221',
        phoneNumber: TEST_PHONE_NUMBERS.success,
      }),
    });
    expect(pay.status).toBe(200);
    const balance = await first('/api/v1/transaction/get-balance', { headers: headersOf(created) });
    const { data } = (await balance.json()) as { data: { availableBalance: number } };
    expect(data.availableBalance).toBe(250_000 + 2450);
    // The public sandbox knows nothing of that link.
    expect(
      (await instance()(`/api/v1/transaction/pay-in-url/pl_unknownToken00000000`)).status,
    ).toBe(404);
  });

  it('runs concurrent changes from two instances one after the other, losing none', async () => {
    const { created } = await create();
    const [a, b] = [instance(), instance()];
    const answers = await Promise.all(
      [a, b, a, b].map((ask) =>
        ask('/api/v1/transaction/pay-in-method', {
          method: 'POST',
          headers: headersOf(created),
          body: payIn(),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const ids = await transactionIds(a, headersOf(created));
    const mine = ids.filter((id) => !['YN-PI-000001', 'YN-PI-000002', 'YN-PI-000003'].includes(id));
    expect(new Set(mine).size).toBe(4);
  });

  it('queues its notifications with the state that caused them, signed by its own secret', async () => {
    const { created } = await create();
    const ask = instance();
    await ask('/api/v1/transaction/pay-in-method', {
      method: 'POST',
      headers: headersOf(created),
      body: payIn(TEST_PHONE_NUMBERS.success, { ipn: 'https://receiver.example/ipn' }),
    });
    const log = await ask('/api/v1/sandbox/webhooks', { headers: headersOf(created) });
    const { data } = (await log.json()) as { data: { type: string; url: string }[] };
    expect(data.map((e) => e.type)).toContain('payment.succeeded');
    expect(await createSandboxStore(storage.db).webhookSecretOf(created.data.apiKey)).toBe(
      created.data.webhookSecret,
    );
  });

  it('empties itself on a reset, keeping its credentials; the public one refuses', async () => {
    const { created } = await create();
    const ask = instance();
    await ask('/api/v1/transaction/pay-in-method', {
      method: 'POST',
      headers: headersOf(created),
      body: payIn(),
    });
    const before = await transactionIds(ask, headersOf(created));
    const reset = await ask('/api/v1/sandbox/reset', {
      method: 'POST',
      headers: headersOf(created),
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ code: 'OK', data: { availableBalance: 250_000 } });
    const after = await transactionIds(ask, headersOf(created));
    expect(after.length).toBe(before.length - 1);
    const demo = await ask('/api/v1/sandbox/reset', { method: 'POST', headers: demoHeaders });
    expect(demo.status).toBe(403);
    expect(((await demo.json()) as { data: { title: string } }).data.title).toMatch(
      /créez le vôtre/,
    );
  });

  it('gives the public sandbox ids that go on after a restart, never one the event log holds', async () => {
    const payInId = async (ask: ReturnType<typeof instance>) => {
      const paid = await ask('/api/v1/transaction/pay-in-method', {
        method: 'POST',
        headers: demoHeaders,
        body: payIn(),
      });
      const { data } = (await paid.json()) as { data: { paymentTransactionId: string } };
      return Number(data.paymentTransactionId.replace(/\D/g, ''));
    };
    const before = await payInId(instance());
    // A restart: a new public sandbox, from the spec's samples again.
    const after = await payInId(instance());
    expect(after).toBeGreaterThan(before);
  });

  it('refuses a wrong or unknown credential with a 401 that names it', async () => {
    const { created } = await create();
    const ask = instance();
    const wrongToken = await ask('/api/v1/transaction/get-balance', {
      headers: { ...headersOf(created), 'X-API-TOKEN': 'yt_dev_wrong' },
    });
    expect(wrongToken.status).toBe(401);
    expect(((await wrongToken.json()) as { data: { title: string } }).data.title).toMatch(
      /X-API-TOKEN/,
    );
    // Another sandbox's token with this key is as wrong.
    const { created: other } = await create();
    const crossed = await ask('/api/v1/transaction/get-balance', {
      headers: { ...headersOf(created), Authorization: `Bearer ${other.data.jwt}` },
    });
    expect(crossed.status).toBe(401);
    const unknown = await ask('/api/v1/transaction/get-balance', {
      headers: { ...headersOf(created), 'x-api-key': 'yk_dev_doesnotexist0000000000' },
    });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { data: { title: string } }).data.title).toMatch(
      /x-api-key ne correspond à aucun bac à sable/,
    );
  });

  it.each([
    ['GET', '/api/v1/transaction/pay-in-url/%00'],
    ['GET', '/api/v1/transaction/pay-in-url/pl_%00abc/methods'],
    ['POST', '/api/v1/transaction/pay-in-url/%00/cancel'],
    ['POST', `/api/v1/transaction/pay-in-url/pl_${'é'.repeat(40)}`],
  ])(
    'answers %s %s, a token no sandbox makes, with a 404 and asks the storage nothing',
    async (method, path) => {
      const response = await instance()(path, { method });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    },
  );

  it.each([
    ['{"name": 42}', 'name', /chaîne de caractères/],
    [JSON.stringify({ name: 'x'.repeat(81) }), 'name', /au plus 80 caractères/],
    [JSON.stringify({ name: 'a\nb' }), 'name', /caractère de contrôle/],
    ['[]', undefined, /objet JSON/],
    ['{"name":', undefined, /JSON valide/],
  ])('refuses the creation body %s with a 400 in French', async (body, field, title) => {
    const { response, created } = await create(instance(), undefined, body);
    expect(response.status).toBe(400);
    const error = created as unknown as { code: string; data: { title: string; field?: string } };
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.data.field).toBe(field);
    expect(error.data.title).toMatch(title);
  });

  it(`lets one address create ${MAX_CREATIONS_PER_CLIENT} sandboxes an hour, then answers 429`, async () => {
    const ask = instance();
    for (let i = 0; i < MAX_CREATIONS_PER_CLIENT; i += 1) {
      expect((await create(ask, '198.51.100.7')).response.status).toBe(201);
    }
    const { response, created } = await create(ask, '198.51.100.7');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((created as unknown as { data: { title: string } }).data.title).toMatch(
      /Trop de bacs à sable créés/,
    );
    expect((await create(ask, '198.51.100.8')).response.status).toBe(201);
  });

  it('keeps a bounded number of records, the oldest going first', async () => {
    const { created } = await create();
    const ask = instance();
    const ids: string[] = [];
    for (let i = 0; i < DEVELOPER_RECORD_LIMITS.records + 3; i += 1) {
      const paid = await ask('/api/v1/transaction/pay-in-method', {
        method: 'POST',
        headers: headersOf(created),
        body: payIn(),
      });
      ids.push(
        ((await paid.json()) as { data: { paymentTransactionId: string } }).data
          .paymentTransactionId,
      );
    }
    const status = (id: string) =>
      ask(`/api/v1/transaction/status/${id}`, { headers: headersOf(created) }).then(
        (r) => r.status,
      );
    expect(await status(ids[0]!)).toBe(404);
    expect(await status(ids.at(-1)!)).toBe(200);
  }, 60_000);
});
