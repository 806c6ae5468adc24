// The notifications' facts the documentation and the OpenAPI document quote: their types, and
// how they are delivered (server/webhooks/deliverer.mjs keeps to it; its test compares the two).

/** What a notification says happened: the kind of operation, then its new status. */
export const webhookEventTypes = [
  'payment.succeeded',
  'payment.failed',
  'payment.pending',
  'payout.succeeded',
  'payout.failed',
  'payout.pending',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The pauses between attempts, in seconds: 7 attempts over about 18 hours, then given up. */
export const WEBHOOK_RETRY_PAUSES_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;

/** How long a receiver has to answer an attempt, in seconds. */
export const WEBHOOK_TIMEOUT_S = 10;

/** The pause as a reader says it: « 5 s », « 30 min », « 2 h ». */
export const spokenPause = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
