import { useDeferredValue } from 'react';
import { useRouter, type AroundNavHandler } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { historyDepth } from '../lib/history';

/**
 * The location the app renders. Deferred, so that while the next page's chunk
 * loads React keeps the current page on screen instead of a blank fallback.
 */
export const useDeferredBrowserLocation: typeof useBrowserLocation = (options) => {
  const [location, navigate] = useBrowserLocation(options);
  return [useDeferredValue(location), navigate];
};

/** True between a click and the moment the new page can be shown. */
export function useNavigationPending(shownLocation: string): boolean {
  const [actual] = useBrowserLocation({ ssrPath: useRouter().ssrPath });
  return actual !== shownLocation;
}

export const newScrollKey = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 8);

/**
 * Tags every history entry the app pushes with a key (to find its scroll
 * position on back/forward) and its depth in this visit (so "Go Back" knows
 * whether there is an in-site page to go back to).
 */
export const aroundNav: AroundNavHandler = (navigate, to, options) => {
  const depth = historyDepth() + (options?.replace ? 0 : 1);
  navigate(to, {
    ...options,
    state: { ...(options?.state as object | undefined), scrollKey: newScrollKey(), depth },
  });
};
