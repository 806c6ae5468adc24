import * as z from 'zod/mini';
import { envelope } from './envelope';
import { MassPayoutRecipientSchema } from './massPayout';
import { PayoutSchema } from './payout';
import { TransactionSchema } from './transaction';
import { webhookEventTypes } from '../sandboxWebhooks';

export { webhookEventTypes, type WebhookEventType } from '../sandboxWebhooks';

/** A recipient of a mass payout, notified as a payout, with the mass payout it belongs to. */
export const MassPayoutRecipientEventDataSchema = /* @__PURE__ */ z.extend(
  MassPayoutRecipientSchema,
  { massPayoutId: z.number() },
);

/**
 * The body of every notification (Standard Webhooks: `type`, `timestamp`, `data`): the
 * operation as the API returns it, at the moment its status changed.
 */
export const WebhookPayloadSchema = /* @__PURE__ */ z.object({
  type: z.enum(webhookEventTypes),
  /** When the status changed, ISO 8601. */
  timestamp: z.string(),
  data: z.union([TransactionSchema, PayoutSchema, MassPayoutRecipientEventDataSchema]),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/** One attempt to deliver a notification: what the receiver answered, or why nothing came. */
export const WebhookAttemptSchema = /* @__PURE__ */ z.object({
  /** Epoch milliseconds. */
  at: z.number(),
  /** The receiver's HTTP status; null when no answer came (time-out, refused address…). */
  statusCode: z.nullable(z.number()),
  /** The start of the receiver's answer (1 024 characters at most). */
  body: z.string(),
  /** Why no answer counted, in French; null when the receiver answered. */
  error: z.nullable(z.string()),
  durationMs: z.number(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;

/** A notification in the event log, with every attempt to deliver it. */
export const WebhookEventSchema = /* @__PURE__ */ z.object({
  /** `webhook-id`: the same on every attempt and resend, to deduplicate on. */
  id: z.string(),
  type: z.enum(webhookEventTypes),
  url: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /** pending (not yet answered with a 2xx), delivered, or failed (given up). */
  state: z.enum(webhookDeliveryStates),
  /** When the next attempt is due, epoch milliseconds; null once delivered or given up. */
  nextAttemptAt: z.nullable(z.number()),
  payload: WebhookPayloadSchema,
  /** Newest first. */
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookEventListResponseSchema = envelope(z.array(WebhookEventSchema));
export type WebhookEventListResponse = z.infer<typeof WebhookEventListResponseSchema>;

export const WebhookEventResponseSchema = envelope(WebhookEventSchema);
export type WebhookEventResponse = z.infer<typeof WebhookEventResponseSchema>;

/** What a sandbox action did to a pending operation. */
export const SandboxActionResultSchema = /* @__PURE__ */ z.object({
  transactionId: z.string(),
  /** payment (a pay-in, a link's payment) or payout (a payout, a mass payout's recipient). */
  kind: z.enum(['payment', 'payout']),
  status: z.string(),
  /** The notification it queued, when the operation carries a notification URL. */
  event: z.nullable(z.enum(webhookEventTypes)),
});
export const SandboxActionResponseSchema = envelope(SandboxActionResultSchema);
export type SandboxActionResponse = z.infer<typeof SandboxActionResponseSchema>;
