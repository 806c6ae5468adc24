import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates HTML rendered on the server (and on the server), then true; true
 * from the start when the component mounts in the browser (a page rendered there, a part
 * shown after hydration). Until then the page shows but does nothing: a control that would act
 * on its own (a form's submit button reloads the page) can wait for it.
 *
 * The switch to true is a transition, which React renders in short tasks once the page is
 * interactive. A store whose server snapshot differs from its browser one would make React
 * render every user again synchronously, in one task right after each hydrated part (measured
 * on the API reference: 128 users, about 400 components rendered again in one task).
 */
export function useHydrated(): boolean {
  const mountedInBrowser = !useFirstRenderedFromServer();
  // Its first value; a component hydrated switches to true in a transition, once hydrated (a
  // component mounted in the browser is true already, and its update changes nothing).
  const [hydrated, setHydrated] = useState(mountedInBrowser);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * True on the server and in a component React hydrated, false in one it mounted in the
 * browser; it never changes, so it renders nothing again once hydrated.
 */
export function useFirstRenderedFromServer(): boolean {
  // React asks for the server snapshot only on the server and when it hydrates the
  // component: its answer there says how this component was first rendered. Once hydrated,
  // the store keeps saying so, so React has no snapshot change to render synchronously.
  const fromServerHtml = useRef(false);
  return useSyncExternalStore(
    neverChanges,
    () => fromServerHtml.current,
    () => {
      fromServerHtml.current = true;
      return true;
    },
  );
}
