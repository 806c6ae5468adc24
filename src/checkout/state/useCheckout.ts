import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { PaymentLinkCardPayRequest } from '../../api/payer';
import { lazyChunk, type LazyChunk } from '../../lib/lazyChunk';
import { outcomeOf, targetOriginOf } from './embedding';
import { stepProblem } from './entry';
import { defaultTiming, pollDelay, type CheckoutTiming } from './polling';
import { goneCheckout, startingCheckout } from './startingCheckout';
import { useStepHistory } from './useStepHistory';
import { checkoutReducer, type CheckoutAction } from './reducer';
import { parseSaved, storageKey, toSaved } from './resume';
import { stepsOf, type Entry, type FormError, type FormStep } from './state';
import type { PreloadedLink } from './preloadedLink';

export interface CheckoutOptions {
  /** Polling of a pending payment; stories shorten it. */
  timing?: CheckoutTiming;
  /** Clock for deadlines and receipts; stories fix it. */
  now?: () => number;
  /** The link and its methods, already looked up by the server that rendered the page. */
  preloaded?: PreloadedLink;
  /** The server found no such link (or no longer): nothing to look up. */
  gone?: boolean;
  /**
   * The code of the screens that follow a payment (a chunk of their own): a payment is sent once
   * it is here, so that what the payer sees next never waits on the network.
   */
  afterPayment?: LazyChunk<unknown>;
}

// Storage can be refused (private modes, an iframe whose site data is blocked): the payment goes on without it.
function readStorage(key: string) {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to resume after a reload, nothing else lost.
  }
}

/** The API's calls and their answers' checks (zod): a chunk the first screen does without. */
const checkoutCalls = lazyChunk(() => import('./checkoutCalls'));
const loadCalls = () => checkoutCalls.load();

/** The calls' chunk did not arrive: as a call that got no answer. */
const noAnswer = { key: 'errors.offline' } as const;
const unsent = (step?: FormStep): CheckoutAction => ({
  type: 'payFailed',
  failure: { kind: 'form', error: { field: 'form', message: noAnswer }, keepAttempt: true, step },
});

/**
 * Fetches the calls' chunk on the payer's first touch of the page (a tap, a key, a focus), well
 * before a payment can be sent; a payment sent sooner waits for it.
 */
function loadCallsOnFirstTouch() {
  const touches = ['pointerdown', 'keydown', 'focusin'] as const;
  const load = () => {
    stop();
    void loadCalls();
  };
  const stop = () => touches.forEach((type) => window.removeEventListener(type, load, true));
  touches.forEach((type) => window.addEventListener(type, load, true));
  return stop;
}

const isFinal = (status: string) =>
  ['SUCCESS', 'REJECTED', 'FAILED'].includes(status.toUpperCase());

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Follows the browser's connection events; prerendered HTML assumes a connection. */
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The whole payment of one link: loading, the payer's entries, paying, following, resuming. */
export function useCheckout(
  token: string,
  {
    timing = defaultTiming,
    now = Date.now,
    preloaded,
    gone = false,
    afterPayment,
  }: CheckoutOptions = {},
) {
  // Where the page started, kept as it was: a later render may hand over an equal copy.
  const [initial] = useState(preloaded);
  const [state, dispatch] = useReducer(checkoutReducer, initial, (preloadedLink) =>
    gone ? goneCheckout : startingCheckout(preloadedLink),
  );
  /** Session storage as the page found it: the first save goes over it at once. */
  const savedOnArrival = useRef<string | null | undefined>(undefined);
  const online = useOnline();
  /** The last status check got no answer, though the browser may still think it is online. */
  const [unreachable, setUnreachable] = useState(false);
  const [lookups, setLookups] = useState(0);
  const [methodLoads, setMethodLoads] = useState(0);

  useEffect(() => {
    if (gone) return;
    if (initial && lookups === 0) {
      // Only the browser knows where its payer was: a reload in the middle goes on from there.
      if (savedOnArrival.current === undefined)
        savedOnArrival.current = readStorage(storageKey(token));
      const saved = parseSaved(savedOnArrival.current);
      // The server's state, when it kept one, unless this browser went on from it since.
      const newer = !initial.resumed || saved?.serverStep === initial.resumed.serverStep;
      if (saved && newer) dispatch({ type: 'linkLoaded', link: initial.link, saved });
      return;
    }
    const controller = new AbortController();
    loadCalls().then(
      ({ getPaymentLink, describeLoadError }) =>
        getPaymentLink(token, { signal: controller.signal }).then(
          (answer) =>
            dispatch({
              type: 'linkLoaded',
              link: answer.data,
              saved: parseSaved(readStorage(storageKey(token))),
            }),
          (error: unknown) => {
            if (!controller.signal.aborted)
              dispatch({ type: 'linkFailed', ...describeLoadError(error) });
          },
        ),
      () => {
        if (!controller.signal.aborted)
          dispatch({ type: 'linkFailed', notFound: false, message: noAnswer });
      },
    );
    return () => controller.abort();
  }, [token, lookups, initial, gone]);

  useEffect(() => (initial && !gone ? loadCallsOnFirstTouch() : undefined), [initial, gone]);

  // Asked alongside the link, not after it: one round trip less on a slow network.
  useEffect(() => {
    if (initial && methodLoads === 0) return;
    const controller = new AbortController();
    const failed = () => {
      if (!controller.signal.aborted) dispatch({ type: 'methodsFailed' });
    };
    loadCalls().then(
      ({ listPaymentLinkMethods }) =>
        listPaymentLinkMethods(token, { signal: controller.signal }).then(
          (answer) => dispatch({ type: 'methodsLoaded', groups: answer.data }),
          failed,
        ),
      failed,
    );
    return () => controller.abort();
  }, [token, methodLoads, initial]);

  const reloadLink = useCallback(() => {
    dispatch({ type: 'reload' });
    setLookups((n) => n + 1);
  }, []);

  const reloadMethods = useCallback(() => {
    dispatch({ type: 'methodsLoading' });
    setMethodLoads((n) => n + 1);
  }, []);

  // Back online after a failed load: try again without making the payer press anything.
  const loadFailed = state.screen.name === 'loadFailed';
  const methodsFailed = state.methods.status === 'failed';
  useEffect(() => {
    const again = () => {
      if (loadFailed) reloadLink();
      if (methodsFailed) reloadMethods();
    };
    if (!loadFailed && !methodsFailed) return;
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [loadFailed, methodsFailed, reloadLink, reloadMethods]);

  useEffect(() => {
    const saved = toSaved(state);
    const serverStep = initial?.resumed?.serverStep;
    if (saved) writeStorage(storageKey(token), JSON.stringify({ ...saved, serverStep }));
  }, [state, token, initial]);

  const pendingId = state.screen.name === 'pending' ? state.screen.transactionId : undefined;
  const pendingSince = state.screen.name === 'pending' ? state.screen.since : 0;
  useEffect(() => {
    if (!pendingId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let offline = !navigator.onLine;
    let busy = false;
    let attempt = 0;

    const check = async () => {
      clearTimeout(timer);
      // Offline, nothing is sent: the `online` event starts again at once.
      if (busy || offline || controller.signal.aborted) return;
      busy = true;
      try {
        const { getPaymentLinkStatus } = await loadCalls();
        const answer = await getPaymentLinkStatus(token, pendingId, { signal: controller.signal });
        setUnreachable(false);
        dispatch({ type: 'polled', transaction: answer.data, at: now() });
        if (isFinal(answer.data.status)) return;
      } catch (error) {
        if (controller.signal.aborted) return;
        // A weak network drops requests while the browser still reports a connection (or the
        // calls' chunk, then missing).
        const calls = checkoutCalls.loaded();
        setUnreachable(!calls || error instanceof calls.NetworkError);
      } finally {
        busy = false;
      }
      if (now() - pendingSince >= timing.timeoutMs) {
        dispatch({ type: 'timedOut' });
        return;
      }
      timer = setTimeout(() => void check(), pollDelay(attempt++, timing));
    };

    const goOffline = () => {
      offline = true;
      clearTimeout(timer);
    };
    const goOnline = () => {
      offline = false;
      void check();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    // A reload in the middle checks at once; a payment just sent gives the payer time first.
    timer = setTimeout(() => void check(), Math.max(0, pendingSince + timing.firstPollMs - now()));
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      setUnreachable(false);
    };
  }, [token, pendingId, pendingSince, timing, now]);

  // The embedding page learns the outcome, at its own origin only.
  const outcome = outcomeOf(state);
  const outcomeText = outcome ? JSON.stringify(outcome) : '';
  const merchantOrigins = state.link?.merchantOrigins.join(' ') ?? '';
  useEffect(() => {
    if (!outcomeText) return;
    const allowed = [window.location.origin, ...merchantOrigins.split(' ').filter(Boolean)];
    const target = targetOriginOf(window.location.search, document.referrer, allowed);
    if (!target) return;
    // Framed only: the opener policy cuts a page opened from another origin off its opener.
    if (window.parent !== window) window.parent.postMessage(JSON.parse(outcomeText), target);
  }, [outcomeText, merchantOrigins]);

  /** The calls, once they and the screens after a payment are here; undefined if either failed. */
  const readyToSend = () =>
    Promise.all([loadCalls(), afterPayment?.load()]).then(
      ([calls]) => calls,
      () => undefined,
    );

  async function pay() {
    if (state.screen.name === 'form' && state.screen.sending) return;
    // The button is busy at once, even while a chunk is on its way.
    if (!checkoutCalls.loaded() || (afterPayment && !afterPayment.loaded()))
      dispatch({ type: 'sending' });
    const calls = await readyToSend();
    if (!calls) return dispatch(unsent());
    const { attemptFor, sendPayment } = calls;
    const attempt = attemptFor(state);
    dispatch({ type: 'sending', attempt });
    dispatch(await sendPayment(token, state, attempt, now));
  }

  /**
   * Pays by card with details the card form checked. They go into this one request and nowhere
   * else: not the state, not storage, not a log.
   */
  async function payByCard(card: PaymentLinkCardPayRequest) {
    if (state.screen.name !== 'form' || state.screen.sending) return;
    dispatch({ type: 'cardSending' });
    const calls = await readyToSend();
    if (!calls) return dispatch(unsent('card'));
    dispatch(await calls.sendCardPayment(token, card, now));
  }

  /** Goes on from a step: to the next one, or pays from the last. Returns the problem, if any. */
  function submit(step: FormStep): FormError | undefined {
    const problem = stepProblem(state, step);
    if (problem) {
      dispatch({ type: 'invalid', error: problem });
      return problem;
    }
    const steps = stepsOf(state);
    const next = steps[steps.indexOf(step) + 1];
    if (next) dispatch({ type: 'goTo', step: next });
    else void pay();
    return undefined;
  }

  useStepHistory(state.screen.name === 'form' ? state.screen.step : undefined, (step) =>
    dispatch({ type: 'goTo', step }),
  );

  const [leaving, setLeaving] = useState(false);
  /** Withdraws the pending payment, then goes back to a step (the number, or the wallets). */
  async function leavePending(step: FormStep) {
    setLeaving(true);
    try {
      const { cancelPaymentLinkPayment } = await loadCalls();
      await cancelPaymentLinkPayment(token);
      dispatch({ type: 'pendingLeft', step });
    } catch {
      dispatch({
        type: 'invalid',
        error: { field: 'form', message: { key: 'errors.cancelFailed' } },
      });
    } finally {
      setLeaving(false);
    }
  }

  return {
    state,
    leavePending: (step: FormStep) => void leavePending(step),
    /** The pending payment is being withdrawn. */
    leaving,
    /** No connection, by the browser's word or by a status check that got no answer. */
    connectionLost: !online || unreachable,
    edit: (patch: Partial<Entry>) => dispatch({ type: 'edit', patch }),
    goTo: (step: FormStep) => dispatch({ type: 'goTo', step }),
    submit,
    payByCard,
    retry: () => dispatch({ type: 'retry' }),
    changeMethod: () => dispatch({ type: 'changeMethod' }),
    checkAgain: () => dispatch({ type: 'checkAgain', at: now() }),
    reloadLink,
    reloadMethods,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
