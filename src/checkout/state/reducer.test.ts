import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/payer';
import { buildTransaction, paymentMethodGroups } from '../../sandbox';
import { describePayError } from './errorWording';
import { checkoutReducer } from './reducer';
import { toSaved } from './resume';
import { countriesOf } from './state';
import { answer, edit, formFailure, httpError, link, loaded, run, sent } from './testCheckout';

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

  it('shows a link that does not exist, or a failure worth retrying', () => {
    expect(run({ type: 'linkFailed', notFound: true }).screen.name).toBe('notFound');
    expect(
      run({ type: 'linkFailed', notFound: false, message: { key: 'errors.server' } }).screen,
    ).toEqual({
      name: 'loadFailed',
      message: { key: 'errors.server' },
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
