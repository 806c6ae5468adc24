import {
  getPaymentLink,
  newIdempotencyKey,
  payPaymentLink,
  payPaymentLinkByCard,
  type PaymentLinkCardPayRequest,
} from '../../api/payer';
import { fingerprintOf, payRequest } from './entry';
import { describeCardError, describePayError } from './errorWording';
import type { CheckoutAction } from './reducer';
import { selectedMethod, type Attempt, type CheckoutState } from './state';

// Paying what the payer entered, the same from the browser (useCheckout) and from the Node
// server (a step posted without JavaScript): one request, and the action its answer leads to.

type ApiControls = NonNullable<Parameters<typeof payPaymentLink>[2]>;

/** The attempt to send: the previous one's key for the very same request, else a new key. */
export function attemptFor(state: CheckoutState): Attempt {
  const fingerprint = fingerprintOf(payRequest(state));
  return state.attempt?.fingerprint === fingerprint
    ? state.attempt
    : { key: newIdempotencyKey(), fingerprint };
}

/** Sends the payment once, under the attempt's key; never throws. */
export async function sendPayment(
  token: string,
  state: CheckoutState,
  attempt: Attempt,
  now: () => number,
  controls: Omit<ApiControls, 'idempotencyKey'> = {},
): Promise<CheckoutAction> {
  const request = payRequest(state);
  try {
    const answer = await payPaymentLink(token, request, {
      ...controls,
      idempotencyKey: attempt.key,
    });
    return { type: 'answered', answer, at: now() };
  } catch (error) {
    const methodName = selectedMethod(state)?.name ?? '';
    const failure = describePayError(error, methodName, request.codeOtp !== undefined);
    if (failure.kind === 'notFound') return { type: 'linkGone' };
    if (failure.kind === 'form') return { type: 'payFailed', failure };
    return settleConflict(token, controls);
  }
}

/**
 * Pays by card, once; never throws. A new idempotency key each time, since keeping one across
 * reloads would mean keeping something of the card to tell requests apart.
 */
export async function sendCardPayment(
  token: string,
  card: PaymentLinkCardPayRequest,
  now: () => number,
  controls: Omit<ApiControls, 'idempotencyKey'> = {},
): Promise<CheckoutAction> {
  try {
    const answer = await payPaymentLinkByCard(token, card, {
      ...controls,
      idempotencyKey: newIdempotencyKey(),
    });
    return { type: 'cardPaid', transaction: answer.data, at: now() };
  } catch (error) {
    const failure = describeCardError(error);
    if (failure.kind === 'declined') return { type: 'cardDeclined', ...failure };
    if (failure.kind === 'notFound') return { type: 'linkGone' };
    if (failure.kind === 'form') return { type: 'payFailed', failure };
    return settleConflict(token, controls);
  }
}

/** A conflict: paid meanwhile (another tab, a lost answer), or a payment still waiting. */
async function settleConflict(
  token: string,
  controls: Omit<ApiControls, 'idempotencyKey'>,
): Promise<CheckoutAction> {
  const link = await getPaymentLink(token, controls).catch(() => undefined);
  if (link?.data.status === 'SUCCESS') return { type: 'linkPaid' };
  return {
    type: 'payFailed',
    failure: {
      kind: 'form',
      error: { field: 'form', message: { key: 'errors.alreadyPending' } },
      keepAttempt: false,
    },
  };
}
