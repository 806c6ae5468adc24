import * as z from 'zod/mini';
import { amount, envelope, requestAmount, requestText } from './envelope';

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

/**
 * Sandbox assumption (the spec shows no such call): what the hosted payment page
 * learns about a link from its token, without merchant credentials.
 */
export const PaymentLinkDetailsSchema = /* @__PURE__ */ z.object({
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
  /**
   * The origins registered by the merchant that may frame the hosted page and receive its
   * outcome by postMessage (`frame-ancestors`); none by default. Missing in an answer means none.
   */
  merchantOrigins: z._default(
    z.array(z.string()).check(
      z.meta({
        description:
          'Origines enregistrées par le marchand (https://boutique.example) : seules elles peuvent afficher la page de paiement dans un iframe (frame-ancestors) et recevoir son issue par postMessage. Aucune par défaut.',
        'x-sandbox-assumption': true,
      }),
    ),
    [],
  ),
  /** Sandbox assumption: where the receipt sends the payer back; null when none was given. */
  returnUrl: z.nullish(
    z.string().check(
      z.meta({
        description: 'returnUrl du lien, ou null.',
        'x-sandbox-assumption': true,
      }),
    ),
  ),
  /**
   * The payer may pay this link by card (its currency is one cards settle in). Missing in an
   * answer means no.
   */
  cardPayments: z._default(
    z.boolean().check(
      z.meta({
        description:
          'Le payeur peut régler ce lien par carte bancaire (sa devise est réglée par carte). Absent : non.',
        'x-sandbox-assumption': true,
      }),
    ),
    false,
  ),
});
export type PaymentLinkDetails = z.infer<typeof PaymentLinkDetailsSchema>;

export const PaymentLinkDetailsResponseSchema = envelope(PaymentLinkDetailsSchema);
export type PaymentLinkDetailsResponse = z.infer<typeof PaymentLinkDetailsResponseSchema>;

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
