import * as z from 'zod/mini';
import { amount, envelope } from './envelope';

export const PaymentLinkRequestSchema = z.object({
  amount: amount(),
  country: z.string(),
  currency: z.string(),
  idClient: z.optional(z.string()),
  ipn: z.optional(z.string()),
  /** What the payer is buying, shown on the payment page. */
  product: z.string(),
});
export type PaymentLinkRequest = z.infer<typeof PaymentLinkRequestSchema>;

export const PaymentLinkResponseSchema = envelope(
  z.object({
    token: z.string(),
    /** The hosted payment page of this link. */
    urlPayIn: z.string(),
  }),
);
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponseSchema>;

/**
 * Sandbox assumption (the spec shows no such call): what the hosted payment page
 * learns about a link from its token, without merchant credentials.
 */
export const PaymentLinkDetailsSchema = z.object({
  token: z.string(),
  urlPayIn: z.string(),
  businessName: z.string(),
  product: z.string(),
  amount: amount(),
  currency: z.string(),
  country: z.string(),
  /** PENDING until paid, then the status of the payment. */
  status: z.string(),
  createdAt: z.number(),
});
export type PaymentLinkDetails = z.infer<typeof PaymentLinkDetailsSchema>;

export const PaymentLinkDetailsResponseSchema = envelope(PaymentLinkDetailsSchema);
export type PaymentLinkDetailsResponse = z.infer<typeof PaymentLinkDetailsResponseSchema>;

/** Sandbox assumption: the payer's side of a link, sent by the hosted payment page. */
export const PaymentLinkPayRequestSchema = z.object({
  paymentMethod: z.string(),
  prefixPhone: z.string(),
  phoneNumber: z.string(),
  codeOtp: z.optional(z.string()),
});
export type PaymentLinkPayRequest = z.infer<typeof PaymentLinkPayRequestSchema>;
