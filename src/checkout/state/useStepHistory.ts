import { useEffect, useEffectEvent } from 'react';
import type { FormStep } from './state';

// Each step of the form is an entry of the browser's history, at the same address: the phone's
// Back button returns to the previous step instead of leaving the page, and Forward comes back.

/** Where the checkout keeps its steps in `history.state`, beside anything else there. */
const KEY = 'yonneeCheckoutSteps';

const stepsIn = (state: unknown): FormStep[] => {
  const steps = (state as Record<string, unknown> | null)?.[KEY];
  return Array.isArray(steps) ? (steps as FormStep[]) : [];
};

/**
 * `step`: the form's step shown (undefined on other screens, which make no entry); `goTo`
 * shows a step the payer reached again through Back or Forward.
 */
export function useStepHistory(step: FormStep | undefined, goTo: (step: FormStep) => void) {
  const onPop = useEffectEvent((event: PopStateEvent) => {
    const wanted = stepsIn(event.state).at(-1);
    // Once the payment is sent, Back changes nothing: the payment goes on.
    if (wanted && step && wanted !== step) goTo(wanted);
  });

  useEffect(() => {
    if (!step) return;
    const steps = stepsIn(window.history.state);
    if (steps.at(-1) === step) return;
    const write = (next: FormStep[], how: 'push' | 'replace') => {
      const state = { ...(window.history.state as object | null), [KEY]: next };
      if (how === 'push') window.history.pushState(state, '');
      else window.history.replaceState(state, '');
    };
    const known = steps.indexOf(step);
    // Back by the page's own button: the same as the browser's, one entry back.
    if (known >= 0 && known === steps.length - 2) window.history.back();
    else if (steps.length === 0 || known >= 0)
      write(known >= 0 ? steps.slice(0, known + 1) : [step], 'replace');
    else write([...steps, step], 'push');
  }, [step]);

  useEffect(() => {
    const listener = (event: PopStateEvent) => onPop(event);
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
