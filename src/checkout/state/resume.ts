import {
  boolean,
  firstOf,
  number,
  object,
  oneOf,
  optional,
  readJson,
  string,
  type Reader,
} from './jsonShape';
import type { CheckoutState, Screen } from './state';

// Session storage: a reload resumes the same payment.

export const storageKey = (token: string) => `yonnee-paiement:${token}`;

/** The screens a payment can be resumed on. */
type SavedScreen = Exclude<Screen, { name: 'loading' | 'notFound' | 'paid' | 'loadFailed' }>;

const readSavedScreen: Reader<SavedScreen> = firstOf<SavedScreen>(
  object({
    name: oneOf('form'),
    step: oneOf('method', 'phone', 'otp', 'card'),
    sending: boolean,
  }),
  object({ name: oneOf('pending'), transactionId: string, since: number }),
  object({
    name: oneOf('success'),
    receipt: object({
      transactionId: string,
      paidAt: number,
      method: string,
      country: string,
      phone: string,
    }),
  }),
  object({
    name: oneOf('rejected'),
    reason: oneOf('refused', 'insufficientBalance', 'cardDeclined', 'cardInsufficientFunds'),
    transactionId: optional(string),
  }),
  object({ name: oneOf('timeout'), transactionId: string }),
);

export interface SavedCheckout {
  version: 1;
  entry: { country: string; method: string; phone: string };
  screen: SavedScreen;
  attempt?: { key: string; fingerprint: string };
  otpAsked: boolean;
  /**
   * The server's numbering of the state it kept for a payer without JavaScript: the browser's
   * saved state carries the number it started from, so the newer of the two wins on a reload.
   */
  serverStep?: number;
}

/** A saved state as JSON carries it (session storage, the server's page), checked. */
export const readSavedCheckout: Reader<SavedCheckout> = object({
  version: oneOf(1),
  entry: object({ country: string, method: string, phone: string }),
  screen: readSavedScreen,
  attempt: optional(object({ key: string, fingerprint: string })),
  otpAsked: boolean,
  serverStep: optional(number),
});

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
  return text ? readJson(readSavedCheckout, text) : undefined;
}
