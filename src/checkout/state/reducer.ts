import type {
  MobilePayInResponse,
  PaymentLinkDetails,
  PaymentMethodGroup,
  Transaction,
} from '../../api/payer';
import type { FormFailure } from './errorWording';
import type { TransientMessage } from './messages';
import type { SavedCheckout } from './resume';
import {
  CARD_METHOD,
  cardAccepted,
  countriesOf,
  groupOf,
  type Attempt,
  type CheckoutState,
  type Entry,
  type FormError,
  type FormStep,
  type Receipt,
  type RejectReason,
  type Screen,
} from './state';

// The state machine: every event of the checkout and the state it leads to.

export type CheckoutAction =
  | { type: 'linkLoaded'; link: PaymentLinkDetails; saved?: SavedCheckout }
  | { type: 'linkFailed'; notFound: true }
  | { type: 'linkFailed'; notFound: false; message: TransientMessage }
  | { type: 'reload' }
  | { type: 'methodsLoading' }
  | { type: 'methodsLoaded'; groups: PaymentMethodGroup[] }
  | { type: 'methodsFailed' }
  | { type: 'edit'; patch: Partial<Entry> }
  | { type: 'goTo'; step: FormStep }
  | { type: 'invalid'; error: FormError }
  /** Without its attempt while the API's chunk is still on its way: the attempt follows. */
  | { type: 'sending'; attempt?: Attempt }
  | { type: 'answered'; answer: MobilePayInResponse; at: number }
  | { type: 'payFailed'; failure: FormFailure }
  | { type: 'linkGone' }
  | { type: 'linkPaid' }
  | { type: 'polled'; transaction: Transaction; at: number }
  | { type: 'timedOut' }
  | { type: 'checkAgain'; at: number }
  | { type: 'retry' }
  | { type: 'changeMethod' }
  /** The payer withdrew the pending payment: back to a step, to pay otherwise (or not). */
  | { type: 'pendingLeft'; step: FormStep }
  /** A card payment is on its way: no attempt is kept, as nothing of a card may be saved. */
  | { type: 'cardSending' }
  | { type: 'cardPaid'; transaction: Transaction; at: number }
  | {
      type: 'cardDeclined';
      reason: 'cardDeclined' | 'cardInsufficientFunds';
      transactionId?: string;
    };

const formAt = (step: FormStep): Screen => ({ name: 'form', step, sending: false });

/** Keeps the entry consistent with the methods offered: a known country, a method of it. */
function settle(state: CheckoutState): CheckoutState {
  if (state.methods.status !== 'ready') return state;
  const countries = countriesOf(state);
  const country = countries.includes(state.entry.country)
    ? state.entry.country
    : (countries[0] ?? state.entry.country);
  const methods = groupOf(state, country)?.methods ?? [];
  const keep =
    methods.some((m) => m.paymentMethod === state.entry.method) ||
    (state.entry.method === CARD_METHOD && cardAccepted(state));
  const method = keep ? state.entry.method : methods.length === 1 ? methods[0]!.paymentMethod : '';
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
        attempt: action.attempt ?? state.attempt,
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
    case 'retry': {
      const step = state.entry.method === CARD_METHOD ? 'card' : 'phone';
      return { ...state, error: undefined, attempt: undefined, screen: formAt(step) };
    }
    case 'pendingLeft':
      if (state.screen.name !== 'pending' && state.screen.name !== 'timeout') return state;
      return { ...state, error: undefined, attempt: undefined, screen: formAt(action.step) };
    case 'changeMethod':
      return {
        ...state,
        error: undefined,
        attempt: undefined,
        otpAsked: false,
        screen: formAt('method'),
      };
    case 'cardSending':
      if (state.screen.name !== 'form') return state;
      return { ...state, error: undefined, screen: { ...state.screen, sending: true } };
    case 'cardPaid': {
      const { at } = action;
      // No number for a card; nothing of the card itself goes on the receipt (it is saved).
      const receipt = { ...receiptOf(state, action.transaction.transactionId, at), phone: '' };
      return { ...state, screen: { name: 'success', receipt } };
    }
    case 'cardDeclined':
      return {
        ...state,
        screen: { name: 'rejected', reason: action.reason, transactionId: action.transactionId },
      };
  }
}
