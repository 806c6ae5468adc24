import {
  errorBodyCode,
  errorBodyField,
  errorBodyTransactionId,
  HttpError,
  NetworkError,
  SchemaMismatchError,
} from '../../api/payer';
import type { CheckoutMessage, TransientMessage } from './messages';
import type { FormError, FormStep } from './state';

// The API's errors as the messages the payer reads (messages.ts), and what the checkout does
// about each.

/** Why loading a link failed: gone for good, or worth trying again. */
export function describeLoadError(
  error: unknown,
): { notFound: true } | { notFound: false; message: TransientMessage } {
  if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
    return { notFound: true };
  }
  return { notFound: false, message: transientMessage(error) };
}

/** The message for failures a later try can fix. */
function transientMessage(error: unknown): TransientMessage {
  if (error instanceof NetworkError) return { key: 'errors.offline' };
  if (error instanceof SchemaMismatchError) return { key: 'errors.unreadable' };
  if (error instanceof HttpError) {
    if (error.status >= 500) return { key: 'errors.server' };
    if (error.status === 401 || error.status === 403) return { key: 'errors.refusedAccess' };
  }
  return { key: 'errors.generic' };
}

export interface FormFailure {
  kind: 'form';
  error: FormError;
  /** Where the payer fixes it. */
  step?: FormStep;
  /** No answer was stored for the key (no answer at all, or a server failure): send it again with it. */
  keepAttempt: boolean;
  /** The operator wants a one-time code for this number. */
  otpAsked?: true;
}

export type PayFailure =
  | FormFailure
  | { kind: 'notFound' }
  /** The link is paid or has a payment waiting: look the link up again to know which. */
  | { kind: 'conflict' };

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
      error: { field: 'card', message: { key: 'card.refused' } },
      step: 'card',
      keepAttempt: false,
    };
  }
  const failure = describePayError(error, undefined, false);
  return failure.kind === 'form' ? { ...failure, step: 'card' } : failure;
}

/**
 * `method`: the wallet's name for a message that names it (none for the card). `codeSent`: the
 * request carried a one-time code, so a refusal of it means the code was wrong.
 */
export function describePayError(
  error: unknown,
  method: string | undefined,
  codeSent: boolean,
): PayFailure {
  const form = (
    message: CheckoutMessage,
    keepAttempt: boolean,
    field: FormError['field'] = 'form',
    step?: FormStep,
  ): FormFailure => ({ kind: 'form', error: { field, message }, keepAttempt, step });

  if (!(error instanceof HttpError)) return form(transientMessage(error), true);
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 409) return { kind: 'conflict' };
  if (error.status === 422 && errorBodyCode(error) === 'IDEMPOTENCY_KEY_REUSED') {
    return form({ key: 'errors.changedSinceLastTry' }, false);
  }
  if (error.status === 400) {
    const field = errorBodyField(error);
    if (field === 'codeOtp') {
      const key = codeSent ? 'errors.otpRefused' : 'otp.askedByNumber';
      return { ...form({ key }, false, 'otp', 'otp'), otpAsked: true };
    }
    if (field === 'phoneNumber' || field === 'prefixPhone') {
      return form({ key: 'phoneRefused', ...(method ? { method } : {}) }, false, 'phone', 'phone');
    }
    if (field === 'paymentMethod')
      return form({ key: 'errors.methodRefused' }, false, 'method', 'method');
    return form({ key: 'errors.invalidRequest' }, false);
  }
  return form(transientMessage(error), error.status >= 500);
}
