/** Polling of a pending payment: backoff from `firstPollMs` by half again, capped, until `timeoutMs`. */
export interface CheckoutTiming {
  firstPollMs: number;
  maxPollMs: number;
  timeoutMs: number;
}

/** Operators' push and USSD sessions expire after two to three minutes. */
export const defaultTiming: CheckoutTiming = {
  firstPollMs: 2000,
  maxPollMs: 10_000,
  timeoutMs: 180_000,
};

export const pollDelay = (attempt: number, timing: CheckoutTiming) =>
  Math.min(Math.round(timing.firstPollMs * 1.5 ** attempt), timing.maxPollMs);
