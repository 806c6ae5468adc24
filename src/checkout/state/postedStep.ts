import { cancelPaymentLinkPayment, getPaymentLinkStatus } from '../../api/payer';
import type { CardFormCopy } from '../cardCopy';
import { cardFieldNames, cardProblems, cardRequest, type CardField } from '../cardRules';
import type { CheckoutCopy } from '../copy';
import type { CheckoutLanguage } from '../language/types';
import type { PostedCopy } from '../postedCopy';
import { nationalDigits, planFor } from '../phonePlans';
import { stepProblem } from './entry';
import { checkoutActions, checkoutFields } from './formFields';
import { attemptFor, sendCardPayment, sendPayment } from './payment';
import { defaultTiming, pollDelay } from './polling';
import type { PreloadedLink } from './preloadedLink';
import { wordMessage, type CheckoutMessage } from './messages';
import { checkoutReducer, type CheckoutAction } from './reducer';
import { startingCheckout } from './startingCheckout';
import { toServerSaved, type SavedCheckout } from './resume';
import {
  countriesOf,
  selectedMethod,
  stepsOf,
  type CheckoutState,
  type FormError,
  type FormStep,
} from './state';

// The checkout without JavaScript (or before it runs): each screen is a form posted to the
// Node server, which moves the very state the browser would, with the same reducer, and keeps
// it in a sealed cookie (server/payment-steps.mjs). The page is then rendered from that state.

/** What the server keeps between two requests of one payer on one link. */
export interface ServerCheckout {
  saved: SavedCheckout;
  /** Refreshes of the pending screen so far: each waits longer (pollDelay). */
  polls: number;
  /**
   * A refused post's status and message, for the page its redirect shows (once): every post
   * answers 303, so no history entry is a POST the browser would ask to send again.
   */
  refused?: { status: number; error: FormError };
}

type ApiControls = NonNullable<Parameters<typeof getPaymentLinkStatus>[2]>;

/** Every word the server may answer a posted step with, in one language. */
export interface ServerWords {
  copy: CheckoutCopy;
  card: CardFormCopy;
  posted: PostedCopy;
}

/** The server's words in each language: the messages only it writes go out in both. */
export type ServerWordsByLanguage = Record<CheckoutLanguage, ServerWords>;

export interface PostContext {
  token: string;
  api: ApiControls;
  now: () => number;
  words: ServerWordsByLanguage;
}

/**
 * A message only the server writes, in both languages: the browser does not carry these words,
 * yet the page shows it in the language the payer switches to.
 */
export const postedMessage = (
  words: ServerWordsByLanguage,
  write: (words: ServerWords, lang: CheckoutLanguage) => string,
): CheckoutMessage => ({ key: 'posted', fr: write(words.fr, 'fr'), en: write(words.en, 'en') });

export interface PostOutcome {
  /** 303 when the step went on (the page is then asked again with GET), else the refusal's. */
  status: number;
  /** The state to keep: null forgets it, undefined leaves it as it was. */
  kept: ServerCheckout | null | undefined;
  /** The page to render on a refusal: the state with its error, and what was typed. */
  preloaded: PreloadedLink;
}

type Fields = Readonly<Record<string, string | undefined>>;

/** A field's value is at most this long: every valid one is far shorter. */
const FIELD_MAX = 64;

const previousStep = (state: CheckoutState, step: FormStep): FormStep => {
  const steps = stepsOf(state);
  return steps[Math.max(0, steps.indexOf(step) - 1)] ?? 'method';
};

/**
 * The form's step a history entry stands for (its address, or a form of a page the browser
 * kept), when the payer may be there: still on the form, and every step before it complete.
 * Back and Forward then move the kept state as they move the page, as useStepHistory does.
 */
function reachable(state: CheckoutState, step: string | undefined): FormStep | undefined {
  if (state.screen.name !== 'form') return undefined;
  const found = stepsOf(state).find((known) => known === step);
  return found && !earlierProblem(state, found) ? found : undefined;
}

/** The steps before `step`, the first one left incomplete (a state edited by hand, a stale page). */
function earlierProblem(state: CheckoutState, step: FormStep): [FormStep, FormError] | undefined {
  const steps = stepsOf(state);
  for (const earlier of steps.slice(0, Math.max(0, steps.indexOf(step)))) {
    const problem = stepProblem(state, earlier);
    if (problem) return [earlier, problem];
  }
  return undefined;
}

/** A step's context: the request's, and where a step says the service did not answer. */
interface StepContext extends PostContext {
  unanswered: () => void;
}

type Step = (state: CheckoutState, fields: Fields, context: StepContext) => Promise<CheckoutState>;

const reduce = (state: CheckoutState, ...actions: CheckoutAction[]) =>
  actions.reduce(checkoutReducer, state);

type Pay = (state: CheckoutState, context: StepContext) => Promise<CheckoutState>;

/** The payment's answer, telling the context when there was none (network, timeout, 5xx). */
function answered(action: CheckoutAction, context: StepContext) {
  if (action.type === 'payFailed' && action.failure.keepAttempt) context.unanswered();
  return action;
}

/** A wallet's payment, under the state's attempt (the same key for the very same request). */
const payByWallet: Pay = async (state, context) => {
  const attempt = attemptFor(state);
  const sending = reduce(state, { type: 'sending', attempt });
  return reduce(
    sending,
    answered(await sendPayment(context.token, sending, attempt, context.now, context.api), context),
  );
};

/** Goes on from a step as useCheckout's submit does: the next step, or `pay` from the last. */
async function submit(
  state: CheckoutState,
  step: FormStep,
  context: StepContext,
  pay: Pay = payByWallet,
) {
  const earlier = earlierProblem(state, step);
  if (earlier)
    return reduce(
      state,
      { type: 'goTo', step: earlier[0] },
      { type: 'invalid', error: earlier[1] },
    );
  const problem = stepProblem(state, step);
  if (problem) return reduce(state, { type: 'invalid', error: problem });
  const steps = stepsOf(state);
  const next = steps[steps.indexOf(step) + 1];
  if (next) return reduce(state, { type: 'goTo', step: next });
  return pay(state, context);
}

const cardFieldOrder: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

/** A refusal on the card's step, saying its fields come back empty and why. */
function toRetype(state: CheckoutState, words: ServerWordsByLanguage): CheckoutState {
  const { error } = state;
  if (!error || state.screen.name !== 'form' || state.screen.step !== 'card') return state;
  const message = postedMessage(
    words,
    ({ copy, posted }, lang) =>
      `${wordMessage({ lang, copy }, error.message)} ${posted.cardRetype}`,
  );
  return { ...state, error: { ...error, message } };
}

/**
 * The card as posted, checked with the card form's own rules. It goes into the one request
 * that pays and nowhere else: a refusal names the fields, sends none of them back, and says so.
 */
function payByCard(fields: Fields): Pay {
  return async (state, context) => {
    const card = {
      number: fields[cardFieldNames.number] ?? '',
      expiry: fields[cardFieldNames.expiry] ?? '',
      cvc: fields[cardFieldNames.cvc] ?? '',
      holder: fields[cardFieldNames.holder] ?? '',
    };
    const { words } = context;
    const now = context.now();
    const wrong = cardFieldOrder.filter((field) => cardProblems(card, now, words.fr.card)[field]);
    if (wrong.length > 0) {
      const message = postedMessage(words, (some) => {
        const problems = cardProblems(card, now, some.card);
        return wrong
          .map((field) => some.posted.cardProblem(some.card[field].label, problems[field]!))
          .join(' ');
      });
      return toRetype(reduce(state, { type: 'invalid', error: { field: 'card', message } }), words);
    }
    const sending = reduce(state, { type: 'cardSending' });
    return toRetype(
      reduce(
        sending,
        answered(
          await sendCardPayment(context.token, cardRequest(card), context.now, context.api),
          context,
        ),
      ),
      words,
    );
  };
}

const phoneOf = (state: CheckoutState, typed: string) => {
  const plan = planFor(state.entry.country);
  return plan ? nationalDigits(typed, plan) : '';
};

/** Withdraws the pending payment, as useCheckout's leavePending does; says so when it cannot. */
async function leavePending(state: CheckoutState, step: FormStep, context: StepContext) {
  try {
    await cancelPaymentLinkPayment(context.token, context.api);
    return reduce(state, { type: 'pendingLeft', step });
  } catch {
    context.unanswered();
    return reduce(state, {
      type: 'invalid',
      error: { field: 'form', message: { key: 'errors.cancelFailed' } },
    });
  }
}

const formStepOf = (state: CheckoutState): FormStep =>
  state.screen.name === 'form' ? state.screen.step : 'method';

/**
 * What each form does to the state: a screen's main button by the screen's name (hidden field
 * `etape`), the others by their `action`.
 */
const submits: Record<string, Step> = {
  method: (state, fields, context) => {
    const country = fields[checkoutFields.country] ?? state.entry.country;
    const method = fields[checkoutFields.method] ?? '';
    return submit(reduce(state, { type: 'edit', patch: { country, method } }), 'method', context);
  },
  phone: (state, fields, context) => {
    const phone = phoneOf(state, fields[checkoutFields.phone] ?? '');
    return submit(reduce(state, { type: 'edit', patch: { phone } }), 'phone', context);
  },
  otp: (state, fields, context) => {
    const otp = fields[checkoutFields.otp] ?? '';
    return submit(reduce(state, { type: 'edit', patch: { otp } }), 'otp', context);
  },
  card: (state, fields, context) => submit(state, 'card', context, payByCard(fields)),
};

const actions: Record<string, Step> = {
  // What was typed on the step left stays, except a code (a secret, and single use).
  [checkoutActions.back]: async (state, fields) => {
    const typed = fields[checkoutFields.phone];
    const step = formStepOf(state);
    const kept =
      step === 'phone' && typed !== undefined
        ? reduce(state, { type: 'edit', patch: { phone: phoneOf(state, typed) } })
        : state;
    return reduce(kept, { type: 'goTo', step: previousStep(state, step) });
  },
  [checkoutActions.useSuggested]: async (state, fields) => {
    const phone = phoneOf(state, fields[checkoutFields.phone] ?? '');
    const method = fields[checkoutFields.method] ?? '';
    const moved = reduce(state, { type: 'edit', patch: { phone, method } });
    return selectedMethod(moved)
      ? moved
      : reduce(state, {
          type: 'invalid',
          error: { field: 'method', message: { key: 'method.required' } },
        });
  },
  [checkoutActions.retry]: async (state) => reduce(state, { type: 'retry' }),
  [checkoutActions.changeMethod]: async (state) => reduce(state, { type: 'changeMethod' }),
  [checkoutActions.changeNumber]: (state, _fields, context) =>
    leavePending(state, 'phone', context),
  [checkoutActions.cancel]: (state, _fields, context) => leavePending(state, 'method', context),
  [checkoutActions.checkAgain]: async (state, _fields, context) =>
    reduce(state, { type: 'checkAgain', at: context.now() }),
};

/** Which buttons each screen has besides its main one. */
const actionsOf: Record<string, readonly string[]> = {
  phone: [checkoutActions.back, checkoutActions.useSuggested],
  otp: [checkoutActions.back],
  card: [checkoutActions.back],
  rejected: [checkoutActions.retry, checkoutActions.changeMethod],
  pending: [checkoutActions.changeNumber, checkoutActions.cancel],
  timeout: [checkoutActions.checkAgain],
};

/** Where the payer stands for the server: the form's step, or the outcome's name. */
const screenOf = (state: CheckoutState): string =>
  state.screen.name === 'form' ? state.screen.step : state.screen.name;

/**
 * The status of a step that did not go on: the payer's entry (400), the service that did not
 * answer, for a wallet or a card alike (503), or a conflict (409).
 */
const refusalStatus = (state: CheckoutState, unanswered: boolean) =>
  state.error?.field !== 'form' ? 400 : unanswered ? 503 : 409;

/** The names of the fields in the payer's language, for the messages that name them. */
const fieldNames = ({ copy, card, posted }: ServerWords): Record<string, string> => ({
  [checkoutFields.country]: copy.method.country,
  [checkoutFields.method]: posted.methodField,
  [checkoutFields.phone]: copy.phone.label,
  [checkoutFields.otp]: copy.otp.label,
  [cardFieldNames.number]: card.number.label,
  [cardFieldNames.expiry]: card.expiry.label,
  [cardFieldNames.cvc]: card.cvc.label,
  [cardFieldNames.holder]: card.holder.label,
});

/**
 * One posted form: the payer's state moved by it (303, the page is then asked again with
 * GET), or the same page with what is wrong (4xx, 503), each message in the payer's language and naming
 * its field. `kept` is the state to keep for the payer: null to forget it (the link was paid
 * or is gone: the page looks the link up again), undefined to leave it as it was.
 */
export async function postCheckoutStep(
  preloaded: PreloadedLink,
  kept: ServerCheckout | undefined,
  fields: Fields,
  context: PostContext,
): Promise<PostOutcome> {
  const started = startingCheckout({ ...preloaded, resumed: kept?.saved, error: undefined });
  const refuse = (status: number, write: (words: ServerWords) => string): PostOutcome => ({
    status,
    kept: undefined,
    preloaded: {
      ...preloaded,
      resumed: kept?.saved,
      error: { field: 'form', message: postedMessage(context.words, write) },
    },
  });
  const tooLong = Object.entries(fields).find(([, value]) => (value ?? '').length > FIELD_MAX);
  if (tooLong) {
    const [name] = tooLong;
    return refuse(400, (words) => words.posted.tooLong(fieldNames(words)[name] ?? name));
  }
  const screen = fields[checkoutFields.step] ?? '';
  const action = fields[checkoutFields.action];
  const earlier = reachable(started, screen);
  const base = earlier ? reduce(started, { type: 'goTo', step: earlier }) : started;
  // A form of another screen (an old tab, a page kept from before): not the payer's any more.
  if (screen !== screenOf(base)) return refuse(409, (words) => words.posted.stale);
  const country = fields[checkoutFields.country];
  if (country !== undefined && !countriesOf(base).includes(country))
    return refuse(400, (words) => words.posted.country);
  const run =
    action === undefined
      ? submits[screen]
      : actionsOf[screen]?.includes(action)
        ? actions[action]
        : undefined;
  if (!run) return refuse(400, (words) => words.posted.unknown);

  let unanswered = false;
  const moved = await run(base, fields, { ...context, unanswered: () => (unanswered = true) });
  const saved = toServerSaved(moved);
  const next = saved ? { saved: nextVersion(saved, kept), polls: 0 } : null;
  if (!moved.error || !saved) return { status: 303, kept: next, preloaded };
  return {
    status: refusalStatus(moved, unanswered),
    kept: next,
    preloaded: { ...preloaded, resumed: next?.saved, error: moved.error },
  };
}

/** Each state the server keeps is numbered: a browser's saved state tells which it followed. */
const nextVersion = (saved: SavedCheckout, kept: ServerCheckout | undefined): SavedCheckout => ({
  ...saved,
  serverStep: (kept?.saved.serverStep ?? 0) + 1,
});

export interface ResumedPage {
  preloaded: PreloadedLink;
  kept: ServerCheckout;
  /** A refused post's status, on the page its redirect shows. */
  status?: number;
  /** Seconds until the page asks again, while a payment is pending (meta refresh without JS). */
  refreshSeconds?: number;
}

/**
 * The page of a payer the server knows: their state, at the form's step its address asks
 * (`asked`; none, the link as shared: the first step) when the payer may be there; for a
 * pending payment the operator's latest word on it, asked at each refresh, ever less often,
 * until the timeout screen.
 */
export async function resumeCheckout(
  preloaded: PreloadedLink,
  kept: ServerCheckout,
  context: PostContext,
  asked?: string,
): Promise<ResumedPage> {
  let state = startingCheckout({ ...preloaded, resumed: kept.saved });
  const step = reachable(state, asked ?? stepsOf(state)[0]);
  const moved = step !== undefined && step !== formStepOf(state);
  if (moved) state = reduce(state, { type: 'goTo', step });
  if (state.screen.name === 'pending') {
    const { transactionId, since } = state.screen;
    const answer = await getPaymentLinkStatus(context.token, transactionId, context.api).catch(
      () => undefined,
    );
    const at = context.now();
    if (answer) state = reduce(state, { type: 'polled', transaction: answer.data, at });
    if (state.screen.name === 'pending' && at - since >= defaultTiming.timeoutMs)
      state = reduce(state, { type: 'timedOut' });
  }
  const saved = toServerSaved(state);
  const resumed =
    saved && (moved ? nextVersion(saved, kept) : { ...saved, serverStep: kept.saved.serverStep });
  const pending = state.screen.name === 'pending';
  const refused = moved ? undefined : kept.refused;
  return {
    preloaded: { ...preloaded, resumed, ...(refused ? { error: refused.error } : {}) },
    kept: { saved: resumed ?? kept.saved, polls: pending ? kept.polls + 1 : 0 },
    ...(refused ? { status: refused.status } : {}),
    ...(pending ? { refreshSeconds: Math.ceil(pollDelay(kept.polls, defaultTiming) / 1000) } : {}),
  };
}
