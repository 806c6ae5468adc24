import * as z from 'zod/mini';
import type { CheckoutState } from './state';

// Session storage: a reload resumes the same payment.

export const storageKey = (token: string) => `yonnee-paiement:${token}`;

const SavedScreenSchema = z.union([
  z.object({
    name: z.literal('form'),
    step: z.enum(['method', 'phone', 'otp', 'card']),
    sending: z.boolean(),
  }),
  z.object({ name: z.literal('pending'), transactionId: z.string(), since: z.number() }),
  z.object({
    name: z.literal('success'),
    receipt: z.object({
      transactionId: z.string(),
      paidAt: z.number(),
      method: z.string(),
      country: z.string(),
      phone: z.string(),
    }),
  }),
  z.object({
    name: z.literal('rejected'),
    reason: z.enum(['refused', 'insufficientBalance', 'cardDeclined', 'cardInsufficientFunds']),
    transactionId: z.optional(z.string()),
  }),
  z.object({ name: z.literal('timeout'), transactionId: z.string() }),
]);

export const SavedCheckoutSchema = z.object({
  version: z.literal(1),
  entry: z.object({ country: z.string(), method: z.string(), phone: z.string() }),
  screen: SavedScreenSchema,
  attempt: z.optional(z.object({ key: z.string(), fingerprint: z.string() })),
  otpAsked: z.boolean(),
  /**
   * The server's numbering of the state it kept for a payer without JavaScript: the browser's
   * saved state carries the number it started from, so the newer of the two wins on a reload.
   */
  serverStep: z.optional(z.number()),
});
export type SavedCheckout = z.infer<typeof SavedCheckoutSchema>;

/**
 * What the server keeps of a payer's state without JavaScript, or undefined before there is
 * anything to resume. Sealed in an HttpOnly cookie the browser cannot read, it keeps the number
 * after the payment has ended, for the receipt and for trying again after a refusal.
 */
export function toServerSaved(state: CheckoutState): SavedCheckout | undefined {
  const { screen } = state;
  if (screen.name === 'loading' || screen.name === 'notFound' || screen.name === 'paid')
    return undefined;
  if (screen.name === 'loadFailed') return undefined;
  const { country, method, phone } = state.entry;
  return {
    version: 1,
    entry: { country, method, phone },
    // A reload cuts the request in flight: the payer sends it again, with the same key.
    screen: screen.name === 'form' ? { ...screen, sending: false } : screen,
    ...(state.attempt ? { attempt: state.attempt } : {}),
    otpAsked: state.otpAsked,
  };
}

/**
 * What the browser keeps of a state (session storage), or undefined before the payer has
 * anything to resume. The payer's number identifies them: kept only while a reload must resume
 * the very same request (its idempotency key is told apart by it), dropped once the payment has
 * ended.
 */
export function toSaved(state: CheckoutState): SavedCheckout | undefined {
  const saved = toServerSaved(state);
  if (!saved) return undefined;
  const { screen } = saved;
  if (screen.name === 'success')
    return {
      ...saved,
      entry: { ...saved.entry, phone: '' },
      screen: { ...screen, receipt: { ...screen.receipt, phone: '' } },
    };
  if (screen.name === 'rejected') return { ...saved, entry: { ...saved.entry, phone: '' } };
  return saved;
}

/** The saved state of a token, if any and readable; anything else is ignored. */
export function parseSaved(text: string | null): SavedCheckout | undefined {
  if (!text) return undefined;
  try {
    const parsed = SavedCheckoutSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
