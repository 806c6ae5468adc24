import * as z from 'zod/mini';
import { amount, envelope, listEnvelope } from './envelope';
import { requestAmount, requestText } from './request';

export const PayoutRequestSchema = /* @__PURE__ */ z.object({
  amount: requestAmount(),
  currency: requestText('currency'),
  paymentMethod: requestText('paymentMethod'),
  prefixPhone: requestText('prefixPhone'),
  phoneNumber: requestText('phoneNumber'),
  idClient: z.optional(requestText('idClient')),
  ipn: z.optional(requestText('ipn')),
  description: z.optional(requestText('description')),
  metadata: z.optional(requestText('metadata')),
});
export type PayoutRequest = z.infer<typeof PayoutRequestSchema>;

/** A payout (transfer) as the API returns it. */
export const PayoutSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  idClient: z.nullish(z.string()),
  developerAccountId: z.string(),
  siteId: z.nullish(z.string()),
  amount: amount(),
  /** What the payout costs the merchant, fees included. */
  realAmount: amount(),
  currency: z.string(),
  payUrl: z.nullish(z.string()),
  transactionId: z.string(),
  description: z.nullish(z.string()),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  status: z.string(),
  ipn: z.nullish(z.string()),
  callback: z.nullish(z.string()),
  token: z.nullish(z.string()),
  country: z.string(),
  prefix: z.string(),
  phone: z.string(),
  paymentMethod: z.string(),
  type: z.nullish(z.string()),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutResponseSchema = envelope(PayoutSchema);
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;

export const PayoutListResponseSchema = listEnvelope(PayoutSchema);
export type PayoutListResponse = z.infer<typeof PayoutListResponseSchema>;

/** A payout account (contact) to pay later. */
export const PayoutContactRequestSchema = /* @__PURE__ */ z.object({
  prefix: requestText('prefix'),
  phone: requestText('phone'),
  name: requestText('name'),
  surname: requestText('surname'),
  email: requestText('email'),
});
export type PayoutContactRequest = z.infer<typeof PayoutContactRequestSchema>;

/** The spec does not show this answer: the sandbox's assumption is the saved contact with its id. */
export const PayoutContactSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  prefix: z.string(),
  phone: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  createdAt: z.number(),
});
export type PayoutContact = z.infer<typeof PayoutContactSchema>;

export const PayoutContactResponseSchema = envelope(PayoutContactSchema);
export type PayoutContactResponse = z.infer<typeof PayoutContactResponseSchema>;
