import * as z from 'zod/mini';
import { envelope } from './envelope';
import { requestAmount, requestText } from './request';

export const PaymentLinkRequestSchema = /* @__PURE__ */ z.object({
  amount: requestAmount(),
  country: requestText('country'),
  currency: requestText('currency'),
  idClient: z.optional(requestText('idClient')),
  ipn: z.optional(requestText('ipn')),
  /** What the payer is buying, shown on the payment page. */
  product: requestText('product'),
  /** Sandbox assumption: where the receipt sends the payer back (https). */
  returnUrl: z.optional(
    requestText('returnUrl').check(
      z.meta({
        description: 'Adresse https:// où le reçu renvoie le payeur (« Retour chez … »).',
        'x-sandbox-assumption': true,
      }),
    ),
  ),
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

/** Sandbox assumption: the payer's side of a link, sent by the hosted payment page. */
export const PaymentLinkPayRequestSchema = /* @__PURE__ */ z.object({
  paymentMethod: requestText('paymentMethod'),
  prefixPhone: requestText('prefixPhone'),
  phoneNumber: requestText('phoneNumber'),
  codeOtp: z.optional(requestText('codeOtp')),
});
export type PaymentLinkPayRequest = z.infer<typeof PaymentLinkPayRequestSchema>;

/**
 * Sandbox assumption: the payer pays a link by card from the hosted payment page; the sandbox
 * settles it as `pay-in-card`, the link's amount and currency, the holder's name split in two.
 */
export const PaymentLinkCardPayRequestSchema = /* @__PURE__ */ z.object({
  cardNumber: requestText('cardNumber'),
  cardExpirationMonth: requestText('cardExpirationMonth'),
  cardExpirationYear: requestText('cardExpirationYear'),
  cardCv: requestText('cardCv'),
  /** As printed on the card. */
  cardHolderName: requestText('cardHolderName'),
});
export type PaymentLinkCardPayRequest = z.infer<typeof PaymentLinkCardPayRequestSchema>;
