import * as z from 'zod/mini';
import { amount, envelope } from './envelope';

// Apart from ./paymentLink (the merchant's link and the payer's requests): the payment page
// reads these, and loads nothing of the requests.

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
