import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates HTML rendered on the server, then true (React renders again at
 * once); true from the start when the page renders in the browser. Until then the page shows
 * but does nothing: a control that would act on its own (a form's submit button reloads the
 * page) can wait for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
