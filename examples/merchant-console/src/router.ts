// A router of a few lines: the console has a handful of screens and needs no router package.
// The kit's links take it through LinkProvider (see App.tsx).
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

/** Where the user is: path, query and hash, as section 8's redirect keeps it. */
export const currentLocation = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function navigate(to: string) {
  if (to === currentLocation()) return;
  window.history.pushState(null, '', to);
  listeners.forEach((listener) => listener());
}

export const useLocation = () => useSyncExternalStore(subscribe, currentLocation);

/** A redirect back after signing in: only a path of this console, never another site. */
export function safeRedirect(value: string | null) {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
