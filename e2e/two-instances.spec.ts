// Two `npm start` instances on one PostgreSQL, as behind a load balancer: a developer's sandbox
// created on one, a payment link made on one and paid on the other, and the link's
// notifications delivered exactly once to a receiver on this machine that verifies each with
// the Standard Webhooks library, though both instances run a deliverer on the same outbox.
import { TEST_PHONE_NUMBERS } from '../src/api/sandboxTestNumbers';
import { startReceiver } from '../server/webhooks/testReceiver';
import { startOwnServer, type OwnServer } from './ownServer';
import { testDatabase, type TestDatabase } from './postgres';
import { expect, test } from './test';
import { freePort } from '../scripts/freePort.mjs';

let database: TestDatabase | undefined;
let missing: string | undefined;
const instances: OwnServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const found = await testDatabase();
  if ('missing' in found) {
    missing = found.missing;
    return;
  }
  database = found;
  // One after the other: the first migrates, the second finds the schema up to date.
  for (let i = 0; i < 2; i += 1) {
    instances.push(
      await startOwnServer(await freePort(), {
        DATABASE_URL: database.url,
        WORKERS: '1',
        FORM_SECRET: 'two-instances',
      }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
});

test('a link made on one instance and paid on the other is notified exactly once', async () => {
  test.skip(!database, `no PostgreSQL server: ${missing}`);
  const [first, second] = instances as [OwnServer, OwnServer];
  const made = await fetch(`${first.origin}/api/v1/sandboxes`, { method: 'POST' });
  expect(made.status).toBe(201);
  const { data: sandbox } = (await made.json()) as {
    data: { apiKey: string; apiToken: string; jwt: string; webhookSecret: string };
  };
  const headers = {
    'x-api-key': sandbox.apiKey,
    'X-API-TOKEN': sandbox.apiToken,
    Authorization: `Bearer ${sandbox.jwt}`,
    'Content-Type': 'application/json',
  };
  const receiver = await startReceiver(sandbox.webhookSecret);
  try {
    const link = await fetch(`${first.origin}/api/v1/transaction/pay-in-url`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: 4000,
        country: 'SN',
        currency: 'XOF',
        product: 'Panier de deux instances',
        Ipn: receiver.url,
      }),
    });
    expect(link.status).toBe(200);
    const { data: createdLink } = (await link.json()) as { data: { token: string } };

    // The payer's page is served by the other instance, which finds the link in the storage.
    const paid = await fetch(
      `${second.origin}/api/v1/transaction/pay-in-url/${createdLink.token}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          paymentMethod: 'WAVESN',
          prefixPhone: '221',
          phoneNumber: TEST_PHONE_NUMBERS.success,
        }),
      },
    );
    expect(paid.status).toBe(200);
    // The payment's id, which its notifications carry (the link's answer names none).
    const transactionId = ((await paid.json()) as { data: { paymentTransactionId: string } }).data
      .paymentTransactionId;

    // Wait until the event log (the same from either instance) has every event delivered.
    type Logged = {
      id: string;
      type: string;
      state: string;
      attempts: unknown[];
      payload: { data: { transactionId: string } };
    };
    const ours = async (origin: string) => {
      const log = await fetch(`${origin}/api/v1/sandbox/webhooks?limit=100`, { headers });
      return ((await log.json()) as { data: Logged[] }).data.filter(
        (event) => event.payload.data.transactionId === transactionId,
      );
    };
    await expect
      .poll(async () => (await ours(second.origin)).map((e) => `${e.type}:${e.state}`), {
        timeout: 30_000,
      })
      .toContain('payment.succeeded:delivered');
    const logged = await ours(first.origin);
    // Delivered, each by one attempt: no instance claimed an event the other held.
    expect(logged.map((event) => [event.state, event.attempts.length])).toEqual(
      logged.map(() => ['delivered', 1]),
    );

    const verified = receiver.received.filter(
      (r) =>
        !r.error &&
        (r.verified as { data: { transactionId: string } }).data.transactionId === transactionId,
    );
    expect(receiver.received.filter((r) => r.error)).toEqual([]);
    // Each event once: as many deliveries as events, each webhook-id once.
    const ids = verified.map((r) => String(r.headers['webhook-id']));
    expect(ids.sort()).toEqual(logged.map((event) => event.id).sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(verified.map((r) => (r.verified as { type: string }).type)).toContain(
      'payment.succeeded',
    );
  } finally {
    await receiver.close();
  }
});
