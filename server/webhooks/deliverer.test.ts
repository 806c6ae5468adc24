// Notifications delivered from the PostgreSQL outbox to a real local receiver that verifies
// every signature with the Standard Webhooks library, on both storage engines: delivered once,
// retried after a 500 once its pause is over, given up after the last attempt, resent, never
// sent twice by two deliverers, never redirected, and never sent to a private address when
// those are refused. The clock is the schedule's: pauses are made due, never waited for.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../../src/api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../../src/api/sandboxTestNumbers';
import { WebhookPayloadSchema } from '../../src/api/schemas';
import { WEBHOOK_RETRY_PAUSES_S, WEBHOOK_TIMEOUT_S } from '../../src/api/sandboxWebhooks';
import { createSandboxService } from '../../src/sandbox/node';
import { openStorage } from '../storage/open.mjs';
import { engines } from '../storage/testEngines';
import { createWebhookOutbox, MAX_EVENTS_PER_ACCOUNT } from '../storage/webhookOutbox.mjs';
import { DELIVERY_TIMEOUT_MS, RETRY_PAUSES_MS, startWebhookDeliverer } from './deliverer.mjs';
import { outboxNotifications } from './notifications.mjs';
import { startReceiver } from './testReceiver';

const ACCOUNT = SANDBOX_CREDENTIALS.apiKey;
const SECRET = SANDBOX_CREDENTIALS.webhookSecret;
const secretOf = (account: string) => (account === ACCOUNT ? SECRET : undefined);
const payload = (transactionId: string) => ({
  type: 'payment.succeeded',
  timestamp: '2026-11-26T09:00:00.000Z',
  data: { transactionId, status: 'SUCCESS' },
});

it('keeps the schedule and the time-out the documentation and the OpenAPI document give', () => {
  expect(RETRY_PAUSES_MS).toEqual(WEBHOOK_RETRY_PAUSES_S.map((seconds) => seconds * 1000));
  expect(DELIVERY_TIMEOUT_MS).toBe(WEBHOOK_TIMEOUT_S * 1000);
});

describe.each(engines)('webhook delivery on $name', ({ where }) => {
  let storage: Awaited<ReturnType<typeof openStorage>>;
  let outbox: ReturnType<typeof createWebhookOutbox>;
  let drop: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let logs: string[];
  const deliverers: ReturnType<typeof startWebhookDeliverer>[] = [];

  const deliverer = (options: Partial<Parameters<typeof startWebhookDeliverer>[0]> = {}) => {
    const started = startWebhookDeliverer({
      outbox,
      secretOf,
      allowPrivate: true,
      pollMs: 3_600_000,
      log: (line) => logs.push(line),
      ...options,
    });
    deliverers.push(started);
    return started;
  };
  const logOf = async (eventId: string) =>
    (await outbox.list(ACCOUNT, 100)).find((event) => event.id === eventId)!;
  /** The pause before an event's next attempt, in seconds, by the database's clock. */
  const pauseOf = async (eventId: string) => {
    const result = await storage.db.execute(
      sql`select extract(epoch from next_attempt_at - now())::float as pause
          from webhook_events where event_id = ${eventId}`,
    );
    return Number((result.rows[0] as { pause: number }).pause);
  };
  /** As if the pause had passed. */
  const pauseOver = (eventId: string) =>
    storage.db.execute(
      sql`update webhook_events set next_attempt_at = now() where event_id = ${eventId}`,
    );
  const deliveriesOf = (eventId: string) =>
    receiver.received.filter((r) => r.headers['webhook-id'] === eventId);

  beforeAll(async () => {
    const target = await where();
    drop = target.drop;
    storage = await openStorage(target.where);
    outbox = createWebhookOutbox(storage.db);
    receiver = await startReceiver(SECRET);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(deliverers.splice(0).map((d) => d.stop()));
    receiver.answers.length = 0;
  });
  afterAll(async () => {
    await receiver?.close();
    await storage?.close();
    await drop?.();
  });

  it('delivers a notification once, signed so that Webhook.verify accepts it', async () => {
    logs = [];
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-1'),
    });
    expect(eventId).toMatch(/^msg_[\w-]{22}$/);
    await deliverer().nudge();
    const [one, ...more] = deliveriesOf(eventId);
    expect(more).toEqual([]);
    expect(one!.error).toBeUndefined();
    expect(one!.verified).toEqual(payload('YN-PI-1'));
    expect(one!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(one!.headers['content-type']).toBe('application/json');
    expect(await logOf(eventId)).toMatchObject({
      state: 'delivered',
      nextAttemptAt: null,
      payload: payload('YN-PI-1'),
      attempts: [{ statusCode: 200, body: 'reçu', error: null }],
    });
    // Delivered is delivered: another round sends nothing.
    await deliverer().nudge();
    expect(deliveriesOf(eventId)).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('a notification signed with another secret fails verification', async () => {
    const other = await startReceiver(
      'whsec_' + Buffer.from('another secret!!').toString('base64'),
    );
    try {
      await outbox.enqueue({
        account: ACCOUNT,
        url: other.url,
        type: 'payment.failed',
        payload: payload('YN-PI-2'),
      });
      await deliverer().nudge();
      expect(other.received).toHaveLength(1);
      expect(other.received[0]!.error).toMatch(/No matching signature found/);
    } finally {
      await other.close();
    }
  });

  it('retries after a 500 once the first pause (5 s) is over, and keeps each answer', async () => {
    logs = [];
    receiver.answers.push({ status: 500, body: 'base indisponible' });
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-3'),
    });
    await deliverer().nudge();
    expect(deliveriesOf(eventId)).toHaveLength(1);
    expect(await logOf(eventId)).toMatchObject({
      state: 'pending',
      attempts: [{ statusCode: 500, body: 'base indisponible' }],
    });
    const pause = await pauseOf(eventId);
    expect(pause).toBeGreaterThan(RETRY_PAUSES_MS[0]! / 1000 - 2);
    expect(pause).toBeLessThanOrEqual(RETRY_PAUSES_MS[0]! / 1000);
    // Before the pause is over, nothing goes.
    await deliverer().nudge();
    expect(deliveriesOf(eventId)).toHaveLength(1);
    await pauseOver(eventId);
    await deliverer().nudge();
    const [first, second] = deliveriesOf(eventId);
    expect(second!.verified).toEqual(first!.verified);
    // The same id on every attempt, a fresh timestamp and signature on each.
    expect(second!.headers['webhook-id']).toBe(eventId);
    const log = await logOf(eventId);
    expect(log.state).toBe('delivered');
    expect(log.attempts.map((a) => a.statusCode)).toEqual([200, 500]);
    expect(logs).toEqual([`webhooks: ${eventId} (attempt 1) → 500; next in 5 s`]);
  });

  it('keeps the start of any answer, a NUL byte or an endless body included', async () => {
    logs = [];
    receiver.answers.push({ status: 500, body: `a\u0000b${'x'.repeat(100_000)}` });
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-10'),
    });
    await deliverer({ schedule: [] }).nudge();
    const [attempt] = (await logOf(eventId)).attempts;
    expect(attempt!.statusCode).toBe(500);
    expect(attempt!.body).toBe(`ab${'x'.repeat(1021)}`);
  });

  it('gives up after the last attempt of the schedule', async () => {
    logs = [];
    receiver.answers.push(...Array.from({ length: 3 }, () => ({ status: 503 })));
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payout.failed',
      payload: payload('YN-PO-4'),
    });
    // A schedule of two pauses of nothing: three attempts in one round, then given up.
    await deliverer({ schedule: [0, 0] }).nudge();
    expect(deliveriesOf(eventId)).toHaveLength(3);
    expect(await logOf(eventId)).toMatchObject({ state: 'failed', nextAttemptAt: null });
    expect(logs.at(-1)).toBe(`webhooks: ${eventId} (attempt 3) → 503; given up`);
    await deliverer({ schedule: [0, 0] }).nudge();
    expect(deliveriesOf(eventId)).toHaveLength(3);
  });

  it('resends a delivered or given-up notification with the same id', async () => {
    receiver.answers.push({ status: 410 });
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-5'),
    });
    await deliverer({ schedule: [] }).nudge();
    expect((await logOf(eventId)).state).toBe('failed');
    expect(await outbox.resend('yk_someone_else', eventId)).toBeUndefined();
    const resent = await outbox.resend(ACCOUNT, eventId);
    expect(resent).toMatchObject({ id: eventId, state: 'pending' });
    await deliverer({ schedule: [] }).nudge();
    expect(deliveriesOf(eventId).map((r) => r.verified)).toEqual([
      payload('YN-PI-5'),
      payload('YN-PI-5'),
    ]);
    expect((await logOf(eventId)).attempts.map((a) => a.statusCode)).toEqual([200, 410]);
  });

  it('two deliverers sharing the outbox deliver each notification once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        outbox.enqueue({
          account: ACCOUNT,
          url: receiver.url,
          type: 'payment.succeeded',
          payload: payload(`YN-PI-1${i}`),
        }),
      ),
    );
    const second = createWebhookOutbox(storage.db);
    await Promise.all([deliverer().nudge(), deliverer({ outbox: second }).nudge()]);
    for (const id of ids) expect(deliveriesOf(id)).toHaveLength(1);
  });

  it('never follows a redirect: a 3xx is a failed attempt that says so', async () => {
    receiver.answers.push({ status: 302, headers: { location: 'http://169.254.169.254/' } });
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-6'),
    });
    await deliverer({ schedule: [] }).nudge();
    expect(deliveriesOf(eventId)).toHaveLength(1);
    expect((await logOf(eventId)).attempts[0]).toMatchObject({
      statusCode: 302,
      error: 'Redirection non suivie (vers http://169.254.169.254/) : donnez l’adresse finale.',
    });
  });

  it('times out a receiver that does not answer', async () => {
    receiver.answers.push('hang');
    const eventId = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-7'),
    });
    await deliverer({ schedule: [], timeoutMs: 300 }).nudge();
    expect((await logOf(eventId)).attempts[0]).toMatchObject({
      statusCode: null,
      error: 'Pas de réponse complète en 0.3 s.',
    });
  });

  it.each([
    ['an address', (port: number) => `http://127.0.0.1:${port}/ipn`, '127.0.0.1'],
    ['a name', (port: number) => `http://localhost:${port}/ipn`, '127.0.0.1'],
    [
      'an IPv4-mapped address',
      (port: number) => `http://[::ffff:7f00:1]:${port}/ipn`,
      '::ffff:7f00:1',
    ],
  ])(
    'refuses a private address given as %s when those are refused, at once',
    async (_, url, shown) => {
      const eventId = await outbox.enqueue({
        account: ACCOUNT,
        url: url(receiver.port),
        type: 'payment.succeeded',
        payload: payload('YN-PI-8'),
      });
      await deliverer({ allowPrivate: false }).nudge();
      expect(deliveriesOf(eventId)).toEqual([]);
      const log = await logOf(eventId);
      expect(log.state).toBe('failed');
      expect(log.attempts).toHaveLength(1);
      expect(log.attempts[0]!.error).toContain(`Adresse non publique refusée (${shown})`);
    },
  );

  it(`keeps the newest ${MAX_EVENTS_PER_ACCOUNT} events of an account`, async () => {
    await storage.db.execute(
      sql`insert into webhook_events (event_id, account, type, url, payload, delivered_at)
          select 'msg_flood' || g, ${ACCOUNT}, 'payment.succeeded', 'https://x.example/', '{}', now()
          from generate_series(1, ${MAX_EVENTS_PER_ACCOUNT}) g`,
    );
    const newest = await outbox.enqueue({
      account: ACCOUNT,
      url: receiver.url,
      type: 'payment.succeeded',
      payload: payload('YN-PI-9'),
    });
    const count = await storage.db.execute(
      sql`select count(*)::int as n, min(event_id) filter (where event_id = 'msg_flood1') as first
          from webhook_events where account = ${ACCOUNT}`,
    );
    expect(count.rows[0]).toEqual({ n: MAX_EVENTS_PER_ACCOUNT, first: null });
    expect((await outbox.list(ACCOUNT, 1))[0]!.id).toBe(newest);
  });

  it('a pay-in with Ipn through the sandbox arrives as a verified payment.succeeded, listed and resent through the API', async () => {
    const started = deliverer();
    const service = createSandboxService({
      openApiDocument: {},
      publicOrigin: 'http://localhost:4173',
      webhooks: outboxNotifications({
        outbox: Promise.resolve(outbox),
        nudge: () => void started.nudge(),
      }),
    });
    const headers = {
      'content-type': 'application/json',
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'x-api-token': SANDBOX_CREDENTIALS.apiToken,
      authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    };
    const api = (method: string, path: string, body?: unknown) =>
      service.handle(
        new Request(`http://localhost:4173${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const answer = await api('POST', '/api/v1/transaction/pay-in-method', {
      amount: 1000,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
      ipn: receiver.url,
    });
    const transactionId = (await answer.json()).data.paymentTransactionId;
    await started.nudge();
    const delivery = receiver.received.find(
      (r) =>
        (r.verified as { data?: { transactionId?: string } })?.data?.transactionId ===
        transactionId,
    );
    expect(WebhookPayloadSchema.parse(delivery!.verified)).toMatchObject({
      type: 'payment.succeeded',
      data: { transactionId, status: 'SUCCESS', amount: 1000 },
    });
    const listed = await (await api('GET', '/api/v1/sandbox/webhooks?limit=1')).json();
    expect(listed.data[0]).toMatchObject({
      id: delivery!.headers['webhook-id'],
      type: 'payment.succeeded',
      state: 'delivered',
      attempts: [{ statusCode: 200, body: 'reçu' }],
    });
    const resent = await api('POST', `/api/v1/sandbox/webhooks/${listed.data[0].id}/resend`);
    expect(resent.status).toBe(202);
    await started.nudge();
    expect(
      receiver.received.filter((r) => r.headers['webhook-id'] === listed.data[0].id),
    ).toHaveLength(2);
    const unknown = await api('POST', '/api/v1/sandbox/webhooks/msg_nope/resend');
    expect(unknown.status).toBe(404);
    const badLimit = await api('GET', '/api/v1/sandbox/webhooks?limit=1000');
    expect(await badLimit.json()).toMatchObject({ data: { field: 'limit' } });
  });
});
