import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../sandbox';
import { describeCardError } from './errorWording';
import { checkoutReducer } from './reducer';
import { toSaved } from './resume';
import { CARD_METHOD, stepsOf } from './state';
import { edit, httpError, link, loaded, run } from './testCheckout';
import { paymentMethodGroups } from '../../sandbox';
import { stepProblem } from './entry';

describe('paying by card', () => {
  it('is a method beside the wallets when the link takes cards, with a step of its own', () => {
    const state = loaded(edit({ method: CARD_METHOD }));
    expect(state.entry.method).toBe(CARD_METHOD);
    expect(stepsOf(state)).toEqual(['method', 'card']);
    expect(stepProblem(state, 'method')).toBeUndefined();
    // A link that does not take cards drops the choice, as it drops another country's wallet.
    const noCard = run(
      { type: 'linkLoaded', link: { ...link, cardPayments: false } },
      { type: 'methodsLoaded', groups: paymentMethodGroups },
      edit({ method: CARD_METHOD }),
    );
    expect(noCard.entry.method).toBe('');
    expect(stepProblem(noCard, 'method')?.field).toBe('method');
  });

  it('ends on a receipt without a number, or on the bank’s reason; another card is one press away', () => {
    const atCard = loaded(edit({ method: CARD_METHOD }), { type: 'goTo', step: 'card' });
    const sending = checkoutReducer(atCard, { type: 'cardSending' });
    expect(sending.screen).toEqual({ name: 'form', step: 'card', sending: true });
    expect(sending.attempt).toBeUndefined();

    const paid = checkoutReducer(sending, {
      type: 'cardPaid',
      transaction: buildTransaction({ transactionId: 'YN-PI-000042', status: 'SUCCESS' }),
      at: 1_700_000_000_000,
    });
    expect(paid.screen).toEqual({
      name: 'success',
      receipt: {
        transactionId: 'YN-PI-000042',
        paidAt: 1_700_000_000_000,
        method: CARD_METHOD,
        country: 'SN',
        phone: '',
      },
    });

    const declined = checkoutReducer(sending, {
      type: 'cardDeclined',
      reason: 'cardInsufficientFunds',
      transactionId: 'YN-PI-000043',
    });
    expect(declined.screen).toMatchObject({ name: 'rejected', reason: 'cardInsufficientFunds' });
    expect(toSaved(declined)?.screen).toMatchObject({ reason: 'cardInsufficientFunds' });
    expect(checkoutReducer(declined, { type: 'retry' }).screen).toEqual({
      name: 'form',
      step: 'card',
      sending: false,
    });
  });

  it('reads the bank’s reason from the 402', () => {
    expect(
      describeCardError(
        httpError(402, { code: 'CARD_DECLINED', message: 'x', data: { transactionId: 'T1' } }),
      ),
    ).toEqual({ kind: 'declined', reason: 'cardDeclined', transactionId: 'T1' });
    expect(describeCardError(httpError(402, { code: 'INSUFFICIENT_FUNDS', message: 'x' }))).toEqual(
      { kind: 'declined', reason: 'cardInsufficientFunds' },
    );
    expect(
      describeCardError(httpError(400, { code: 'INVALID_REQUEST', message: 'x' })),
    ).toMatchObject({ kind: 'form', step: 'card', error: { field: 'card' } });
    expect(describeCardError(httpError(404))).toEqual({ kind: 'notFound' });
    expect(describeCardError(httpError(503))).toMatchObject({ kind: 'form', step: 'card' });
  });
});
