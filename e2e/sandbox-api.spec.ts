import { expect, test } from './test';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';

const credentials = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};

test('npm start serves the sandbox API with its published credentials', async ({ request }) => {
  const methods = await request.get('/api/v1/transaction/payment-method/all', {
    headers: credentials,
  });
  expect(methods.status()).toBe(200);
  const { data } = await methods.json();
  expect(data.map((group: { country: string }) => group.country)).toEqual([
    'SN',
    'CI',
    'ML',
    'BF',
    'BJ',
    'TG',
    'CM',
    'GN',
    'NE',
  ]);

  const payout = await request.post('/api/v1/transfer/create', {
    headers: { ...credentials, 'Idempotency-Key': `e2e-${Date.now()}` },
    data: {
      amount: 200,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: '770000001',
    },
  });
  expect((await payout.json()).data).toMatchObject({
    amount: 200,
    realAmount: 204,
    status: 'SUCCESS',
  });

  const refused = await request.get('/api/v1/transfer');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).data.title).toMatch(/^Identifiants manquants/);
});

test('npm start serves the OpenAPI document', async ({ request }) => {
  const response = await request.get('/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/v1/pay-out-mass/create');
});

test('the docs link a ready Postman collection, made from the document at build time', async ({
  page,
  request,
}) => {
  await page.goto('/documentation/api');
  const link = page.getByRole('link', { name: 'collection Postman', exact: true });
  await expect(link).toHaveAttribute('href', '/yonnee-api.postman_collection.json');
  const response = await request.get('/yonnee-api.postman_collection.json');
  expect(response.status()).toBe(200);
  const collection = await response.json();
  expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/);
  expect(collection.auth).toMatchObject({ type: 'bearer' });
  type Item = { name: string; item?: Item[] };
  const requests = (items: Item[]): string[] =>
    items.flatMap((item) => (item.item ? requests(item.item) : [item.name]));
  // The merchant's 12 calls; the hosted page's own calls are the payer's, not in it.
  expect(requests(collection.item)).toHaveLength(12);
  expect(requests(collection.item)).toContain('Effectuer un versement de masse');
});

test('every API answer carries its request id and, with credentials, its quota', async ({
  request,
}) => {
  const answer = await request.get('/api/v1/transaction/pay-in?limit=1', { headers: credentials });
  expect(answer.headers()['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
  expect(Number(answer.headers()['ratelimit-limit'])).toBeGreaterThan(0);
  const page = await answer.json();
  expect(page.data).toHaveLength(1);
  expect(page.has_more).toBe(true);
  const refused = await request.get('/api/v1/transaction/pay-in?limit=0', { headers: credentials });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).data.field).toBe('limit');
});
