import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildPayout } from '../sandbox/fixtures';
import { TEST_PHONE_NUMBERS } from './sandboxTestNumbers';
import { TEST_ORIGIN, setupSandboxServer, testApi } from '../sandbox/testServer';
import * as api from './calls';
import type { ApiConfig } from './client';
import { HttpError, NetworkError, SchemaMismatchError } from './errors';
import type * as T from './schemas';

const env = setupSandboxServer();

const payer = {
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: TEST_PHONE_NUMBERS.success,
};
const recipient = {
  name: 'Ndiaye',
  surname: 'Awa',
  email: 'awa.ndiaye@example.sn',
  amount: 200,
  currency: 'XOF',
  phone: '770000001',
  prefix: '221',
  paiement_method: 'WAVESN',
};
const card = {
  amount: 1000,
  currency: 'XOF',
  cardNumber: '4242424242424242',
  customerFirstName: 'Awa',
  customerLastName: 'Ndiaye',
  cardExpirationMonth: '09',
  cardExpirationYear: '2030',
  cardCv: '123',
};
const linkCard = {
  cardNumber: '4242424242424242',
  cardExpirationMonth: '09',
  cardExpirationYear: '2030',
  cardCv: '123',
  cardHolderName: 'Awa Ndiaye',
};
const contact = {
  prefix: '221',
  phone: '781234567',
  name: 'Sarr',
  surname: 'Fatou',
  email: 'fatou@example.sn',
};

/** Rejects with the HttpError a call failed with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const title = (error: HttpError) => (error.body as { data: { title: string } }).data.title;

interface CallCase {
  name: string;
  /** Resolves with the parsed answer, sent with the configuration given (the public calls need none). */
  success: (config: ApiConfig) => Promise<unknown>;
  check: (answer: never) => void;
  /** A request the sandbox refuses, with the status and the start of its French title. */
  invalid?: [() => Promise<unknown>, number, string];
  /** Calls of the hosted payment page carry no credentials. */
  isPublic?: true;
}

const linkToken = async () =>
  (
    await api.createPaymentLink(
      { amount: 5000, country: 'SN', currency: 'XOF', product: 'Thé' },
      testApi,
    )
  ).data.token;

const cases: CallCase[] = [
  {
    name: 'payInMobile',
    success: (config) => api.payInMobile({ amount: 100, ...payer }, config),
    check: (answer: T.MobilePayInResponse) =>
      expect(answer.data.paymentMessage).toBe('PAYMENT_SUCCESS'),
    invalid: [
      () => api.payInMobile({ amount: -1, ...payer }, testApi),
      400,
      'Le montant (amount) doit être supérieur à zéro',
    ],
  },
  {
    name: 'payInCard',
    success: (config) => api.payInCard(card, config),
    check: (answer: T.CardPayInResponse) => expect(answer.data.status).toBe('SUCCESS'),
    invalid: [
      () => api.payInCard({ ...card, cardCv: '1' }, testApi),
      400,
      'Le cryptogramme (cardCv)',
    ],
  },
  {
    name: 'createPaymentLink',
    success: (config) =>
      api.createPaymentLink(
        { amount: 5000, country: 'SN', currency: 'XOF', product: 'Thé' },
        config,
      ),
    check: (answer: T.PaymentLinkResponse) =>
      expect(answer.data.urlPayIn).toBe(`${TEST_ORIGIN}/paiement/${answer.data.token}`),
    invalid: [
      () =>
        api.createPaymentLink(
          { amount: 5000, country: 'FR', currency: 'EUR', product: 'Thé' },
          testApi,
        ),
      400,
      'Pays non desservi : « FR »',
    ],
  },
  {
    name: 'listTransactions',
    success: (config) => api.listTransactions(config),
    check: (answer: T.TransactionListResponse) => expect(answer.data.length).toBe(3),
  },
  {
    name: 'getBalance',
    success: (config) => api.getBalance(config),
    check: (answer: T.BalanceResponse) =>
      expect(answer.data).toEqual({
        businessName: 'Boutique Teranga',
        availableBalance: 250000,
        currency: 'XOF',
      }),
  },
  {
    name: 'getTransactionStatus',
    success: (config) => api.getTransactionStatus('YN-PI-000002', config),
    check: (answer: T.TransactionStatusResponse) => expect(answer.data.status).toBe('REJECTED'),
    invalid: [
      () => api.getTransactionStatus('YN-PI-999999', testApi),
      404,
      'Transaction introuvable',
    ],
  },
  {
    name: 'listPaymentMethods',
    success: (config) => api.listPaymentMethods(config),
    check: (answer: T.PaymentMethodListResponse) => expect(answer.data).toHaveLength(9),
  },
  {
    name: 'createPayout',
    success: (config) => api.createPayout({ amount: 200, ...payer }, config),
    check: (answer: T.PayoutResponse) => expect(answer.data.realAmount).toBe(204),
    invalid: [
      () => api.createPayout({ amount: 200, ...payer, paymentMethod: 'X' }, testApi),
      400,
      'Moyen de paiement inconnu',
    ],
  },
  {
    name: 'addPayoutContact',
    success: (config) => api.addPayoutContact(contact, config),
    check: (answer: T.PayoutContactResponse) => expect(answer.data).toMatchObject(contact),
    invalid: [
      () => api.addPayoutContact({ ...contact, phone: '12' }, testApi),
      400,
      'Le numéro « 12 »',
    ],
  },
  {
    name: 'listPayouts',
    success: (config) => api.listPayouts(config),
    check: (answer: T.PayoutListResponse) =>
      expect(answer.message).toBe('Transfer List of merchant'),
  },
  {
    name: 'createMassPayout',
    success: (config) => api.createMassPayout({ payOutMassList: [recipient] }, config),
    check: (answer: T.MassPayoutResponse) =>
      expect(answer.message).toBe('Multiple payouts with success'),
    invalid: [
      () =>
        api.createMassPayout({ payOutMassList: [{ ...recipient, amount: Number.NaN }] }, testApi),
      400,
      'Bénéficiaire n° 1 : le montant (amount) est obligatoire',
    ],
  },
  {
    name: 'listMassPayouts',
    success: (config) => api.listMassPayouts(config),
    check: (answer: T.MassPayoutListResponse) =>
      expect(answer.message).toBe('Payout Out Mass List'),
  },
  {
    name: 'getPaymentLink (sandbox assumption)',
    success: async () => api.getPaymentLink(await linkToken(), testApi),
    check: (answer: T.PaymentLinkDetailsResponse) => expect(answer.data.status).toBe('PENDING'),
    invalid: [() => api.getPaymentLink('pl_unknown', testApi), 404, 'Lien de paiement introuvable'],
    isPublic: true,
  },
  {
    name: 'payPaymentLink (sandbox assumption)',
    success: async () => api.payPaymentLink(await linkToken(), payer, testApi),
    check: (answer: T.MobilePayInResponse) => expect(answer.state).toBe('SUCCESS'),
    invalid: [
      async () => api.payPaymentLink(await linkToken(), { ...payer, prefixPhone: '33' }, testApi),
      400,
      "L'indicatif « 33 »",
    ],
    isPublic: true,
  },
  {
    name: 'payPaymentLinkByCard (sandbox assumption)',
    success: async () => api.payPaymentLinkByCard(await linkToken(), linkCard, testApi),
    check: (answer: T.CardPayInResponse) => {
      expect(answer.data.status).toBe('SUCCESS');
      expect(answer.data.paymentMethod).toBe('CARD');
    },
    invalid: [
      async () =>
        api.payPaymentLinkByCard(await linkToken(), { ...linkCard, cardCv: '12' }, testApi),
      400,
      'Le cryptogramme (cardCv)',
    ],
    isPublic: true,
  },
  {
    name: 'listPaymentLinkMethods (sandbox assumption)',
    success: async () => api.listPaymentLinkMethods(await linkToken(), testApi),
    check: (answer: T.PaymentMethodListResponse) =>
      expect(answer.data.map((group) => group.country)).toEqual(['SN']),
    invalid: [
      () => api.listPaymentLinkMethods('pl_unknown', testApi),
      404,
      'Lien de paiement introuvable',
    ],
    isPublic: true,
  },
  {
    name: 'getPaymentLinkStatus (sandbox assumption)',
    success: async () => {
      const token = await linkToken();
      const paid = await api.payPaymentLink(token, payer, testApi);
      return api.getPaymentLinkStatus(token, paid.data.paymentTransactionId, testApi);
    },
    check: (answer: T.TransactionStatusResponse) => expect(answer.data.status).toBe('SUCCESS'),
    invalid: [
      async () => api.getPaymentLinkStatus(await linkToken(), 'YN-PI-000001', testApi),
      404,
      'Transaction introuvable pour ce lien',
    ],
    isPublic: true,
  },
];

describe.each(cases)('$name', ({ success, check, invalid, isPublic }) => {
  it('returns the parsed answer', async () => {
    check((await success(testApi)) as never);
  });

  if (invalid) {
    it('throws an HttpError carrying the French title of a refused request', async () => {
      const [send, status, start] = invalid;
      const error = await failure(send());
      expect(error.status).toBe(status);
      expect(title(error).startsWith(start)).toBe(true);
    });
  }

  if (!isPublic) {
    it('throws a 401 HttpError with a body when the credentials are wrong', async () => {
      const error = await failure(success({ ...testApi, jwt: 'not-the-sandbox-jwt' }));
      expect(error.status).toBe(401);
      expect(title(error)).toContain('Authorization: Bearer <JWT>');
    });
  }
});

describe('client', () => {
  it('sends the three credentials of the configuration and JSON', async () => {
    const seen: Request[] = [];
    env.server.events.on('request:start', ({ request }) => seen.push(request.clone()));
    await api.createPayout({ amount: 200, ...payer }, testApi);
    const sent = seen[0]!;
    expect(sent.url).toBe(`${TEST_ORIGIN}/api/v1/transfer/create`);
    expect(sent.headers.get('x-api-key')).toBe(testApi.apiKey);
    expect(sent.headers.get('x-api-token')).toBe(testApi.apiToken);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${testApi.jwt}`);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(await sent.json()).toEqual({ amount: 200, ...payer });
  });

  it('puts an Idempotency-Key on the calls that move money only', async () => {
    const keys = new Map<string, string | null>();
    env.server.events.on('request:start', ({ request }) =>
      keys.set(new URL(request.url).pathname, request.headers.get('idempotency-key')),
    );
    await api.createPayout({ amount: 200, ...payer }, testApi);
    await api.payInMobile({ amount: 100, ...payer }, testApi);
    await api.createMassPayout({ payOutMassList: [recipient] }, testApi);
    await api.addPayoutContact(contact, testApi);
    await api.listPayouts(testApi);
    expect(keys.get('/api/v1/transfer/create')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys.get('/api/v1/transaction/pay-in-method')).toBeTruthy();
    expect(keys.get('/api/v1/pay-out-mass/create')).toBeTruthy();
    expect(keys.get('/api/v1/transfer/contact/add')).toBeNull();
    expect(keys.get('/api/v1/transfer')).toBeNull();
  });

  it('reuses the key it is given, so a retry is answered without paying twice', async () => {
    const first = await api.createPayout(
      { amount: 200, ...payer },
      { ...testApi, idempotencyKey: 'action-7' },
    );
    const again = await api.createPayout(
      { amount: 200, ...payer },
      { ...testApi, idempotencyKey: 'action-7' },
    );
    expect(again).toEqual(first);
    expect(env.sandbox.state.payouts).toHaveLength(2);
  });

  it('sends no credentials to the hosted payment page calls', async () => {
    const seen: Request[] = [];
    env.server.events.on('request:start', ({ request }) => seen.push(request));
    const token = await linkToken();
    await api.getPaymentLink(token, testApi);
    expect(seen.at(-1)!.headers.get('x-api-key')).toBeNull();
  });

  it('keeps no configuration between calls: two in flight send their own, the next sends none', async () => {
    const keys: (string | null)[] = [];
    env.server.events.on('request:start', ({ request }) =>
      keys.push(request.headers.get('x-api-key')),
    );
    const [refused, answered] = await Promise.allSettled([
      api.getBalance({ ...testApi, apiKey: 'yk_other_console' }),
      api.getBalance(testApi),
    ]);
    expect(refused.status === 'rejected' && title(refused.reason as HttpError)).toBe(
      'Identifiants refusés : x-api-key ne correspond pas au compte du bac à sable.',
    );
    expect(answered.status).toBe('fulfilled');
    const bare = await failure(api.getBalance({ baseUrl: TEST_ORIGIN }));
    expect(title(bare)).toMatch(/^Identifiants manquants : x-api-key, X-API-TOKEN, Authorization/);
    expect(keys).toEqual(['yk_other_console', testApi.apiKey, null]);
  });

  it('sends nothing it was not given: no credentials means 401', async () => {
    const error = await failure(api.getBalance({ baseUrl: TEST_ORIGIN }));
    expect(title(error)).toMatch(/^Identifiants manquants : x-api-key, X-API-TOKEN, Authorization/);
  });

  it('turns a body of the wrong shape into a SchemaMismatchError that says where', async () => {
    env.sandbox.scenarios.set('malformed', ['getBalance']);
    const error = await api.getBalance(testApi).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect((error as SchemaMismatchError).message).toBe(
      'GET /api/v1/transaction/get-balance: the response does not match its schema (data.businessName: expected string, got nothing; data.availableBalance: expected number, got nothing; data.currency: expected string, got nothing)',
    );
  });

  it('reports a wrong type with the value received', async () => {
    env.server.use(
      http.get('*/api/v1/transfer', () =>
        HttpResponse.json({
          code: 'OK',
          message: 'x',
          data: [{ ...buildPayout(), amount: '200' }],
        }),
      ),
    );
    const error = (await api.listPayouts(testApi).catch((e: unknown) => e)) as SchemaMismatchError;
    expect(error.problems).toEqual(['data[0].amount: expected number, got "200"']);
  });

  it.each([
    ['text', () => HttpResponse.text('<html>proxy error</html>')],
    ['nothing', () => new HttpResponse(null, { status: 200 })],
  ])('turns a body of %s into a SchemaMismatchError', async (got, answer) => {
    env.server.use(http.get('*/api/v1/transfer', answer));
    const error = (await api.listPayouts(testApi).catch((e: unknown) => e)) as SchemaMismatchError;
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error.problems).toEqual([`(body): expected JSON, got ${got}`]);
  });

  it.each([
    ['noContent', 204],
    ['notModified', 304],
    ['serverError', 500],
    ['forbidden', 403],
  ] as const)('%s becomes an HttpError with status %i', async (scenario, status) => {
    env.sandbox.scenarios.set(scenario);
    expect((await failure(api.listPayouts(testApi))).status).toBe(status);
  });

  it('turns a failed connection into a NetworkError', async () => {
    env.sandbox.scenarios.set('networkError');
    const error = await api.listPayouts(testApi).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('GET /api/v1/transfer got no answer');
  });

  it('lets a cancellation through as it is', async () => {
    env.sandbox.scenarios.set('delayed', [], { delayMs: 'infinite' });
    const controller = new AbortController();
    const pending = api.listPayouts({ ...testApi, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls the configured host', async () => {
    const hosts: string[] = [];
    env.server.events.on('request:start', ({ request }) => hosts.push(new URL(request.url).origin));
    await api.getBalance({ ...testApi, baseUrl: 'https://api.yonnee.test/' });
    expect(hosts).toEqual(['https://api.yonnee.test']);
  });

  it('reads pages: limit and starting_after go in the query, has_more comes back', async () => {
    const first = await api.listTransactions({ ...testApi, limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const rest = await api.listTransactions({
      ...testApi,
      startingAfter: first.data[1]!.transactionId,
    });
    expect(rest.data.map((t) => t.transactionId)).toEqual(
      env.sandbox.state.transactions.slice(2).map((t) => t.transactionId),
    );
    expect(rest.has_more).toBe(false);
    expect((await api.listPayouts({ ...testApi, limit: 1 })).data).toHaveLength(1);
    expect((await api.listMassPayouts({ ...testApi, limit: 1 })).has_more).toBe(false);
    const refused = await failure(api.listPayouts({ ...testApi, limit: 500 }));
    expect([refused.status, (refused.body as { data: { field: string } }).data.field]).toEqual([
      400,
      'limit',
    ]);
  });

  it('reads has_more as false from an API that does not page', async () => {
    env.server.use(
      http.get('*/api/v1/transfer', () =>
        HttpResponse.json({
          code: 'OK',
          message: 'Transfer List of merchant',
          data: [buildPayout()],
        }),
      ),
    );
    expect((await api.listPayouts(testApi)).has_more).toBe(false);
  });

  it('declines a link’s card with its reason, and leaves the link payable', async () => {
    const token = await linkToken();
    for (const [number, code] of [
      ['4000000000000002', 'CARD_DECLINED'],
      ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ]) {
      const declined = await failure(
        api.payPaymentLinkByCard(token, { ...linkCard, cardNumber: number! }, testApi),
      );
      expect(declined.status).toBe(402);
      expect(declined.body).toMatchObject({ code, data: { transactionId: expect.any(String) } });
    }
    expect((await api.getPaymentLink(token, testApi)).data.status).toBe('PENDING');
    const paid = await api.payPaymentLinkByCard(token, linkCard, testApi);
    expect((await api.getPaymentLink(token, testApi)).data.status).toBe('SUCCESS');
    const again = await failure(api.payPaymentLinkByCard(token, linkCard, testApi));
    expect(again.status).toBe(409);
    expect(paid.data.transactionId).toBeTruthy();
  });

  it('keeps the request id of a failure, to quote to support', async () => {
    const declined = await failure(
      api.payInCard({ ...card, cardNumber: '4000000000009995' }, testApi),
    );
    expect(declined.status).toBe(402);
    expect(declined.requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(declined.message).toContain(`(request ${declined.requestId})`);
    expect(declined.body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      requestId: declined.requestId,
    });

    env.server.use(
      http.get('*/api/v1/transfer', () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', requestId: 'from-body-only' }, { status: 500 }),
      ),
    );
    expect((await failure(api.listPayouts(testApi))).requestId).toBe('from-body-only');
  });

  it('hears a rate limit as a 429 with its wait', async () => {
    env.sandbox.scenarios.set('rateLimited', ['getBalance']);
    const limited = await failure(api.getBalance(testApi));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
