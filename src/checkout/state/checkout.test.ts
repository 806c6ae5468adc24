import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, SchemaMismatchError } from '../../api/errors';
import type { MobilePayInResponse, PaymentLinkDetails } from '../../api/schemas';
import { checkoutCopy as copy } from '../copy';
import { planFor } from '../phonePlans';
import { buildTransaction, paymentMethodGroups } from '../../sandbox';
import {
  checkoutReducer,
  countriesOf,
  describeLoadError,
  describePayError,
  fingerprintOf,
  initialCheckout,
  outcomeOf,
  parseSaved,
  payRequest,
  phoneMessage,
  pollDelay,
  stepProblem,
  stepsOf,
  suggestedMethod,
  targetOriginOf,
  toSaved,
  type CheckoutAction,
  type CheckoutState,
  type FormFailure,
  type PayFailure,
} from './checkout';
import { formatAmount, formatPaymentDate } from '../format';

const link: PaymentLinkDetails = {
  token: 'pl-000001',
  urlPayIn: 'https://yonnee.test/paiement/pl-000001',
  businessName: 'Boutique Teranga',
  product: 'Panier de mangues',
  amount: 45_000,
  currency: 'XOF',
  country: 'SN',
  status: 'PENDING',
  createdAt: 0,
  merchantOrigins: [],
};

const run = (...actions: CheckoutAction[]) =>
  actions.reduce<CheckoutState>(checkoutReducer, initialCheckout);

/** A link of Senegal loaded with its methods (Wave, Orange Money with a code, Free Money). */
const loaded = (...actions: CheckoutAction[]) =>
  run(
    { type: 'linkLoaded', link },
    { type: 'methodsLoaded', groups: paymentMethodGroups },
    ...actions,
  );

const edit = (patch: Partial<CheckoutState['entry']>): CheckoutAction => ({ type: 'edit', patch });

const answer = (state: string, message = 'PAYMENT_SUCCESS'): MobilePayInResponse => ({
  state,
  statusCode: 200,
  data: {
    paymentDate: '2025-04-14',
    paymentTime: '10:32:07',
    paymentCode: '00',
    paymentMessage: message,
    paymentTransactionId: 'YN-PI-000001',
    paymentMethod: 'WAVESN',
    phoneNumber: '770000001',
    comment: '',
    type: 'PUSH',
    metadata: null,
  },
  timestamp: '2025-04-14T10:32:07Z',
});

const sent = (state: CheckoutState) =>
  checkoutReducer(state, { type: 'sending', attempt: { key: 'k1', fingerprint: 'f' } });

/** A failure the payer fixes in the form; anything else fails the test. */
function formFailure(failure: PayFailure): FormFailure {
  if (failure.kind !== 'form') throw new Error(`Expected a form failure, got ${failure.kind}`);
  return failure;
}

const httpError = (status: number, body: unknown = null) =>
  new HttpError(status, body, 'POST /api/v1/transaction/pay-in-url/pl-000001');

describe('pollDelay', () => {
  const timing = { firstPollMs: 2000, maxPollMs: 10_000, timeoutMs: 180_000 };
  it('backs off by half again from the first delay', () => {
    expect([0, 1, 2, 3].map((n) => pollDelay(n, timing))).toEqual([2000, 3000, 4500, 6750]);
  });
  it('never waits longer than the cap', () => {
    expect(pollDelay(4, timing)).toBe(10_000);
    expect(pollDelay(30, timing)).toBe(10_000);
  });
});

describe('loading a link', () => {
  it('opens the form on the link’s country, the only method of a country chosen for the payer', () => {
    const state = run(
      { type: 'linkLoaded', link: { ...link, country: 'TG' } },
      {
        type: 'methodsLoaded',
        groups: paymentMethodGroups.filter((g) => g.country === 'SN' || g.country === 'TG'),
      },
    );
    expect(state.screen).toEqual({ name: 'form', step: 'method', sending: false });
    expect(state.entry.country).toBe('TG');
    expect(countriesOf(state)).toEqual(['TG', 'SN']);
    // Two wallets in Togo: the payer chooses; a country with one wallet chooses it for them.
    expect(state.entry.method).toBe('');
    const wave = paymentMethodGroups[0]!.methods.find((m) => m.paymentMethod === 'WAVESN')!;
    const single = checkoutReducer(state, {
      type: 'methodsLoaded',
      groups: [{ country: 'TG', methods: [wave] }],
    });
    expect(single.entry.method).toBe('WAVESN');
  });

  it('leaves out countries whose numbers cannot be checked', () => {
    const state = run(
      { type: 'linkLoaded', link },
      {
        type: 'methodsLoaded',
        groups: [
          ...paymentMethodGroups,
          { country: 'ZZ', methods: paymentMethodGroups[0]!.methods },
        ],
      },
    );
    expect(countriesOf(state)).not.toContain('ZZ');
  });

  it('shows a paid link as paid, even when a form was saved before', () => {
    expect(run({ type: 'linkLoaded', link: { ...link, status: 'SUCCESS' } }).screen.name).toBe(
      'paid',
    );
    const saved = toSaved(loaded(edit({ method: 'WAVESN', phone: '770000001' })));
    const state = run({ type: 'linkLoaded', link: { ...link, status: 'SUCCESS' }, saved });
    expect(state.screen.name).toBe('paid');
  });

  it('tells a link that does not exist from a failure worth retrying', () => {
    expect(describeLoadError(httpError(404))).toEqual({
      notFound: true,
      message: copy.unavailable.notFound.text,
    });
    expect(describeLoadError(httpError(410)).notFound).toBe(true);
    expect(describeLoadError(httpError(503))).toEqual({
      notFound: false,
      message: copy.errors.server,
    });
    expect(describeLoadError(new NetworkError('GET', new TypeError()))).toEqual({
      notFound: false,
      message: copy.errors.offline,
    });
    expect(run({ type: 'linkFailed', notFound: true, message: '' }).screen.name).toBe('notFound');
    expect(run({ type: 'linkFailed', notFound: false, message: 'm' }).screen).toEqual({
      name: 'loadFailed',
      message: 'm',
    });
  });
});

describe('stepProblem', () => {
  it('asks for a method first', () => {
    expect(stepProblem(loaded(), 'method')).toEqual({
      field: 'method',
      message: copy.method.required,
    });
    expect(stepProblem(loaded(edit({ method: 'WAVESN' })), 'method')).toBeUndefined();
  });

  it('checks the number against the country’s plan: empty, short, wrong start', () => {
    const phone = (digits: string, country = 'SN') =>
      stepProblem(loaded(edit({ country }), edit({ phone: digits })), 'phone')?.message;
    expect(phone('')).toBe(copy.phone.empty);
    expect(phone('7700000')).toBe(copy.phone.incomplete(9));
    expect(phone('330000001')).toBe(copy.phone.invalid('SN', planFor('SN')!.leads));
    expect(phone('770000001')).toBeUndefined();
    // Côte d'Ivoire has ten digits since 2021.
    expect(phone('070000000', 'CI')).toBe(copy.phone.incomplete(10));
    expect(phone('0700000001', 'CI')).toBeUndefined();
  });

  it('wants a code of 4 to 6 digits', () => {
    const otp = (code: string) => stepProblem(loaded(edit({ otp: code })), 'otp')?.message;
    expect(otp('')).toBe(copy.otp.required);
    expect(otp('123')).toBe(copy.otp.invalid);
    expect(otp('12a4')).toBe(copy.otp.invalid);
    expect(otp('1234567')).toBe(copy.otp.invalid);
    expect(otp('1234')).toBeUndefined();
    expect(otp('123456')).toBeUndefined();
  });
});

describe('phoneMessage', () => {
  const plan = planFor('SN')!;
  it('reports a wrong start while typing, and nothing else until the payer goes on', () => {
    expect(phoneMessage('7', plan, false)).toBeUndefined();
    expect(phoneMessage('77', plan, false)).toBeUndefined();
    expect(phoneMessage('3', plan, false)).toBe(copy.phone.invalid('SN', plan.leads));
    expect(phoneMessage('79', plan, false)).toBe(copy.phone.invalid('SN', plan.leads));
    expect(phoneMessage('77', plan, true)).toBe(copy.phone.incomplete(9));
  });
});

describe('steps', () => {
  it('adds the code step for a wallet that asks one, or when the number asked one', () => {
    expect(stepsOf(loaded(edit({ method: 'WAVESN' })))).toEqual(['method', 'phone']);
    expect(stepsOf(loaded(edit({ method: 'OMSN' })))).toEqual(['method', 'phone', 'otp']);
    const asked = checkoutReducer(sent(loaded(edit({ method: 'WAVESN' }))), {
      type: 'payFailed',
      failure: formFailure(
        describePayError(httpError(400, { data: { field: 'codeOtp' } }), 'Wave', false),
      ),
    });
    expect(stepsOf(asked)).toEqual(['method', 'phone', 'otp']);
    expect(asked.screen).toEqual({ name: 'form', step: 'otp', sending: false });
    // Another wallet: the demand was about the previous one.
    expect(stepsOf(checkoutReducer(asked, edit({ method: 'FREESN' })))).toEqual([
      'method',
      'phone',
    ]);
  });

  it('forgets the method of another country', () => {
    const state = loaded(edit({ method: 'WAVESN', phone: '770000001' }), edit({ country: 'CI' }));
    expect(state.entry).toMatchObject({ country: 'CI', method: '', phone: '770000001' });
  });
});

describe('suggestedMethod', () => {
  it('suggests the wallet of the number’s network between network-bound wallets', () => {
    const state = loaded(edit({ method: 'FREESN', phone: '77' }));
    expect(suggestedMethod(state)).toMatchObject({
      network: 'Orange',
      method: { paymentMethod: 'OMSN' },
    });
    expect(suggestedMethod(loaded(edit({ method: 'FREESN', phone: '76' })))).toBeUndefined();
  });

  it('never second-guesses a wallet that takes any number', () => {
    expect(suggestedMethod(loaded(edit({ method: 'WAVESN', phone: '770000001' })))).toBeUndefined();
  });
});

describe('payRequest and fingerprintOf', () => {
  it('sends the code only when one is needed', () => {
    const wave = loaded(edit({ method: 'WAVESN', phone: '770000001', otp: '1234' }));
    expect(payRequest(wave)).toEqual({
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: '770000001',
    });
    const orange = loaded(edit({ method: 'OMSN', phone: '770000001', otp: '123456' }));
    expect(payRequest(orange).codeOtp).toBe('123456');
  });

  it('tells requests apart without keeping the code itself', () => {
    const request = { paymentMethod: 'OMSN', prefixPhone: '221', phoneNumber: '770000001' };
    const withCode = fingerprintOf({ ...request, codeOtp: '123456' });
    expect(withCode).not.toContain('123456');
    expect(withCode).not.toBe(fingerprintOf(request));
    expect(fingerprintOf({ ...request, phoneNumber: '770000002' })).not.toBe(
      fingerprintOf(request),
    );
  });
});

describe('describePayError', () => {
  it('asks for the same request again, same key, when no answer came back', () => {
    expect(describePayError(new NetworkError('POST', new TypeError()), 'Wave', false)).toEqual({
      kind: 'form',
      error: { field: 'form', message: copy.errors.offline },
      keepAttempt: true,
      step: undefined,
    });
    expect(describePayError(httpError(502), 'Wave', false)).toMatchObject({
      error: { message: copy.errors.server },
      keepAttempt: true,
    });
    expect(
      describePayError(new SchemaMismatchError('POST', [], null), 'Wave', false),
    ).toMatchObject({ error: { message: copy.errors.unreadable }, keepAttempt: true });
  });

  it('sends the payer to the field the API refused', () => {
    const refused = (field: string, codeSent = false) =>
      describePayError(httpError(400, { data: { field } }), 'Wave', codeSent);
    expect(refused('phoneNumber')).toMatchObject({
      error: { field: 'phone', message: copy.errors.phoneRefused('Wave') },
      step: 'phone',
      keepAttempt: false,
    });
    expect(refused('paymentMethod')).toMatchObject({
      error: { field: 'method', message: copy.errors.methodRefused },
      step: 'method',
    });
    expect(refused('codeOtp')).toMatchObject({
      error: { field: 'otp', message: copy.otp.askedByNumber },
      step: 'otp',
      otpAsked: true,
    });
    expect(refused('codeOtp', true)).toMatchObject({
      error: { field: 'otp', message: copy.errors.otpRefused },
    });
    expect(refused('amount')).toMatchObject({ error: { message: copy.errors.invalidRequest } });
  });

  it('tells a vanished link, a paid or busy link and a changed request apart', () => {
    expect(describePayError(httpError(404), 'Wave', false)).toEqual({ kind: 'notFound' });
    expect(describePayError(httpError(409), 'Wave', false)).toEqual({ kind: 'conflict' });
    expect(
      describePayError(httpError(422, { code: 'IDEMPOTENCY_KEY_REUSED' }), 'Wave', false),
    ).toMatchObject({ error: { message: copy.errors.changedSinceLastTry }, keepAttempt: false });
    expect(describePayError(httpError(403), 'Wave', false)).toMatchObject({
      error: { message: copy.errors.refusedAccess },
      keepAttempt: false,
    });
  });
});

describe('paying', () => {
  const ready = () =>
    sent(loaded(edit({ method: 'WAVESN', phone: '770000001' }), { type: 'goTo', step: 'phone' }));

  it('shows the receipt of an accepted payment at the operator’s time', () => {
    const state = checkoutReducer(ready(), { type: 'answered', answer: answer('SUCCESS'), at: 1 });
    expect(state.screen).toEqual({
      name: 'success',
      receipt: {
        transactionId: 'YN-PI-000001',
        paidAt: Date.UTC(2025, 3, 14, 10, 32, 7),
        method: 'WAVESN',
        country: 'SN',
        phone: '770000001',
      },
    });
    expect(state.attempt).toBeUndefined();
  });

  it('tells a lack of funds from another refusal', () => {
    const refused = checkoutReducer(ready(), {
      type: 'answered',
      answer: answer('REJECTED', 'PAYMENT_FAILED'),
      at: 1,
    });
    expect(refused.screen).toEqual({
      name: 'rejected',
      reason: 'refused',
      transactionId: 'YN-PI-000001',
    });
    const poor = checkoutReducer(ready(), {
      type: 'answered',
      answer: answer('REJECTED', 'INSUFFICIENT_BALANCE'),
      at: 1,
    });
    expect(poor.screen).toMatchObject({ reason: 'insufficientBalance' });
  });

  it('follows a pending payment to its outcome, or to the timeout, and checks again on demand', () => {
    const pending = checkoutReducer(ready(), {
      type: 'answered',
      answer: answer('PENDING', 'PAYMENT_PENDING'),
      at: 5,
    });
    expect(pending.screen).toEqual({ name: 'pending', transactionId: 'YN-PI-000001', since: 5 });
    const still = checkoutReducer(pending, {
      type: 'polled',
      transaction: buildTransaction({ status: 'PENDING' }),
      at: 6,
    });
    expect(still).toBe(pending);
    const paid = checkoutReducer(pending, {
      type: 'polled',
      transaction: buildTransaction({ status: 'SUCCESS' }),
      at: 7,
    });
    expect(paid.screen).toMatchObject({ name: 'success', receipt: { paidAt: 7 } });
    const rejected = checkoutReducer(pending, {
      type: 'polled',
      transaction: buildTransaction({ status: 'REJECTED' }),
      at: 7,
    });
    expect(rejected.screen).toMatchObject({ name: 'rejected', reason: 'refused' });
    const late = checkoutReducer(pending, { type: 'timedOut' });
    expect(late.screen).toEqual({ name: 'timeout', transactionId: 'YN-PI-000001' });
    expect(checkoutReducer(late, { type: 'checkAgain', at: 9 }).screen).toEqual({
      name: 'pending',
      transactionId: 'YN-PI-000001',
      since: 9,
    });
  });

  it('retries a refused payment from the number, with everything entered kept', () => {
    const refused = checkoutReducer(ready(), {
      type: 'answered',
      answer: answer('REJECTED', 'PAYMENT_FAILED'),
      at: 1,
    });
    const again = checkoutReducer(refused, { type: 'retry' });
    expect(again.screen).toEqual({ name: 'form', step: 'phone', sending: false });
    expect(again.entry).toMatchObject({ country: 'SN', method: 'WAVESN', phone: '770000001' });
    expect(again.attempt).toBeUndefined();
    const other = checkoutReducer(refused, { type: 'changeMethod' });
    expect(other.screen).toEqual({ name: 'form', step: 'method', sending: false });
    expect(other.entry.phone).toBe('770000001');
  });

  it('keeps the idempotency key only when the same request must be sent again', () => {
    const offline = describePayError(new NetworkError('POST', new TypeError()), 'Wave', false);
    const kept = checkoutReducer(ready(), { type: 'payFailed', failure: formFailure(offline) });
    expect(kept.attempt).toEqual({ key: 'k1', fingerprint: 'f' });
    expect(kept.screen).toEqual({ name: 'form', step: 'phone', sending: false });
    const wrongNumber = describePayError(
      httpError(400, { data: { field: 'phoneNumber' } }),
      'Wave',
      false,
    );
    const dropped = checkoutReducer(ready(), {
      type: 'payFailed',
      failure: formFailure(wrongNumber),
    });
    expect(dropped.attempt).toBeUndefined();
    expect(dropped.error?.field).toBe('phone');
  });
});

describe('toSaved and parseSaved', () => {
  it('keeps what a reload needs, never the one-time code, and never an unsent request as sending', () => {
    const state = sent(
      loaded(edit({ method: 'OMSN', phone: '770000001', otp: '123456' }), {
        type: 'goTo',
        step: 'otp',
      }),
    );
    const saved = toSaved(state)!;
    const text = JSON.stringify(saved);
    expect(text).not.toContain('123456');
    expect(saved).toEqual({
      version: 1,
      entry: { country: 'SN', method: 'OMSN', phone: '770000001' },
      screen: { name: 'form', step: 'otp', sending: false },
      attempt: { key: 'k1', fingerprint: 'f' },
      otpAsked: false,
    });
    expect(parseSaved(text)).toEqual(saved);
    // Resumed with the same key, the code to be typed again.
    const resumed = run({ type: 'linkLoaded', link, saved: parseSaved(text) });
    expect(resumed.screen).toEqual({ name: 'form', step: 'otp', sending: false });
    expect(resumed.attempt?.key).toBe('k1');
    expect(resumed.entry.otp).toBe('');
  });

  it('resumes a pending payment', () => {
    const pending = checkoutReducer(sent(loaded(edit({ method: 'WAVESN', phone: '770000001' }))), {
      type: 'answered',
      answer: answer('PENDING', 'PAYMENT_PENDING'),
      at: 5,
    });
    const saved = parseSaved(JSON.stringify(toSaved(pending)));
    expect(run({ type: 'linkLoaded', link, saved }).screen).toEqual(pending.screen);
  });

  it('saves nothing before there is something to resume', () => {
    expect(toSaved(initialCheckout)).toBeUndefined();
    expect(toSaved(run({ type: 'linkFailed', notFound: true, message: '' }))).toBeUndefined();
    expect(toSaved(run({ type: 'linkFailed', notFound: false, message: '' }))).toBeUndefined();
    expect(toSaved(run({ type: 'linkLoaded', link: { ...link, status: 'SUCCESS' } }))).toBe(
      undefined,
    );
  });

  it('ignores anything unreadable', () => {
    expect(parseSaved(null)).toBeUndefined();
    expect(parseSaved('{')).toBeUndefined();
    expect(parseSaved('{"version":2}')).toBeUndefined();
    const saved = toSaved(loaded())!;
    expect(parseSaved(JSON.stringify({ ...saved, screen: { name: 'loading' } }))).toBeUndefined();
  });
});

describe('targetOriginOf', () => {
  const allowed = ['https://shop.example', 'http://localhost:3000', 'https://a.example'];

  it('posts to the origin the merchant named, else to the page that embedded this one', () => {
    expect(targetOriginOf('?origin=https://shop.example/panier', '', allowed)).toBe(
      'https://shop.example',
    );
    expect(targetOriginOf('', 'https://shop.example/checkout?x=1', allowed)).toBe(
      'https://shop.example',
    );
    expect(targetOriginOf('?origin=https://a.example', 'https://b.example/', allowed)).toBe(
      'https://a.example',
    );
    expect(targetOriginOf('', 'http://localhost:3000/', allowed)).toBe('http://localhost:3000');
  });

  it('never posts to an origin the merchant did not register, nor to just anyone', () => {
    expect(targetOriginOf('?origin=https://evil.example', '', allowed)).toBeUndefined();
    expect(targetOriginOf('', 'https://evil.example/', allowed)).toBeUndefined();
    expect(
      targetOriginOf('?origin=https://evil.example', 'https://shop.example/', allowed),
    ).toBeUndefined();
    expect(targetOriginOf('', '', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=*', 'https://b.example/', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=javascript:alert(1)', '', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=data:text/html,x', '', allowed)).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('tells the embedding page the outcome once there is one', () => {
    const state = loaded(edit({ method: 'WAVESN', phone: '770000001' }));
    expect(outcomeOf(state)).toBeUndefined();
    const paid = checkoutReducer(sent(state), {
      type: 'answered',
      answer: answer('SUCCESS'),
      at: 1,
    });
    expect(outcomeOf(paid)).toEqual({
      type: 'yonnee:payment-outcome',
      token: 'pl-000001',
      status: 'SUCCESS',
      transactionId: 'YN-PI-000001',
      amount: 45_000,
      currency: 'XOF',
    });
    const refused = checkoutReducer(sent(state), {
      type: 'answered',
      answer: answer('REJECTED', 'PAYMENT_FAILED'),
      at: 1,
    });
    expect(outcomeOf(refused)?.status).toBe('REJECTED');
    const late = checkoutReducer(
      checkoutReducer(sent(state), { type: 'answered', answer: answer('PENDING'), at: 1 }),
      { type: 'timedOut' },
    );
    expect(outcomeOf(late)?.status).toBe('PENDING');
  });
});

describe('format', () => {
  it('writes amounts and dates the way the region does', () => {
    expect(formatAmount(45_000, 'XOF').replace(/\s/g, ' ')).toBe('45 000 F CFA');
    const at = Date.UTC(2025, 3, 14, 23, 30);
    // Dakar is on UTC, Douala an hour ahead: the receipt shows the payer's own time.
    expect(formatPaymentDate(at, 'SN')).toBe('14 avril 2025 à 23:30');
    expect(formatPaymentDate(at, 'CM')).toBe('15 avril 2025 à 00:30');
  });
});
