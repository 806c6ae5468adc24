// Notifications from the real `npm start` server to a receiver on this machine (127.0.0.1,
// port chosen by the OS), which verifies each one with the Standard Webhooks library.
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../src/api/sandboxTestNumbers';
import { startReceiver } from '../server/webhooks/testReceiver';
import { expect, test, type APIRequestContext } from './test';

const credentials = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver(SANDBOX_CREDENTIALS.webhookSecret);
});
test.afterAll(async () => receiver?.close());

type Payload = { type: string; data: { transactionId: string; status: string } };
/** The verified notifications about one operation, in the order they arrived. */
const verifiedAbout = (transactionId: string) =>
  receiver.received
    .filter((r) => !r.error && (r.verified as Payload).data.transactionId === transactionId)
    .map((r) => (r.verified as Payload).type);

const payIn = (request: APIRequestContext, phoneNumber: string) =>
  request.post('/api/v1/transaction/pay-in-method', {
    headers: credentials,
    data: {
      amount: 1500,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber,
      Ipn: receiver.url,
    },
  });

test('a pay-in with Ipn is notified to the receiver, signed: payment.succeeded', async ({
  request,
}) => {
  const answer = await payIn(request, TEST_PHONE_NUMBERS.success);
  expect(answer.status()).toBe(200);
  const transactionId = (await answer.json()).data.paymentTransactionId;
  await expect
    .poll(() => verifiedAbout(transactionId), { timeout: 15_000 })
    .toEqual(['payment.succeeded']);
});

test('the pending number stays pending until the sandbox action completes it', async ({
  request,
}) => {
  const answer = await payIn(request, TEST_PHONE_NUMBERS.pending);
  const transactionId = (await answer.json()).data.paymentTransactionId;
  await expect
    .poll(() => verifiedAbout(transactionId), { timeout: 15_000 })
    .toEqual(['payment.pending']);
  const status = await request.get(`/api/v1/transaction/status/${transactionId}`, {
    headers: credentials,
  });
  expect((await status.json()).data.status).toBe('PENDING');

  const completed = await request.post(`/api/v1/sandbox/transactions/${transactionId}/complete`, {
    headers: credentials,
  });
  expect(await completed.json()).toMatchObject({
    data: { transactionId, status: 'SUCCESS', event: 'payment.succeeded' },
  });
  await expect
    .poll(() => verifiedAbout(transactionId), { timeout: 15_000 })
    .toEqual(['payment.pending', 'payment.succeeded']);
  // A polling loop now sees the success.
  const after = await request.get(`/api/v1/transaction/status/${transactionId}`, {
    headers: credentials,
  });
  expect((await after.json()).data.status).toBe('SUCCESS');

  // The event log shows both, delivered, with the receiver's answer. It outlives the sandbox's
  // state (transaction ids start again at each start): these events are known by their ids.
  const received = receiver.received
    .filter((r) => (r.verified as Payload | undefined)?.data.transactionId === transactionId)
    .map((r) => r.headers['webhook-id']);
  const log = await request.get('/api/v1/sandbox/webhooks?limit=100', { headers: credentials });
  const mine = (await log.json()).data.filter((event: { id: string }) =>
    received.includes(event.id),
  );
  expect(mine.map((event: { type: string; state: string }) => [event.type, event.state])).toEqual([
    ['payment.succeeded', 'delivered'],
    ['payment.pending', 'delivered'],
  ]);
  expect(mine[0].attempts[0]).toMatchObject({ statusCode: 200, body: 'reçu' });

  const again = await request.post(`/api/v1/sandbox/transactions/${transactionId}/complete`, {
    headers: credentials,
  });
  expect(again.status()).toBe(409);
});

test('a hostile notification URL is refused with a French 400 naming the field', async ({
  request,
}) => {
  const answer = await request.post('/api/v1/transfer/create', {
    headers: credentials,
    data: {
      amount: 200,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
      ipn: 'file:///etc/passwd',
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).data).toMatchObject({
    field: 'ipn',
    title: expect.stringMatching(/^L’adresse de notification \(ipn\) doit être une URL absolue/),
  });
});
