// What the sandbox notifies (the drafts it hands its `webhooks` to queue), and the sandbox
// actions that complete or fail a pending operation. Delivery itself is server/webhooks/'s.
import { describe, expect, it } from 'vitest';
import { BalanceResponseSchema, WebhookPayloadSchema } from '../api/schemas';
import { TEST_CARDS, TEST_PHONE_NUMBERS } from '../api/sandboxTestNumbers';
import { createSandbox } from './createSandbox';
import type { SandboxWebhooks, WebhookDraft } from './notifications';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import { credentialHeaders, setupSandboxServer, TEST_ORIGIN } from './testServer';

const published: WebhookDraft[] = [];
/** Resolves each publish after this many ms: the answer must wait for it. */
let queueDelayMs = 0;
const webhooks: SandboxWebhooks = {
  publish: (draft) =>
    new Promise((resolve) =>
      setTimeout(() => {
        published.push(draft);
        resolve();
      }, queueDelayMs),
    ),
  list: async () => [],
  resend: async () => undefined,
};
const env = setupSandboxServer({ webhooks });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, anonymous = false) {
  const response = await fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(anonymous ? {} : credentialHeaders),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const URL_A = 'https://boutique.example/ipn';
const mobile = (more: Record<string, unknown>) =>
  call('POST', '/api/v1/transaction/pay-in-method', {
    amount: 1000,
    currency: 'XOF',
    paymentMethod: 'WAVESN',
    prefixPhone: '221',
    phoneNumber: TEST_PHONE_NUMBERS.success,
    ...more,
  });
const payout = (more: Record<string, unknown>) =>
  call('POST', '/api/v1/transfer/create', {
    amount: 200,
    currency: 'XOF',
    paymentMethod: 'WAVESN',
    prefixPhone: '221',
    phoneNumber: TEST_PHONE_NUMBERS.success,
    ...more,
  });
const balance = async () =>
  BalanceResponseSchema.parse((await call('GET', '/api/v1/transaction/get-balance')).json).data
    .availableBalance;
const action = (id: string, verb: 'complete' | 'fail', anonymous = false) =>
  call(
    'POST',
    `/api/v1/sandbox/transactions/${encodeURIComponent(id)}/${verb}`,
    undefined,
    anonymous,
  );

const drain = () => published.splice(0);

describe('notifications of pay-ins, links, payouts and mass payouts', () => {
  it('queues payment.succeeded for a mobile pay-in with Ipn before answering, as the API returns it', async () => {
    drain();
    queueDelayMs = 50;
    const { status, json } = await mobile({ Ipn: URL_A, codeOtp: '1234' });
    queueDelayMs = 0;
    expect(status).toBe(200);
    // The answer came after the notification was queued.
    const [draft, ...more] = drain();
    expect(more).toEqual([]);
    expect(draft).toMatchObject({
      account: SANDBOX_CREDENTIALS.apiKey,
      url: URL_A,
      type: 'payment.succeeded',
      payload: {
        type: 'payment.succeeded',
        data: { transactionId: json.data.paymentTransactionId, status: 'SUCCESS', ipn: URL_A },
      },
    });
    expect(WebhookPayloadSchema.parse(draft!.payload)).toBeTruthy();
    expect(new Date(draft!.payload.timestamp).getTime()).toBe(env.sandbox.state.now());
  });

  it('treats a lowercase ipn as Ipn, and notifyUrl on the card pay-in too', async () => {
    drain();
    await mobile({ ipn: URL_A, phoneNumber: TEST_PHONE_NUMBERS.rejected });
    await call('POST', '/api/v1/transaction/pay-in-card', {
      amount: 2500,
      currency: 'XOF',
      cardNumber: TEST_CARDS.rejected,
      customerFirstName: 'Awa',
      customerLastName: 'Ndiaye',
      cardExpirationMonth: '09',
      cardExpirationYear: '2099',
      cardCv: '123',
      notifyUrl: URL_A,
    });
    expect(drain().map((d) => [d.type, d.url])).toEqual([
      ['payment.failed', URL_A],
      ['payment.failed', URL_A],
    ]);
  });

  it('sends nothing for an operation without a notification URL', async () => {
    drain();
    await mobile({});
    await payout({});
    expect(drain()).toEqual([]);
  });

  it('notifies each recipient of a mass payout as a payout, with its mass payout', async () => {
    drain();
    const recipient = (phone: string) => ({
      name: 'Ndiaye',
      surname: 'Awa',
      email: 'awa@example.sn',
      amount: 200,
      currency: 'XOF',
      phone,
      prefix: '221',
      paiement_method: 'WAVESN',
    });
    const { json } = await call('POST', '/api/v1/pay-out-mass/create', {
      ipn: URL_A,
      payOutMassList: [
        recipient(TEST_PHONE_NUMBERS.success),
        recipient(TEST_PHONE_NUMBERS.pending),
      ],
    });
    expect(
      drain().map((d) => [
        d.type,
        d.payload.data.transactionId,
        'massPayoutId' in d.payload.data && d.payload.data.massPayoutId,
      ]),
    ).toEqual([
      ['payout.succeeded', json.data.recipients[0].transactionId, json.data.id],
      ['payout.pending', json.data.recipients[1].transactionId, json.data.id],
    ]);
  });
});

describe('hostile notification URLs', () => {
  it.each([
    ['Ipn', 'javascript:alert(1)'],
    ['ipn', 'file:///etc/passwd'],
    ['Ipn', 'boutique.example/ipn'],
    ['notifyUrl', 'gopher://boutique.example/'],
    ['ipn', 'https://user:secret@boutique.example/ipn'],
    ['ipn', `https://boutique.example/${'a'.repeat(2048)}`],
  ])(
    'refuses %s = %s with a French 400 naming the field, and changes nothing',
    async (field, url) => {
      drain();
      const before = env.sandbox.state.transactions.length;
      const { status, json } = await mobile({ [field]: url });
      expect(status).toBe(400);
      expect(json.data.field).toBe(field);
      expect(json.data.title).toMatch(
        new RegExp(`^(L’adresse de notification \\(${field}\\)|Le champ ${field} compte au plus)`),
      );
      expect(env.sandbox.state.transactions).toHaveLength(before);
      expect(drain()).toEqual([]);
    },
  );

  it('refuses two different spellings with two different URLs', async () => {
    const { status, json } = await payout({ Ipn: URL_A, ipn: 'https://autre.example/ipn' });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      field: 'ipn',
      title:
        'Deux adresses de notification différentes : Ipn et ipn. Ipn, ipn, notifyUrl désignent la même adresse : n’en donnez qu’une.',
    });
  });
});

describe('sandbox actions', () => {
  it('completes the pending pay-in: payment.pending then payment.succeeded, and the balance grows', async () => {
    drain();
    const { json } = await mobile({ Ipn: URL_A, phoneNumber: TEST_PHONE_NUMBERS.pending });
    const id = json.data.paymentTransactionId;
    const start = await balance();
    const done = await action(id, 'complete');
    expect(done).toEqual({
      status: 200,
      json: {
        code: 'OK',
        message: 'Sandbox transaction completed',
        data: { transactionId: id, kind: 'payment', status: 'SUCCESS', event: 'payment.succeeded' },
      },
    });
    expect(await balance()).toBe(start + 980);
    expect(drain().map((d) => d.type)).toEqual(['payment.pending', 'payment.succeeded']);
    const again = await action(id, 'complete');
    expect(again.status).toBe(409);
    expect(again.json.data.title).toMatch(/n’est pas en attente : son statut est SUCCESS/);
  });

  it('fails a pending payout and gives back what it held', async () => {
    drain();
    const start = await balance();
    const { json } = await payout({ ipn: URL_A, phoneNumber: TEST_PHONE_NUMBERS.pending });
    expect(await balance()).toBe(start - 204);
    const failed = await action(json.data.transactionId, 'fail');
    expect(failed.json.data).toMatchObject({ status: 'REJECTED', event: 'payout.failed' });
    expect(await balance()).toBe(start);
    expect(drain().map((d) => d.type)).toEqual(['payout.pending', 'payout.failed']);
  });

  it('completes a link paid with the pending number; a failed one can be paid again', async () => {
    drain();
    const link = await call('POST', '/api/v1/transaction/pay-in-url', {
      amount: 5000,
      country: 'SN',
      currency: 'XOF',
      product: 'Boubou',
      ipn: URL_A,
    });
    const token = link.json.data.token;
    const id = env.sandbox.state.links.get(token)!.transactionId;
    // Not paid yet: nothing for an operator to decide.
    expect((await action(id, 'complete')).status).toBe(409);
    const pay = () =>
      call('POST', `/api/v1/transaction/pay-in-url/${token}`, {
        paymentMethod: 'WAVESN',
        prefixPhone: '221',
        phoneNumber: TEST_PHONE_NUMBERS.pending,
      });
    await pay();
    expect((await action(id, 'fail')).json.data).toMatchObject({
      status: 'PENDING',
      event: 'payment.failed',
    });
    await pay();
    expect((await action(id, 'complete')).json.data).toMatchObject({ status: 'SUCCESS' });
    expect(drain().map((d) => d.type)).toEqual([
      'payment.pending',
      'payment.failed',
      'payment.pending',
      'payment.succeeded',
    ]);
  });

  it('answers 404 for an unknown id and 401 without credentials', async () => {
    const unknown = await action('YN-PI-nope', 'complete');
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.title).toMatch(/^Opération introuvable : « YN-PI-nope »/);
    expect((await action('YN-PI-nope', 'fail', true)).status).toBe(401);
  });

  it('the event log answers 503 where nothing delivers notifications', async () => {
    const bare = createSandbox({ publicOrigin: TEST_ORIGIN });
    env.server.use(...bare.handlers);
    const { status, json } = await call('GET', '/api/v1/sandbox/webhooks');
    expect(status).toBe(503);
    expect(json.code).toBe('WEBHOOKS_UNAVAILABLE');
  });
});
