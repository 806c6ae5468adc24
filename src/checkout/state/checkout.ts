import * as z from 'zod/mini';
import { HttpError, NetworkError, SchemaMismatchError } from '../../api/errors';
import type {
  MobilePayInResponse,
  PaymentLinkDetails,
  PaymentLinkPayRequest,
  PaymentMethod,
  PaymentMethodGroup,
  Transaction,
} from '../../api/schemas';
import { ApiErrorBodySchema } from '../../api/schemas/envelope';
import { checkoutCopy as copy } from '../copy';
import { networkOf, phoneProblem, planFor, type NumberingPlan } from '../phonePlans';

/** The steps where the payer types or chooses something, in order. */
export type FormStep = 'method' | 'phone' | 'otp';

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

export type RejectReason = 'refused' | 'insufficientBalance';

export type Screen =
  | { name: 'loading' }
  | { name: 'notFound' }
  | { name: 'paid' }
  | { name: 'loadFailed'; message: string }
  | { name: 'form'; step: FormStep; sending: boolean }
  | { name: 'pending'; transactionId: string; since: number }
  | { name: 'success'; receipt: Receipt }
  | { name: 'rejected'; reason: RejectReason; transactionId?: string }
  | { name: 'timeout'; transactionId: string };

export interface FormError {
  field: 'method' | 'phone' | 'otp' | 'form';
  message: string;
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

/** Polling of a pending payment: backoff from `firstPollMs` by half again, capped, until `timeoutMs`. */
export interface CheckoutTiming {
  firstPollMs: number;
  maxPollMs: number;
  timeoutMs: number;
}

/** Operators' push and USSD sessions expire after two to three minutes. */
export const defaultTiming: CheckoutTiming = {
  firstPollMs: 2000,
  maxPollMs: 10_000,
  timeoutMs: 180_000,
};

export const pollDelay = (attempt: number, timing: CheckoutTiming) =>
  Math.min(Math.round(timing.firstPollMs * 1.5 ** attempt), timing.maxPollMs);

// ---- Derived values

export const groupOf = (state: CheckoutState, country = state.entry.country) =>
  state.methods.groups.find((group) => group.country === country);

export const selectedMethod = (state: CheckoutState): PaymentMethod | undefined =>
  groupOf(state)?.methods.find((method) => method.paymentMethod === state.entry.method);

export const needsOtp = (state: CheckoutState) =>
  Boolean(selectedMethod(state)?.otpRequired) || state.otpAsked;

export const stepsOf = (state: CheckoutState): FormStep[] =>
  needsOtp(state) ? ['method', 'phone', 'otp'] : ['method', 'phone'];

const OTP_PATTERN = /^\d{4,6}$/;

/** The first thing that keeps a step from going on, or undefined. */
export function stepProblem(state: CheckoutState, step: FormStep): FormError | undefined {
  if (step === 'method') {
    return selectedMethod(state) ? undefined : { field: 'method', message: copy.method.required };
  }
  if (step === 'phone') {
    const plan = planFor(state.entry.country);
    if (!plan) return undefined;
    const message = phoneMessage(state.entry.phone, plan, true);
    return message ? { field: 'phone', message } : undefined;
  }
  if (!state.entry.otp) return { field: 'otp', message: copy.otp.required };
  return OTP_PATTERN.test(state.entry.otp)
    ? undefined
    : { field: 'otp', message: copy.otp.invalid };
}

/**
 * What is wrong with a phone number. While typing (`complete` false) only a wrong start
 * is reported, as soon as the first digits show it; on submit, everything.
 */
export function phoneMessage(
  digits: string,
  plan: NumberingPlan,
  complete: boolean,
): string | undefined {
  const wrongStart =
    digits.length > 0 &&
    !plan.leads.some((lead) => digits.startsWith(lead) || lead.startsWith(digits));
  if (wrongStart) return copy.phone.invalid(plan.country, plan.leads);
  if (!complete) return undefined;
  const problem = phoneProblem(digits, plan);
  if (problem === 'empty') return copy.phone.empty;
  if (problem === 'incomplete') return copy.phone.incomplete(plan.length);
  if (problem === 'invalid') return copy.phone.invalid(plan.country, plan.leads);
  return undefined;
}

/**
 * The country's wallet that owns the number, when the payer chose another network's wallet.
 * Only between network-bound wallets: Wave and the like take any number.
 */
export function suggestedMethod(
  state: CheckoutState,
): { network: string; method: PaymentMethod } | undefined {
  const plan = planFor(state.entry.country);
  const chosen = selectedMethod(state);
  if (!plan || !chosen) return undefined;
  const bound = plan.networks.some((network) => chosen.name.includes(network.wallet));
  const network = networkOf(state.entry.phone, plan);
  if (!bound || !network || chosen.name.includes(network.wallet)) return undefined;
  const method = groupOf(state)?.methods.find((m) => m.name.includes(network.wallet));
  return method && { network: network.name, method };
}

/** The body of the pay call for what the payer entered. */
export function payRequest(state: CheckoutState): PaymentLinkPayRequest {
  const method = selectedMethod(state);
  const prefix = method?.prefixPhone || planFor(state.entry.country)?.prefix || '';
  return {
    paymentMethod: state.entry.method,
    prefixPhone: prefix,
    phoneNumber: state.entry.phone,
    ...(needsOtp(state) ? { codeOtp: state.entry.otp } : {}),
  };
}

/** Tells requests apart without keeping the one-time code itself: it lands in session storage. */
export const fingerprintOf = (request: PaymentLinkPayRequest) =>
  [
    request.paymentMethod,
    request.prefixPhone,
    request.phoneNumber,
    request.codeOtp?.length ?? 0,
  ].join('|');

// ---- Errors in the payer's words

/** `data.field` of an error answer: the sandbox names what it refused. */
const refusedField = (error: HttpError) => {
  const parsed = ApiErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.data?.field : undefined;
};

const apiCode = (error: HttpError) => {
  const parsed = ApiErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : undefined;
};

/** Why loading a link failed: gone for good, or worth trying again. */
export function describeLoadError(error: unknown): { notFound: boolean; message: string } {
  if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
    return { notFound: true, message: copy.unavailable.notFound.text };
  }
  return { notFound: false, message: transientMessage(error) };
}

/** The message for failures a later try can fix. */
function transientMessage(error: unknown): string {
  if (error instanceof NetworkError) return copy.errors.offline;
  if (error instanceof SchemaMismatchError) return copy.errors.unreadable;
  if (error instanceof HttpError) {
    if (error.status >= 500) return copy.errors.server;
    if (error.status === 401 || error.status === 403) return copy.errors.refusedAccess;
  }
  return copy.errors.generic;
}

export interface FormFailure {
  kind: 'form';
  error: FormError;
  /** Where the payer fixes it. */
  step?: FormStep;
  /** No answer was stored for the key (no answer at all, or a server failure): send it again with it. */
  keepAttempt: boolean;
  /** The operator wants a one-time code for this number. */
  otpAsked?: true;
}

export type PayFailure =
  | FormFailure
  | { kind: 'notFound' }
  /** The link is paid or has a payment waiting: look the link up again to know which. */
  | { kind: 'conflict' };

/** `codeSent`: the request carried a one-time code, so a refusal of it means the code was wrong. */
export function describePayError(
  error: unknown,
  methodName: string,
  codeSent: boolean,
): PayFailure {
  const form = (
    message: string,
    keepAttempt: boolean,
    field: FormError['field'] = 'form',
    step?: FormStep,
  ): FormFailure => ({ kind: 'form', error: { field, message }, keepAttempt, step });

  if (!(error instanceof HttpError)) return form(transientMessage(error), true);
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 409) return { kind: 'conflict' };
  if (error.status === 422 && apiCode(error) === 'IDEMPOTENCY_KEY_REUSED') {
    return form(copy.errors.changedSinceLastTry, false);
  }
  if (error.status === 400) {
    const field = refusedField(error);
    if (field === 'codeOtp') {
      const message = codeSent ? copy.errors.otpRefused : copy.otp.askedByNumber;
      return { ...form(message, false, 'otp', 'otp'), otpAsked: true };
    }
    if (field === 'phoneNumber' || field === 'prefixPhone') {
      return form(copy.errors.phoneRefused(methodName), false, 'phone', 'phone');
    }
    if (field === 'paymentMethod')
      return form(copy.errors.methodRefused, false, 'method', 'method');
    return form(copy.errors.invalidRequest, false);
  }
  return form(transientMessage(error), error.status >= 500);
}

// ---- The state machine

export type CheckoutAction =
  | { type: 'linkLoaded'; link: PaymentLinkDetails; saved?: SavedCheckout }
  | { type: 'linkFailed'; notFound: boolean; message: string }
  | { type: 'reload' }
  | { type: 'methodsLoading' }
  | { type: 'methodsLoaded'; groups: PaymentMethodGroup[] }
  | { type: 'methodsFailed' }
  | { type: 'edit'; patch: Partial<Entry> }
  | { type: 'goTo'; step: FormStep }
  | { type: 'invalid'; error: FormError }
  | { type: 'sending'; attempt: Attempt }
  | { type: 'answered'; answer: MobilePayInResponse; at: number }
  | { type: 'payFailed'; failure: FormFailure }
  | { type: 'linkGone' }
  | { type: 'linkPaid' }
  | { type: 'polled'; transaction: Transaction; at: number }
  | { type: 'timedOut' }
  | { type: 'checkAgain'; at: number }
  | { type: 'retry' }
  | { type: 'changeMethod' };

const formAt = (step: FormStep): Screen => ({ name: 'form', step, sending: false });

/**
 * Countries offered: the link's first, then the API's order. Only those whose numbering plan
 * is known: a number the page cannot check would only fail at the operator.
 */
export function countriesOf(state: CheckoutState): string[] {
  const codes = state.methods.groups.map((group) => group.country).filter((c) => planFor(c));
  const own = state.link?.country;
  return own && codes.includes(own) ? [own, ...codes.filter((c) => c !== own)] : codes;
}

/** Keeps the entry consistent with the methods offered: a known country, a method of it. */
function settle(state: CheckoutState): CheckoutState {
  if (state.methods.status !== 'ready') return state;
  const countries = countriesOf(state);
  const country = countries.includes(state.entry.country)
    ? state.entry.country
    : (countries[0] ?? state.entry.country);
  const methods = groupOf(state, country)?.methods ?? [];
  const method = methods.some((m) => m.paymentMethod === state.entry.method)
    ? state.entry.method
    : methods.length === 1
      ? methods[0]!.paymentMethod
      : '';
  if (country === state.entry.country && method === state.entry.method) return state;
  return { ...state, entry: { ...state.entry, country, method } };
}

const rejectReason = (answer: MobilePayInResponse): RejectReason =>
  /INSUFFICIENT/i.test(answer.data.paymentMessage) ? 'insufficientBalance' : 'refused';

const paidAtOf = (answer: MobilePayInResponse, fallback: number) => {
  const parsed = Date.parse(`${answer.data.paymentDate}T${answer.data.paymentTime}Z`);
  return Number.isNaN(parsed) ? fallback : parsed;
};

function receiptOf(state: CheckoutState, transactionId: string, paidAt: number): Receipt {
  const { country, method, phone } = state.entry;
  return { transactionId, paidAt, country, method, phone };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'linkLoaded': {
      const { link, saved } = action;
      const base = { ...state, link };
      if (saved) {
        const restored: CheckoutState = {
          ...base,
          entry: { ...saved.entry, otp: '' },
          attempt: saved.attempt,
          otpAsked: saved.otpAsked,
          screen: saved.screen,
        };
        // Paid from another tab or device meanwhile: the form would only end in a refusal.
        if (saved.screen.name === 'form' && link.status === 'SUCCESS') {
          return { ...restored, screen: { name: 'paid' } };
        }
        return settle(restored);
      }
      if (link.status === 'SUCCESS') return { ...base, screen: { name: 'paid' } };
      return settle({
        ...base,
        entry: { ...state.entry, country: link.country },
        screen: formAt('method'),
      });
    }
    case 'linkFailed':
      return {
        ...state,
        screen: action.notFound
          ? { name: 'notFound' }
          : { name: 'loadFailed', message: action.message },
      };
    case 'reload':
      return { ...state, screen: { name: 'loading' } };
    case 'methodsLoading':
      return { ...state, methods: { ...state.methods, status: 'loading' } };
    case 'methodsLoaded':
      return settle({ ...state, methods: { status: 'ready', groups: action.groups } });
    case 'methodsFailed':
      return { ...state, methods: { ...state.methods, status: 'failed' } };
    case 'edit': {
      const entry = { ...state.entry, ...action.patch };
      // Another country's wallets: the method chosen in the previous one no longer applies.
      if (entry.country !== state.entry.country && action.patch.method === undefined) {
        entry.method = '';
      }
      const methodChanged = entry.method !== state.entry.method;
      return settle({
        ...state,
        entry,
        error: undefined,
        // The operator's demand for a code was about the previous method.
        otpAsked: methodChanged ? false : state.otpAsked,
      });
    }
    case 'goTo':
      return { ...state, error: undefined, screen: formAt(action.step) };
    case 'invalid':
      return { ...state, error: action.error };
    case 'sending':
      if (state.screen.name !== 'form') return state;
      return {
        ...state,
        error: undefined,
        attempt: action.attempt,
        screen: { ...state.screen, sending: true },
      };
    case 'answered': {
      const { answer, at } = action;
      const status = answer.state.toUpperCase();
      const done = { ...state, attempt: undefined, entry: { ...state.entry, otp: '' } };
      if (status === 'SUCCESS') {
        const receipt = receiptOf(state, answer.data.paymentTransactionId, paidAtOf(answer, at));
        return { ...done, screen: { name: 'success', receipt } };
      }
      if (status === 'REJECTED' || status === 'FAILED') {
        const transactionId = answer.data.paymentTransactionId;
        return {
          ...done,
          screen: { name: 'rejected', reason: rejectReason(answer), transactionId },
        };
      }
      return {
        ...done,
        screen: { name: 'pending', transactionId: answer.data.paymentTransactionId, since: at },
      };
    }
    case 'payFailed': {
      const { failure } = action;
      const step = failure.step ?? (state.screen.name === 'form' ? state.screen.step : 'phone');
      return {
        ...state,
        error: failure.error,
        attempt: failure.keepAttempt ? state.attempt : undefined,
        otpAsked: failure.otpAsked ?? state.otpAsked,
        screen: formAt(step),
      };
    }
    case 'linkGone':
      return { ...state, screen: { name: 'notFound' } };
    case 'linkPaid':
      return { ...state, screen: { name: 'paid' } };
    case 'polled': {
      if (state.screen.name !== 'pending') return state;
      const status = action.transaction.status.toUpperCase();
      if (status === 'SUCCESS') {
        const receipt = receiptOf(state, state.screen.transactionId, action.at);
        return { ...state, screen: { name: 'success', receipt } };
      }
      if (status === 'REJECTED' || status === 'FAILED') {
        const { transactionId } = state.screen;
        return { ...state, screen: { name: 'rejected', reason: 'refused', transactionId } };
      }
      return state;
    }
    case 'timedOut':
      if (state.screen.name !== 'pending') return state;
      return { ...state, screen: { name: 'timeout', transactionId: state.screen.transactionId } };
    case 'checkAgain':
      if (state.screen.name !== 'timeout') return state;
      return {
        ...state,
        screen: { name: 'pending', transactionId: state.screen.transactionId, since: action.at },
      };
    case 'retry':
      return { ...state, error: undefined, attempt: undefined, screen: formAt('phone') };
    case 'changeMethod':
      return {
        ...state,
        error: undefined,
        attempt: undefined,
        otpAsked: false,
        screen: formAt('method'),
      };
  }
}

// ---- Session storage: a reload resumes the same payment

export const storageKey = (token: string) => `yonnee-paiement:${token}`;

const SavedScreenSchema = z.union([
  z.object({
    name: z.literal('form'),
    step: z.enum(['method', 'phone', 'otp']),
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
    reason: z.enum(['refused', 'insufficientBalance']),
    transactionId: z.optional(z.string()),
  }),
  z.object({ name: z.literal('timeout'), transactionId: z.string() }),
]);

const SavedCheckoutSchema = z.object({
  version: z.literal(1),
  entry: z.object({ country: z.string(), method: z.string(), phone: z.string() }),
  screen: SavedScreenSchema,
  attempt: z.optional(z.object({ key: z.string(), fingerprint: z.string() })),
  otpAsked: z.boolean(),
});
export type SavedCheckout = z.infer<typeof SavedCheckoutSchema>;

/** What is worth keeping of a state, or undefined before the payer has anything to resume. */
export function toSaved(state: CheckoutState): SavedCheckout | undefined {
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

// ---- Telling the embedding page

/**
 * Where the outcome may be posted: the `origin` the merchant put in the URL, else the origin
 * of the page that embedded or opened this one, and only if it is one of `allowed` (this site
 * and the origins the link's merchant registered). Never '*': other pages must not learn it.
 */
export function targetOriginOf(
  search: string,
  referrer: string,
  allowed: readonly string[],
): string | undefined {
  const asked = new URLSearchParams(search).get('origin');
  const candidate = asked ?? referrer;
  if (!candidate) return undefined;
  try {
    const { origin } = new URL(candidate);
    return allowed.includes(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

export const OUTCOME_MESSAGE_TYPE = 'yonnee:payment-outcome';

export interface OutcomeMessage {
  type: typeof OUTCOME_MESSAGE_TYPE;
  token: string;
  /** SUCCESS, REJECTED, or PENDING when the operator has not answered in time. */
  status: 'SUCCESS' | 'REJECTED' | 'PENDING';
  transactionId?: string;
  amount: number;
  currency: string;
}

/** The message for the embedding page once the payment has an outcome, else undefined. */
export function outcomeOf(state: CheckoutState): OutcomeMessage | undefined {
  const { link, screen } = state;
  if (!link) return undefined;
  const base = {
    type: OUTCOME_MESSAGE_TYPE,
    token: link.token,
    amount: link.amount,
    currency: link.currency,
  } as const;
  if (screen.name === 'success') {
    return { ...base, status: 'SUCCESS', transactionId: screen.receipt.transactionId };
  }
  if (screen.name === 'rejected') {
    return { ...base, status: 'REJECTED', transactionId: screen.transactionId };
  }
  if (screen.name === 'timeout') {
    return { ...base, status: 'PENDING', transactionId: screen.transactionId };
  }
  return undefined;
}
