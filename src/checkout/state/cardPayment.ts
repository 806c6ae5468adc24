import {
  errorBodyCode,
  errorBodyTransactionId,
  HttpError,
  newIdempotencyKey,
  payPaymentLinkByCard,
  type PaymentLinkCardPayRequest,
} from '../../api/payer';
import { cardFormCopy } from '../cardCopy';
import { checkoutCopy as copy } from '../copy';
import { describePayError, type PayFailure } from './errorWording';
import { settleConflict, type ApiControls } from './payment';
import type { CheckoutAction } from './reducer';

// Paying by card, from the browser (fetched with the card step, so only its payers download it)
// and from the Node server (a card posted without JavaScript).

export type CardFailure =
  | { kind: 'declined'; reason: 'cardDeclined' | 'cardInsufficientFunds'; transactionId?: string }
  | PayFailure;

/** A card payment's failure: the bank's decline (402) and its reason, or as any payment's. */
export function describeCardError(error: unknown): CardFailure {
  if (error instanceof HttpError && error.status === 402) {
    const transactionId = errorBodyTransactionId(error);
    const reason =
      errorBodyCode(error) === 'INSUFFICIENT_FUNDS' ? 'cardInsufficientFunds' : 'cardDeclined';
    return { kind: 'declined', reason, ...(transactionId ? { transactionId } : {}) };
  }
  if (error instanceof HttpError && error.status === 400) {
    // The form checks every field as the server does: what is left is the bank's own reading.
    return {
      kind: 'form',
      error: { field: 'card', message: cardFormCopy.refused },
      step: 'card',
      keepAttempt: false,
    };
  }
  const failure = describePayError(error, copy.card.method, false);
  return failure.kind === 'form' ? { ...failure, step: 'card' } : failure;
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
