import { describe, expect, it } from 'vitest';
import {
  BalanceResponseSchema,
  MassPayoutListResponseSchema,
  MassPayoutResponseSchema,
  MobilePayInResponseSchema,
  PaymentLinkDetailsResponseSchema,
  PaymentLinkResponseSchema,
  PayoutListResponseSchema,
  PayoutResponseSchema,
  TransactionListResponseSchema,
  TransactionStatusResponseSchema,
} from '../api/schemas';
import { createSandbox, REPLAYED_HEADER } from './createSandbox';
import {
  IDEMPOTENCY_TTL_MS,
  MASS_PAYOUT_MAX_RECIPIENTS,
  MAX_AMOUNT,
  MAX_BALANCE,
  MAX_JSON_DEPTH,
  MAX_LENGTH,
  MAX_RECORDS,
  maxLengthOf,
} from './limits';
import { seededRandom } from './state';
import { TEST_CARDS, TEST_PHONE_NUMBERS } from '../api/sandboxTestNumbers';
import { credentialHeaders, TEST_NOW, TEST_ORIGIN, setupSandboxServer } from './testServer';

const env = setupSandboxServer();

interface Call {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send no credentials. */
  anonymous?: boolean;
}

async function call(method: 'GET' | 'POST', path: string, { body, headers, anonymous }: Call = {}) {
  const response = await fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(anonymous ? {} : credentialHeaders),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

const balance = async () =>
  BalanceResponseSchema.parse((await call('GET', '/api/v1/transaction/get-balance')).json).data
    .availableBalance;

const payIn = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  call('POST', '/api/v1/transaction/pay-in-method', {
    body: {
      amount: 100,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
      ...overrides,
    },
    headers,
  });

const payout = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  call('POST', '/api/v1/transfer/create', {
    body: {
      amount: 200,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
      ...overrides,
    },
    headers,
  });

describe('credentials', () => {
  it('answers 401 with a body naming the missing headers', async () => {
    const { status, json } = await call('GET', '/api/v1/transfer', { anonymous: true });
    expect(status).toBe(401);
    expect(json.code).toBe('UNAUTHORIZED');
    expect(json.data.title).toMatch(
      /^Identifiants manquants : x-api-key, X-API-TOKEN, Authorization/,
    );
  });

  it('answers 401 naming the credential that is wrong', async () => {
    const { status, json } = await call('GET', '/api/v1/transfer', {
      headers: { 'X-API-TOKEN': 'yt_wrong' },
    });
    expect(status).toBe(401);
    expect(json.data.title).toBe(
      'Identifiants refusés : X-API-TOKEN ne correspond pas au compte du bac à sable.',
    );
  });

  it('accepts another set of credentials when the sandbox is configured with it', async () => {
    const own = createSandbox({ credentials: { apiKey: 'k', apiToken: 't', jwt: 'j' } });
    env.server.use(...own.handlers);
    expect((await call('GET', '/api/v1/transfer')).status).toBe(401);
    const { status } = await call('GET', '/api/v1/transfer', {
      headers: { 'x-api-key': 'k', 'X-API-TOKEN': 't', Authorization: 'Bearer j' },
    });
    expect(status).toBe(200);
  });
});

describe('validation (400, French data.title)', () => {
  it.each([
    [{ amount: -5 }, 'amount', 'Le montant (amount) doit être supérieur à zéro ; reçu : -5.'],
    [
      { amount: 'cent' },
      'amount',
      'Le montant (amount) doit être un nombre, par exemple 5000 ; reçu : « cent ».',
    ],
    [{ amount: undefined }, 'amount', 'Le montant (amount) est obligatoire.'],
    [{ paymentMethod: 'PAYPAL' }, 'paymentMethod', 'Moyen de paiement inconnu : « PAYPAL ».'],
    [
      { phoneNumber: '12345' },
      'phoneNumber',
      "Le numéro « 12345 » n'est pas un numéro mobile valide au Sénégal : 9 chiffres commençant par 70, 75, 76, 77 ou 78",
    ],
    [
      { phoneNumber: 770000001 },
      'phoneNumber',
      'Le champ phoneNumber doit être une chaîne de caractères',
    ],
    [
      { currency: 'XAF' },
      'currency',
      'La devise « XAF » ne correspond pas à Wave (WAVESN), qui fonctionne en XOF.',
    ],
    [
      { prefixPhone: '225' },
      'prefixPhone',
      "L'indicatif « 225 » ne correspond pas à Wave (WAVESN), disponible au Sénégal (+221).",
    ],
    [{ country: 'CI' }, 'country', 'Le pays « CI » ne correspond pas à Wave (WAVESN)'],
    [
      { paymentMethod: 'OMSN' },
      'codeOtp',
      'Code OTP manquant pour Orange Money. Composez le #144#391#',
    ],
    [
      { paymentMethod: 'OMSN', codeOtp: '12' },
      'codeOtp',
      'Le code OTP doit compter de 4 à 6 chiffres',
    ],
  ])('pay-in %j is refused on %s', async (overrides, field, title) => {
    const { status, json } = await payIn(overrides);
    expect(status).toBe(400);
    expect(json.code).toBe('BAD_REQUEST');
    expect(json.data.field).toBe(field);
    expect(json.data.title.startsWith(title)).toBe(true);
  });

  it('refuses a body that is not JSON', async () => {
    const { status, json } = await call('POST', '/api/v1/transfer/create', { body: '{amount: 1' });
    expect(status).toBe(400);
    expect(json.data.title).toBe("Le corps de la requête n'est pas du JSON valide.");
  });

  it('checks phone numbers against the country of the method', async () => {
    const ok = await payIn({
      paymentMethod: 'MOMOCM',
      currency: 'XAF',
      prefixPhone: '237',
      phoneNumber: '600000001',
    });
    expect(ok.status).toBe(200);
    const refused = await payIn({
      paymentMethod: 'MOMOCM',
      currency: 'XAF',
      prefixPhone: '237',
      phoneNumber: '700000001',
    });
    expect(refused.json.data.title).toContain('au Cameroun : 9 chiffres commençant par 6');
  });

  it('names the faulty recipient of a mass payout', async () => {
    const item = {
      name: 'Ndiaye',
      surname: 'Awa',
      email: 'awa@example.sn',
      amount: 200,
      currency: 'XOF',
      phone: '770000001',
      prefix: '221',
      paiement_method: 'WAVESN',
    };
    const { status, json } = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [item, { ...item, email: 'awa-at-example' }] },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      title: "Bénéficiaire n° 2 : l'adresse e-mail « awa-at-example » n'est pas valide.",
      field: 'payOutMassList[1].email',
    });
    const empty = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [] },
    });
    expect(empty.json.data.title).toBe(
      'La liste payOutMassList doit contenir au moins un bénéficiaire.',
    );
  });
});

describe('test phone numbers', () => {
  it('success: credits the pay-in after fees (100 → 98)', async () => {
    const before = await balance();
    const { json } = await payIn();
    const answer = MobilePayInResponseSchema.parse(json);
    expect(answer.state).toBe('SUCCESS');
    expect(answer.data.paymentMessage).toBe('PAYMENT_SUCCESS');
    expect(answer.data.type).toBe('PUSH');
    expect(await balance()).toBe(before + 98);
    const list = TransactionListResponseSchema.parse(
      (await call('GET', '/api/v1/transaction/pay-in')).json,
    );
    expect(list.data[0]).toMatchObject({
      transactionId: answer.data.paymentTransactionId,
      amount: 100,
      realAmount: 98,
      status: 'SUCCESS',
    });
  });

  it('rejected: REJECTED with the operator text, balance untouched', async () => {
    const before = await balance();
    const answer = MobilePayInResponseSchema.parse(
      (await payIn({ phoneNumber: TEST_PHONE_NUMBERS.rejected })).json,
    );
    expect(answer.state).toBe('REJECTED');
    expect(answer.data.comment).toBe('Unable to process payment at this time. Try again later.');
    expect(await balance()).toBe(before);
  });

  it('pending: stays PENDING however often the status is asked', async () => {
    const answer = MobilePayInResponseSchema.parse(
      (await payIn({ phoneNumber: TEST_PHONE_NUMBERS.pending })).json,
    );
    expect(answer.state).toBe('PENDING');
    for (let i = 0; i < 3; i += 1) {
      const status = TransactionStatusResponseSchema.parse(
        (await call('GET', `/api/v1/transaction/status/${answer.data.paymentTransactionId}`)).json,
      );
      expect(status.data.status).toBe('PENDING');
    }
  });

  it('otpRequired: asks a code even from Wave, then succeeds with it (type OTP)', async () => {
    const without = await payIn({ phoneNumber: TEST_PHONE_NUMBERS.otpRequired });
    expect(without.status).toBe(400);
    expect(without.json.data.field).toBe('codeOtp');
    const answer = MobilePayInResponseSchema.parse(
      (await payIn({ phoneNumber: TEST_PHONE_NUMBERS.otpRequired, codeOtp: '482913' })).json,
    );
    expect(answer.state).toBe('SUCCESS');
    expect(answer.data.type).toBe('OTP');
  });

  it("insufficientBalance: the payer's wallet on a pay-in, the merchant's balance on a payout", async () => {
    const answer = MobilePayInResponseSchema.parse(
      (await payIn({ phoneNumber: TEST_PHONE_NUMBERS.insufficientBalance })).json,
    );
    expect(answer.state).toBe('REJECTED');
    expect(answer.data.paymentMessage).toBe('INSUFFICIENT_BALANCE');
    const refused = await payout({ phoneNumber: TEST_PHONE_NUMBERS.insufficientBalance });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('works by the last 7 digits in every country', async () => {
    const answer = MobilePayInResponseSchema.parse(
      (
        await payIn({
          paymentMethod: 'MOMOCI',
          prefixPhone: '225',
          phoneNumber: '0500000002',
        })
      ).json,
    );
    expect(answer.state).toBe('REJECTED');
  });
});

describe('state', () => {
  it('a payout costs amount plus 2 % (200 → 204) and joins the list', async () => {
    const before = await balance();
    const created = PayoutResponseSchema.parse((await payout()).json).data;
    expect(created).toMatchObject({
      amount: 200,
      realAmount: 204,
      status: 'SUCCESS',
      currency: 'XOF',
    });
    expect(await balance()).toBe(before - 204);
    const list = PayoutListResponseSchema.parse((await call('GET', '/api/v1/transfer')).json);
    expect(list.message).toBe('Transfer List of merchant');
    expect(list.data[0]?.id).toBe(created.id);
  });

  it('refuses a payout above the balance and says how much is there', async () => {
    env.sandbox.state.balance = 150;
    const { status, json } = await payout();
    expect(status).toBe(400);
    expect(json.data.title).toMatch(
      /^Solde insuffisant : l'opération coûte 204 XOF, le solde disponible est de 150 XOF\.$/,
    );
    expect(await balance()).toBe(150);
  });

  it('a mass payout debits every recipient but the rejected ones', async () => {
    const before = await balance();
    const item = (phone: string, amount: number) => ({
      name: 'Diop',
      surname: 'Moussa',
      email: 'moussa.diop@example.sn',
      amount,
      currency: 'XOF',
      phone,
      prefix: '221',
      paiement_method: 'WAVESN',
    });
    const answer = MassPayoutResponseSchema.parse(
      (
        await call('POST', '/api/v1/pay-out-mass/create', {
          body: {
            payOutMassList: [item('770000001', 200), item(TEST_PHONE_NUMBERS.rejected, 300)],
          },
        })
      ).json,
    );
    expect(answer.message).toBe('Multiple payouts with success');
    expect(answer.data.amount).toBe(500);
    expect(answer.data.recipients.map((r) => [r.realAmount, r.status])).toEqual([
      [204, 'SUCCESS'],
      [306, 'REJECTED'],
    ]);
    expect(await balance()).toBe(before - 204);
    const list = await call('GET', '/api/v1/pay-out-mass');
    expect(list.json.message).toBe('Payout Out Mass List');
    expect(list.json.data[0].id).toBe(answer.data.id);
  });

  it('a payment link is a pending pay-in until its payer pays, then credits the balance', async () => {
    const before = await balance();
    const created = PaymentLinkResponseSchema.parse(
      (
        await call('POST', '/api/v1/transaction/pay-in-url', {
          body: { amount: 45000, country: 'SN', currency: 'XOF', product: 'Boubou brodé' },
        })
      ).json,
    ).data;
    expect(created.urlPayIn).toBe(`${TEST_ORIGIN}/paiement/${created.token}`);
    const pending = TransactionListResponseSchema.parse(
      (await call('GET', '/api/v1/transaction/pay-in')).json,
    ).data[0];
    expect(pending).toMatchObject({
      status: 'PENDING',
      token: created.token,
      payUrl: created.urlPayIn,
    });

    const link = `/api/v1/transaction/pay-in-url/${created.token}`;
    const details = PaymentLinkDetailsResponseSchema.parse(
      (await call('GET', link, { anonymous: true })).json,
    );
    expect(details.data).toMatchObject({
      product: 'Boubou brodé',
      amount: 45000,
      status: 'PENDING',
    });

    const payer = { paymentMethod: 'WAVESN', prefixPhone: '221', phoneNumber: '770000001' };
    const rejected = await call('POST', link, {
      anonymous: true,
      body: { ...payer, phoneNumber: TEST_PHONE_NUMBERS.rejected },
    });
    expect(rejected.json.state).toBe('REJECTED');
    const paid = MobilePayInResponseSchema.parse(
      (await call('POST', link, { anonymous: true, body: payer })).json,
    );
    expect(paid.state).toBe('SUCCESS');
    expect(await balance()).toBe(before + 44100);
    const again = await call('POST', link, { anonymous: true, body: payer });
    expect(again.status).toBe(409);
    expect(again.json.data.title).toBe('Ce lien a déjà été payé.');
  });

  it('lets the payer of a link read its methods and its own payment status, nothing else', async () => {
    const created = PaymentLinkResponseSchema.parse(
      (
        await call('POST', '/api/v1/transaction/pay-in-url', {
          body: { amount: 1500, country: 'CI', currency: 'XOF', product: 'Attiéké' },
        })
      ).json,
    ).data;
    const link = `/api/v1/transaction/pay-in-url/${created.token}`;
    const methods = await call('GET', `${link}/payment-method/all`, { anonymous: true });
    expect(methods.status).toBe(200);
    expect(methods.json.data.map((group: { country: string }) => group.country)).toEqual(['CI']);

    const paid = MobilePayInResponseSchema.parse(
      (
        await call('POST', link, {
          anonymous: true,
          body: {
            paymentMethod: 'OMCI',
            prefixPhone: '225',
            phoneNumber: '0700000001',
            codeOtp: '123456',
          },
        })
      ).json,
    );
    const id = paid.data.paymentTransactionId;
    const status = TransactionStatusResponseSchema.parse(
      (await call('GET', `${link}/status/${id}`, { anonymous: true })).json,
    );
    expect(status.data).toMatchObject({ transactionId: id, status: 'SUCCESS', codeOTP: null });
    expect((await call('GET', `${link}/status/YN-PI-000001`, { anonymous: true })).status).toBe(
      404,
    );
    expect(
      (await call('GET', '/api/v1/transaction/pay-in-url/pl_inconnu/payment-method/all')).status,
    ).toBe(404);
  });

  it('charges cards by test number', async () => {
    const card = (cardNumber: string) =>
      call('POST', '/api/v1/transaction/pay-in-card', {
        body: {
          amount: 1000,
          currency: 'XOF',
          cardNumber,
          customerFirstName: 'Awa',
          customerLastName: 'Ndiaye',
          cardExpirationMonth: '09',
          cardExpirationYear: '2030',
          cardCv: '123',
        },
      });
    const accepted = await card(TEST_CARDS.success);
    expect([accepted.status, accepted.json.code, accepted.json.data.status]).toEqual([
      200,
      'OK',
      'SUCCESS',
    ]);
    // A decline is never an OK: each reason has its own code, and the record shows it.
    const declined = await card(TEST_CARDS.rejected);
    const noFunds = await card(TEST_CARDS.insufficientBalance);
    expect([declined.status, declined.json.code]).toEqual([402, 'CARD_DECLINED']);
    expect([noFunds.status, noFunds.json.code]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    expect(declined.json.data.title).toMatch(/^Paiement refusé par la banque/);
    expect(noFunds.json.data.title).toMatch(/^Provision insuffisante/);
    for (const { json } of [declined, noFunds]) {
      expect(json.data.field).toBe('cardNumber');
      const status = await call('GET', `/api/v1/transaction/status/${json.data.transactionId}`);
      expect(status.json.data.status).toBe('REJECTED');
    }
    const invalid = await card('4242424242424241');
    expect(invalid.json.data.title).toBe("Le numéro de carte (cardNumber) n'est pas valide.");
  });

  it('gives each sandbox its own state', async () => {
    await payout();
    const other = createSandbox();
    expect(other.state.payouts).toHaveLength(1);
    expect(env.sandbox.state.payouts).toHaveLength(2);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the first answer and moves money once', async () => {
    const before = await balance();
    const first = await payout({}, { 'Idempotency-Key': 'action-1' });
    const second = await payout({}, { 'Idempotency-Key': 'action-1' });
    expect(second.json).toEqual(first.json);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await balance()).toBe(before - 204);
  });

  it('refuses a key reused for another request', async () => {
    await payout({}, { 'Idempotency-Key': 'action-2' });
    const { status, json } = await payout({ amount: 300 }, { 'Idempotency-Key': 'action-2' });
    expect(status).toBe(422);
    expect(json.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('treats different keys as different operations', async () => {
    const before = await balance();
    await payout({}, { 'Idempotency-Key': 'a' });
    await payout({}, { 'Idempotency-Key': 'b' });
    expect(await balance()).toBe(before - 408);
  });
});

describe('scenario switch', () => {
  const path = '/api/v1/transfer';

  it.each([
    ['unauthorized', 401],
    ['forbidden', 403],
    ['serverError', 500],
    ['notModified', 304],
    ['noContent', 204],
  ] as const)(
    '%s answers %i, by header, by switch and by named handler',
    async (scenario, status) => {
      expect(
        (await call('GET', path, { headers: { 'X-Sandbox-Scenario': scenario } })).status,
      ).toBe(status);

      env.sandbox.scenarios.set(scenario, ['listPayouts']);
      expect((await call('GET', path)).status).toBe(status);
      expect((await call('GET', '/api/v1/pay-out-mass')).status).toBe(200);
      env.sandbox.scenarios.clear();
      expect((await call('GET', path)).status).toBe(200);

      env.server.use(env.sandbox.transferHandlers.list[scenario]);
      expect((await call('GET', path)).status).toBe(status);
    },
  );

  it('gives error scenarios a body with a French title', async () => {
    const { json } = await call('GET', path, { headers: { 'X-Sandbox-Scenario': 'forbidden' } });
    expect(json).toEqual({
      code: 'FORBIDDEN',
      message: 'Forbidden',
      data: { title: "Ce compte marchand n'a pas accès à cette opération." },
      requestId: expect.stringMatching(/^req_[0-9a-f]{32}$/),
    });
  });

  it('networkError fails the request itself', async () => {
    env.sandbox.scenarios.set('networkError');
    await expect(call('GET', path)).rejects.toThrow(TypeError);
  });

  it('malformed answers 200 with a body no schema accepts', async () => {
    env.server.use(env.sandbox.transactionHandlers.balance.malformed);
    const { status, json } = await call('GET', '/api/v1/transaction/get-balance');
    expect(status).toBe(200);
    expect(BalanceResponseSchema.safeParse(json).success).toBe(false);
  });

  it('delayed waits, then answers normally', async () => {
    const started = performance.now();
    const { status } = await call('GET', path, {
      headers: { 'X-Sandbox-Scenario': 'delayed', 'X-Sandbox-Delay': '120' },
    });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('refuses an unknown scenario and lists the known ones', async () => {
    const { status, json } = await call('GET', path, {
      headers: { 'X-Sandbox-Scenario': 'chaos' },
    });
    expect(status).toBe(400);
    expect(json.data.title).toBe(
      'Scénario inconnu : « chaos ». Scénarios disponibles : none, unauthorized, forbidden, serverError, notModified, noContent, networkError, delayed, malformed, rateLimited.',
    );
  });
});

/** The body's JSON with `amount` written as is: -0 and 1e999 have no JSON.stringify of their own. */
const withAmount = (raw: string, rest: Record<string, unknown>) =>
  `{"amount":${raw},${JSON.stringify(rest).slice(1)}`;

const moneyRoutes = {
  payInMobile: {
    path: '/api/v1/transaction/pay-in-method',
    rest: {
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
    },
  },
  payInCard: {
    path: '/api/v1/transaction/pay-in-card',
    rest: {
      currency: 'XOF',
      cardNumber: TEST_CARDS.success,
      customerFirstName: 'Awa',
      customerLastName: 'Ndiaye',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
    },
  },
  createPaymentLink: {
    path: '/api/v1/transaction/pay-in-url',
    rest: { country: 'SN', currency: 'XOF', product: 'Boubou brodé' },
  },
  createPayout: {
    path: '/api/v1/transfer/create',
    rest: {
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: TEST_PHONE_NUMBERS.success,
    },
  },
} as const;

const recipient = {
  name: 'Diop',
  surname: 'Moussa',
  email: 'moussa.diop@example.sn',
  currency: 'XOF',
  phone: '770000001',
  prefix: '221',
  paiement_method: 'WAVESN',
};

/** After any hostile request: the balance is a finite number and every list still parses. */
async function expectSaneState() {
  const money = await balance();
  expect(Number.isFinite(money)).toBe(true);
  expect(money).toBeGreaterThanOrEqual(0);
  expect(money).toBeLessThanOrEqual(MAX_BALANCE);
  TransactionListResponseSchema.parse((await call('GET', '/api/v1/transaction/pay-in')).json);
  PayoutListResponseSchema.parse((await call('GET', '/api/v1/transfer')).json);
  MassPayoutListResponseSchema.parse((await call('GET', '/api/v1/pay-out-mass')).json);
}

/** Titles group digits with narrow no-break spaces, the French way. */
const plain = (title: string) => title.replace(/\u202f/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('money where it enters', () => {
  const refusals = [
    ['1e308', 'ne peut dépasser 100 000 000 XOF ; reçu : 1e+308.'],
    ['1e999', 'ne peut dépasser 100 000 000 XOF ; reçu : Infinity.'],
    [String(2 ** 53 + 1), 'ne peut dépasser 100 000 000 XOF'],
    ['100000001', 'ne peut dépasser 100 000 000 XOF ; reçu : 100000001.'],
    ['-0', 'doit être supérieur à zéro ; reçu : -0.'],
    ['0', 'doit être supérieur à zéro ; reçu : 0.'],
    ['-5', 'doit être supérieur à zéro ; reçu : -5.'],
    ['0.001', "doit être un nombre entier de XOF, qui n'a pas de centimes ; reçu : 0.001."],
    ['2500.5', "doit être un nombre entier de XOF, qui n'a pas de centimes ; reçu : 2500.5."],
    ['"5000"', 'doit être un nombre, par exemple 5000 ; reçu : « 5000 ».'],
    ['"NaN"', 'doit être un nombre, par exemple 5000 ; reçu : « NaN ».'],
    ['"Infinity"', 'doit être un nombre, par exemple 5000 ; reçu : « Infinity ».'],
    ['[1]', 'doit être un nombre, par exemple 5000 ; reçu : « [1] ».'],
    ['{"valueOf":1}', 'doit être un nombre'],
    ['true', 'doit être un nombre'],
  ] as const;

  it.each(
    Object.entries(moneyRoutes).flatMap(([id, route]) =>
      refusals.map(([raw, title]) => [id, raw, route, title] as const),
    ),
  )('%s refuses the amount %s with a 400 naming it', async (_id, raw, route, title) => {
    const before = await balance();
    const { status, json } = await call('POST', route.path, {
      body: withAmount(raw, route.rest),
      headers: { 'Idempotency-Key': `money-${raw}` },
    });
    expect(status).toBe(400);
    expect(json.code).toBe('BAD_REQUEST');
    expect(json.data.field).toBe('amount');
    expect(plain(json.data.title)).toMatch(new RegExp(`^Le montant \\(amount\\) ${escape(title)}`));
    expect(await balance()).toBe(before);
    await expectSaneState();
  });

  it.each(refusals)('a mass payout refuses a recipient amount of %s', async (raw, title) => {
    const body = `{"payOutMassList":[${JSON.stringify({ ...recipient, amount: 200 })},${withAmount(raw, recipient)}]}`;
    const { status, json } = await call('POST', '/api/v1/pay-out-mass/create', { body });
    expect(status).toBe(400);
    expect(json.data.field).toBe('payOutMassList[1].amount');
    expect(plain(json.data.title)).toMatch(
      new RegExp(`^Bénéficiaire n° 2 : le montant \\(amount\\) ${escape(title)}`),
    );
    await expectSaneState();
  });

  it('wants whole francs in XAF and GNF too, and takes the maximum itself', async () => {
    const cameroon = {
      paymentMethod: 'MOMOCM',
      currency: 'XAF',
      prefixPhone: '237',
      phoneNumber: '600000001',
    };
    const guinea = {
      paymentMethod: 'MOMOGN',
      currency: 'GNF',
      prefixPhone: '224',
      phoneNumber: '600000001',
    };
    for (const [rest, currency] of [
      [cameroon, 'XAF'],
      [guinea, 'GNF'],
    ] as const) {
      const refused = await payIn({ ...rest, amount: 0.5 });
      expect(refused.status).toBe(400);
      expect(refused.json.data.title).toContain(`doit être un nombre entier de ${currency}`);
      expect((await payIn({ ...rest, amount: 5000 })).status).toBe(200);
    }
    expect((await payIn({ amount: MAX_AMOUNT })).status).toBe(200);
    const link = await call('POST', '/api/v1/transaction/pay-in-url', {
      body: { amount: 0.5, country: 'GN', currency: 'GNF', product: 'Riz' },
    });
    expect(link.json.data).toEqual({
      title: expect.stringContaining('doit être un nombre entier de GNF'),
      field: 'amount',
    });
  });

  it('keeps the balance finite and exact: it stops growing at MAX_BALANCE', async () => {
    env.sandbox.state.balance = MAX_BALANCE - 10;
    for (let i = 0; i < 3; i += 1) expect((await payIn({ amount: MAX_AMOUNT })).status).toBe(200);
    expect(await balance()).toBe(MAX_BALANCE);
    expect(() => createSandbox({ balance: Infinity })).toThrow(RangeError);
    expect(() => createSandbox({ balance: Number.NaN })).toThrow(RangeError);
  });

  it('quotes a refused value only in part', async () => {
    const { json } = await payIn({ amount: 'x'.repeat(100_000) });
    expect(json.data.title).toBe(
      `Le montant (amount) doit être un nombre, par exemple 5000 ; reçu : « ${'x'.repeat(40)}… ».`,
    );
  });
});

describe('text fields have a maximum length', () => {
  const over = (field: string) => 'a'.repeat(maxLengthOf(field) + 1);

  it.each([
    ['payInMobile', 'description'],
    ['payInMobile', 'idClient'],
    ['payInMobile', 'Ipn'],
    ['payInMobile', 'metadata'],
    ['payInMobile', 'paymentMethod'],
    ['payInMobile', 'phoneNumber'],
    ['payInMobile', 'currency'],
    ['payInCard', 'customerFirstName'],
    ['payInCard', 'customerLastName'],
    ['payInCard', 'notifyUrl'],
    ['payInCard', 'cardExpirationMonth'],
    ['createPaymentLink', 'product'],
    ['createPaymentLink', 'idClient'],
    ['createPaymentLink', 'ipn'],
    ['createPayout', 'description'],
    ['createPayout', 'ipn'],
    ['createPayout', 'metadata'],
  ] as const)('%s refuses an overlong %s, naming it', async (id, field) => {
    const before = await balance();
    const route = moneyRoutes[id];
    const { status, json } = await call('POST', route.path, {
      body: { amount: 1000, ...route.rest, [field]: over(field) },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      title: `Le champ ${field} compte au plus ${maxLengthOf(field)} caractères ; reçu : ${maxLengthOf(field) + 1}.`,
      field,
    });
    expect(await balance()).toBe(before);
    await expectSaneState();
  });

  it('names the limits of a payout account and of a recipient', async () => {
    const contact = {
      prefix: '221',
      phone: '770000009',
      name: 'Ndiaye',
      surname: 'Awa',
      email: 'awa@example.sn',
    };
    for (const field of ['name', 'surname', 'email'] as const) {
      const { json } = await call('POST', '/api/v1/transfer/contact/add', {
        body: { ...contact, [field]: over(field) },
      });
      expect(json.data.field).toBe(field);
    }
    const { json } = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [{ ...recipient, amount: 200, surname: over('surname') }] },
    });
    expect(json.data).toEqual({
      title: 'Bénéficiaire n° 1 : le champ surname compte au plus 100 caractères ; reçu : 101.',
      field: 'payOutMassList[0].surname',
    });
  });

  it('takes a field at its limit, and refuses a list of more than 500 recipients', async () => {
    const product = 'p'.repeat(MAX_LENGTH.product);
    const created = await call('POST', '/api/v1/transaction/pay-in-url', {
      body: { amount: 1000, country: 'SN', currency: 'XOF', product },
    });
    expect(created.status).toBe(200);
    const list = Array.from({ length: MASS_PAYOUT_MAX_RECIPIENTS + 1 }, () => ({
      ...recipient,
      amount: 1,
    }));
    const { status, json } = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: list },
    });
    expect(status).toBe(400);
    expect(json.data.field).toBe('payOutMassList');
  });
});

describe('idempotency, as Stripe does it', () => {
  it('replays a body whose keys come in another order and another spacing', async () => {
    const before = await balance();
    const headers = { 'Idempotency-Key': 'order-1' };
    const first = await call('POST', '/api/v1/transfer/create', {
      body: '{"amount":200,"currency":"XOF","paymentMethod":"WAVESN","prefixPhone":"221","phoneNumber":"770000001"}',
      headers,
    });
    const again = await call('POST', '/api/v1/transfer/create', {
      body: '{ "phoneNumber": "770000001",\n  "prefixPhone": "221", "paymentMethod": "WAVESN", "currency": "XOF", "amount": 200.0 }',
      headers,
    });
    expect(first.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await balance()).toBe(before - 204);
  });

  it('sorts keys at every level: the recipients of a mass payout too', async () => {
    const headers = { 'Idempotency-Key': 'order-2' };
    const item = { ...recipient, amount: 200 };
    const reversed = Object.fromEntries(Object.entries(item).reverse());
    const first = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [item] },
      headers,
    });
    const again = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [reversed] },
      headers,
    });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.json).toEqual(first.json);
    // The order of a list is its meaning: another order is another request.
    const other = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [item, { ...item, amount: 300 }] },
      headers: { 'Idempotency-Key': 'order-3' },
    });
    const swapped = await call('POST', '/api/v1/pay-out-mass/create', {
      body: { payOutMassList: [{ ...item, amount: 300 }, item] },
      headers: { 'Idempotency-Key': 'order-3' },
    });
    expect(other.status).toBe(200);
    expect(swapped.status).toBe(422);
  });

  it('keeps no answer for a refused request: fixed, the same key goes through once', async () => {
    const before = await balance();
    const headers = { 'Idempotency-Key': 'fix-and-retry' };
    const refused = await payout({ amount: -200 }, headers);
    expect(refused.status).toBe(400);
    const fixed = await payout({}, headers);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get(REPLAYED_HEADER)).toBeNull();
    const again = await payout({}, headers);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await balance()).toBe(before - 204);
  });

  it('forgets a key after 24 hours', async () => {
    let clock = TEST_NOW;
    const own = createSandbox({ now: () => clock, publicOrigin: TEST_ORIGIN });
    env.server.use(...own.handlers);
    const headers = { 'Idempotency-Key': 'a-day' };
    const first = PayoutResponseSchema.parse((await payout({}, headers)).json).data;
    clock += IDEMPOTENCY_TTL_MS - 1;
    const replayed = await payout({}, headers);
    expect(replayed.headers.get(REPLAYED_HEADER)).toBe('true');
    clock += 1;
    const later = await payout({}, headers);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(PayoutResponseSchema.parse(later.json).data.id).toBe(first.id + 1);
  });

  it('moves money once for two concurrent requests with one key', async () => {
    const before = await balance();
    const headers = { 'Idempotency-Key': 'concurrent' };
    const answers = await Promise.all([payout({}, headers), payout({}, headers)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(1);
    expect(await balance()).toBe(before - 204);
  });

  it('refuses a body nested deeper than MAX_JSON_DEPTH, and takes one at the limit', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    for (const depth of [MAX_JSON_DEPTH, 100_000]) {
      const body = `{"amount":200,"currency":"XOF","paymentMethod":"WAVESN","prefixPhone":"221","phoneNumber":"770000001","extra":${nested(depth)}}`;
      const { status, json } = await call('POST', '/api/v1/transfer/create', {
        body,
        headers: { 'Idempotency-Key': `deep-${depth}` },
      });
      expect(status).toBe(400);
      expect(json.data.title).toBe(
        `Le corps de la requête imbrique plus de ${MAX_JSON_DEPTH} niveaux d'objets ou de listes.`,
      );
    }
    const atLimit = `{"amount":200,"currency":"XOF","paymentMethod":"WAVESN","prefixPhone":"221","phoneNumber":"770000001","extra":${nested(MAX_JSON_DEPTH - 1)}}`;
    const { status } = await call('POST', '/api/v1/transfer/create', {
      body: atLimit,
      headers: { 'Idempotency-Key': 'deep-ok' },
    });
    expect(status).toBe(200);
    await expectSaneState();
  });
});

describe('scenario headers wait for the credentials', () => {
  it.each([
    [{ 'X-Sandbox-Scenario': 'serverError' }],
    [{ 'X-Sandbox-Scenario': 'networkError' }],
    [{ 'X-Sandbox-Scenario': 'malformed' }],
    [{ 'X-Sandbox-Scenario': 'chaos' }],
    [{ 'X-Sandbox-Scenario': 'delayed', 'X-Sandbox-Delay': '30000' }],
    [{ 'X-Sandbox-Delay': '30000' }],
  ])('%j without credentials is a 401 at once', async (headers) => {
    const started = performance.now();
    const { status, json } = await call('GET', '/api/v1/transfer', { anonymous: true, headers });
    expect(status).toBe(401);
    expect(json.data.title).toMatch(/^Identifiants manquants/);
    expect(performance.now() - started).toBeLessThan(1000);
    const wrong = await call('POST', '/api/v1/transfer/create', {
      headers: { ...headers, 'X-API-TOKEN': 'yt_wrong' },
      body: {},
    });
    expect(wrong.status).toBe(401);
  });

  it("apply on the payer's public calls, which carry no credentials", async () => {
    const { token } = PaymentLinkResponseSchema.parse(
      (
        await call('POST', '/api/v1/transaction/pay-in-url', {
          body: { amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' },
        })
      ).json,
    ).data;
    const link = `/api/v1/transaction/pay-in-url/${token}`;
    const forced = await call('GET', link, {
      anonymous: true,
      headers: { 'X-Sandbox-Scenario': 'serverError' },
    });
    expect(forced.status).toBe(500);
    const unknown = await call('GET', link, {
      anonymous: true,
      headers: { 'X-Sandbox-Scenario': 'chaos' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('payment links', () => {
  it('point at the configured public origin, whatever origin the request named', async () => {
    const response = await fetch('https://evil.example/api/v1/transaction/pay-in-url', {
      method: 'POST',
      headers: {
        ...credentialHeaders,
        'Content-Type': 'application/json',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'http',
      },
      body: JSON.stringify({ amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' }),
    });
    const text = await response.text();
    expect(text).not.toContain('evil');
    const { data } = PaymentLinkResponseSchema.parse(JSON.parse(text));
    expect(data.urlPayIn).toBe(`${TEST_ORIGIN}/paiement/${data.token}`);
  });

  it('carry a token of 130 random bits, another in each sandbox and after each restart', () => {
    const tokens = Array.from({ length: 20 }, () => createSandbox().state.token('pl'));
    for (const token of tokens) expect(token).toMatch(/^pl_[0-9A-Za-z]{22}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 22 characters drawn from 62: log2(62) × 22 ≈ 131 bits.
    expect(Math.log2(62) * 22).toBeGreaterThanOrEqual(128);
  });

  it('repeat their tokens only with a seeded generator given on purpose', () => {
    const a = createSandbox({ random: seededRandom(7) }).state.token('pl');
    const b = createSandbox({ random: seededRandom(7) }).state.token('pl');
    expect(a).toBe(b);
    expect(a).toMatch(/^pl_[0-9A-Za-z]{22}$/);
  });

  it('tell the hosted page which merchant origins may frame it', async () => {
    const own = createSandbox({
      publicOrigin: TEST_ORIGIN,
      merchantOrigins: ['https://boutique-teranga.example/checkout', 'http://localhost:3000'],
    });
    env.server.use(...own.handlers);
    const { token } = PaymentLinkResponseSchema.parse(
      (
        await call('POST', '/api/v1/transaction/pay-in-url', {
          body: { amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' },
        })
      ).json,
    ).data;
    const details = PaymentLinkDetailsResponseSchema.parse(
      (await call('GET', `/api/v1/transaction/pay-in-url/${token}`, { anonymous: true })).json,
    );
    expect(details.data.merchantOrigins).toEqual([
      'https://boutique-teranga.example',
      'http://localhost:3000',
    ]);
    expect(() => createSandbox({ merchantOrigins: ['https://a.example; script-src *'] })).toThrow();
    expect(() => createSandbox({ merchantOrigins: ['javascript:alert(1)'] })).toThrow();
    expect(() => createSandbox({ publicOrigin: 'evil' })).toThrow();
  });

  it('send no merchant origins by default', async () => {
    const { token } = PaymentLinkResponseSchema.parse(
      (
        await call('POST', '/api/v1/transaction/pay-in-url', {
          body: { amount: 1000, country: 'SN', currency: 'XOF', product: 'Thé' },
        })
      ).json,
    ).data;
    const { json } = await call('GET', `/api/v1/transaction/pay-in-url/${token}`);
    expect(json.data.merchantOrigins).toEqual([]);
  });
});

describe('bounded stores', () => {
  it('keeps MAX_RECORDS links: the oldest goes with its pay-in, the samples stay', async () => {
    const samples = env.sandbox.state.transactions.length;
    // More calls than one window's quota: this test is about the stores, not the rate limit.
    env.sandbox.state.rateLimit.limit = 2 * MAX_RECORDS;
    const created: string[] = [];
    for (let i = 0; i <= MAX_RECORDS - samples; i += 1) {
      const { json } = await call('POST', '/api/v1/transaction/pay-in-url', {
        body: { amount: 1000 + i, country: 'SN', currency: 'XOF', product: `Lot ${i}` },
      });
      created.push(json.data.token);
    }
    const list = env.sandbox.state.transactions;
    expect(list).toHaveLength(MAX_RECORDS);
    expect(list.slice(-samples).every((t) => t.paymentMethod !== 'PAYMENT_LINK')).toBe(true);
    const oldest = await call('GET', `/api/v1/transaction/pay-in-url/${created[0]}`);
    expect(oldest.status).toBe(404);
    expect(env.sandbox.state.links.has(created[0]!)).toBe(false);
    const newest = await call('GET', `/api/v1/transaction/pay-in-url/${created.at(-1)}`);
    expect(newest.status).toBe(200);
    await expectSaneState();
  }, 30_000);
});
