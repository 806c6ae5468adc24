// The notifications (IPN) a change of status sends to the URL an operation was created with.
// The sandbox only says what happened; whoever serves it queues and delivers them (`npm start`:
// server/webhooks/, a durable outbox in PostgreSQL): the `webhooks` option of createSandbox.
import type { WebhookEvent, WebhookEventType, WebhookPayload } from '../api/schemas';

export type NotifiedKind = 'payment' | 'payout';

/** The event a status stands for: SUCCESS → succeeded, PENDING → pending, anything else failed. */
export const eventTypeOf = (kind: NotifiedKind, status: string): WebhookEventType =>
  `${kind}.${status === 'SUCCESS' ? 'succeeded' : status === 'PENDING' ? 'pending' : 'failed'}`;

/** One notification to queue, for one set of credentials (`account`, its `x-api-key`). */
export interface WebhookDraft {
  account: string;
  url: string;
  type: WebhookEventType;
  payload: WebhookPayload;
}

/** Where notifications go and how the developer reads them back. */
export interface SandboxWebhooks {
  /** Queues a notification durably; the answer of the call that caused it waits for this. */
  publish(draft: WebhookDraft): Promise<void>;
  /** The account's notifications, newest first. */
  list(account: string, options: { limit: number }): Promise<WebhookEvent[]>;
  /** Delivers a notification again now (same id), or undefined if the account has none such. */
  resend(account: string, eventId: string): Promise<WebhookEvent | undefined>;
}
