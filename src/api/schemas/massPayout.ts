import * as z from 'zod/mini';
import { amount, envelope, listEnvelope } from './envelope';
import { requestAmount, requestText } from './request';
import { MASS_PAYOUT_MAX_RECIPIENTS } from './limits';

export const MassPayoutItemRequestSchema = /* @__PURE__ */ z.object({
  name: requestText('name'),
  surname: requestText('surname'),
  email: requestText('email'),
  amount: requestAmount(),
  currency: requestText('currency'),
  phone: requestText('phone'),
  prefix: requestText('prefix'),
  /** Method code; the snake-case, French-spelt name is the API's own. */
  paiement_method: requestText('paiement_method'),
});
export type MassPayoutItemRequest = z.infer<typeof MassPayoutItemRequestSchema>;

export const MassPayoutRequestSchema = /* @__PURE__ */ z.object({
  payOutMassList: z
    .array(MassPayoutItemRequestSchema)
    .check(z.minLength(1), z.maxLength(MASS_PAYOUT_MAX_RECIPIENTS)),
  /** Notification URL: each recipient's status is posted there, as a payout. */
  ipn: z.optional(requestText('ipn')),
});
export type MassPayoutRequest = z.infer<typeof MassPayoutRequestSchema>;

export const MassPayoutRecipientSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  idClient: z.nullish(z.string()),
  developerAccountId: z.string(),
  merchantId: z.nullish(z.string()),
  siteId: z.nullish(z.string()),
  amount: amount(),
  realAmount: amount(),
  currency: z.string(),
  payUrl: z.nullish(z.string()),
  transactionId: z.string(),
  description: z.nullish(z.string()),
  ipn: z.nullish(z.string()),
  callback: z.nullish(z.string()),
  token: z.nullish(z.string()),
  country: z.string(),
  prefixPhone: z.string(),
  payment_method: z.string(),
  type: z.nullish(z.string()),
  client_transaction_id: z.nullish(z.string()),
  /** Not in the spec's sample; the sandbox sends it so each recipient's outcome shows. */
  status: z.optional(z.string()),
});
export type MassPayoutRecipient = z.infer<typeof MassPayoutRecipientSchema>;

export const MassPayoutSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  /** Sum of the recipients' amounts. */
  amount: amount(),
  currency: z.string(),
  description: z.nullish(z.string()),
  createdAt: z.number(),
  developerAccountId: z.string(),
  recipients: z.array(MassPayoutRecipientSchema),
});
export type MassPayout = z.infer<typeof MassPayoutSchema>;

export const MassPayoutResponseSchema = envelope(MassPayoutSchema);
export type MassPayoutResponse = z.infer<typeof MassPayoutResponseSchema>;

export const MassPayoutListResponseSchema = listEnvelope(MassPayoutSchema);
export type MassPayoutListResponse = z.infer<typeof MassPayoutListResponseSchema>;
