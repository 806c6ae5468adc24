import type { CheckoutState } from './state';

// Telling the embedding page.

/**
 * Where the outcome may be posted: the `origin` the merchant put in the URL, else the origin
 * of the page that embeds this one, and only if it is one of `allowed` (this site
 * and the origins the link's merchant registered). Never '*': other pages must not learn it.
 */
export function targetOriginOf(
  search: string,
  referrer: string,
  allowed: readonly string[],
): string | undefined {
  const asked = new URLSearchParams(search).get('origin');
  const candidate = asked ?? referrer;
  if (!candidate) return undefined;
  try {
    const { origin } = new URL(candidate);
    return allowed.includes(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

export const OUTCOME_MESSAGE_TYPE = 'yonnee:payment-outcome';

export interface OutcomeMessage {
  type: typeof OUTCOME_MESSAGE_TYPE;
  token: string;
  /** SUCCESS, REJECTED, or PENDING when the operator has not answered in time. */
  status: 'SUCCESS' | 'REJECTED' | 'PENDING';
  transactionId?: string;
  amount: number;
  currency: string;
}

/** The message for the embedding page once the payment has an outcome, else undefined. */
export function outcomeOf(state: CheckoutState): OutcomeMessage | undefined {
  const { link, screen } = state;
  if (!link) return undefined;
  const base = {
    type: OUTCOME_MESSAGE_TYPE,
    token: link.token,
    amount: link.amount,
    currency: link.currency,
  } as const;
  if (screen.name === 'success') {
    return { ...base, status: 'SUCCESS', transactionId: screen.receipt.transactionId };
  }
  if (screen.name === 'rejected') {
    return { ...base, status: 'REJECTED', transactionId: screen.transactionId };
  }
  if (screen.name === 'timeout') {
    return { ...base, status: 'PENDING', transactionId: screen.transactionId };
  }
  return undefined;
}
