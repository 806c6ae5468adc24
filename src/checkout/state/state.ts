import type { PaymentLinkDetails, PaymentMethod, PaymentMethodGroup } from '../../api/payer';
import { planFor } from '../phonePlans';
import type { CheckoutMessage, TransientMessage } from './messages';

// The checkout's state and the values derived from it; the reducer (reducer.ts) moves it.

/** The steps where the payer types or chooses something, in order (a card has its own). */
export type FormStep = 'method' | 'phone' | 'otp' | 'card';

/**
 * The card, beside the wallets: the checkout's own code for it. The card's details never enter
 * this state (it is saved for reloads): they stay in the card form until sent.
 */
export const CARD_METHOD = 'CARD';

/** What the payer entered; kept through retries and reloads (except the one-time code). */
export interface Entry {
  /** ISO code of the country of the payer's wallet. */
  country: string;
  /** Method code (WAVESN…). */
  method: string;
  /** National digits, without the calling code. */
  phone: string;
  /** One-time code: single use, so never stored and cleared once sent. */
  otp: string;
}

export interface Receipt {
  transactionId: string;
  /** Epoch milliseconds. */
  paidAt: number;
  method: string;
  country: string;
  phone: string;
}

export type RejectReason =
  | 'refused'
  | 'insufficientBalance'
  /** The card's bank said no (402 CARD_DECLINED). */
  | 'cardDeclined'
  /** Not enough on the card (402 INSUFFICIENT_FUNDS). */
  | 'cardInsufficientFunds';

export type Screen =
  | { name: 'loading' }
  | { name: 'notFound' }
  | { name: 'paid' }
  | { name: 'loadFailed'; message: TransientMessage }
  | { name: 'form'; step: FormStep; sending: boolean }
  | { name: 'pending'; transactionId: string; since: number }
  | { name: 'success'; receipt: Receipt }
  | { name: 'rejected'; reason: RejectReason; transactionId?: string }
  | { name: 'timeout'; transactionId: string };

/** Where a sent payment stands: the screens that follow the form. */
export type Outcome = Extract<Screen, { name: 'pending' | 'success' | 'rejected' | 'timeout' }>;

export const isOutcome = (screen: Screen): screen is Outcome =>
  ['pending', 'success', 'rejected', 'timeout'].includes(screen.name);

export interface FormError {
  field: 'method' | 'phone' | 'otp' | 'card' | 'form';
  /** What it means, worded as the page renders (messages.ts). */
  message: CheckoutMessage;
}

/** One payment attempt: its idempotency key, reused only for the very same request. */
export interface Attempt {
  key: string;
  fingerprint: string;
}

export interface CheckoutState {
  link?: PaymentLinkDetails;
  methods: { status: 'loading' | 'ready' | 'failed'; groups: PaymentMethodGroup[] };
  screen: Screen;
  entry: Entry;
  error?: FormError;
  attempt?: Attempt;
  /** The operator asked a code for this number though the method does not (sandbox number …4). */
  otpAsked: boolean;
}

export const initialCheckout: CheckoutState = {
  methods: { status: 'loading', groups: [] },
  screen: { name: 'loading' },
  entry: { country: '', method: '', phone: '', otp: '' },
  otpAsked: false,
};

export const groupOf = (state: CheckoutState, country = state.entry.country) =>
  state.methods.groups.find((group) => group.country === country);

export const selectedMethod = (state: CheckoutState): PaymentMethod | undefined =>
  groupOf(state)?.methods.find((method) => method.paymentMethod === state.entry.method);

export const needsOtp = (state: CheckoutState) =>
  Boolean(selectedMethod(state)?.otpRequired) || state.otpAsked;

/** The link may be paid by card here. */
export const cardAccepted = (state: CheckoutState) => Boolean(state.link?.cardPayments);

export const paysByCard = (state: CheckoutState) =>
  state.entry.method === CARD_METHOD && cardAccepted(state);

export const stepsOf = (state: CheckoutState): FormStep[] =>
  paysByCard(state)
    ? ['method', 'card']
    : needsOtp(state)
      ? ['method', 'phone', 'otp']
      : ['method', 'phone'];

/**
 * Countries offered: the link's first, then the API's order. Only those whose numbering plan
 * is known: a number the page cannot check would only fail at the operator.
 */
export function countriesOf(state: CheckoutState): string[] {
  const codes = state.methods.groups.map((group) => group.country).filter((c) => planFor(c));
  const own = state.link?.country;
  return own && codes.includes(own) ? [own, ...codes.filter((c) => c !== own)] : codes;
}
