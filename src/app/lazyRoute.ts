import { lazy, type ComponentType } from 'react';

export interface Preloadable<P = object> {
  Component: ComponentType<P>;
  /** Starts loading the code; safe to call any number of times. */
  preload: () => Promise<unknown>;
}

export interface LazyRoute extends Preloadable {
  /**
   * What hydrating the route's prerendered HTML needs, when that is less than a render (a docs
   * page hydrates from its outline, its text kept from the server's HTML); `preload` otherwise.
   */
  preloadToHydrate?: () => Promise<unknown>;
  /**
   * Source modules of the route's own chunks, as the build manifest names them: the
   * prerendered page asks for their files with the entry's (scripts/prerender.mjs).
   */
  modules: readonly string[];
}

/** The build manifest's name of a module that src/app imports by a relative path. */
export const manifestKey = (pathFromSrcApp: string) =>
  `src/${pathFromSrcApp.replace(/^\.\.\//, '')}`;

/**
 * A component in its own chunk. The import promise is shared, so a preload on
 * hover and the render after the click fetch the chunk once; a failed load is
 * forgotten so the next attempt can retry. Once loaded, the component renders
 * without suspending (a thenable that resolves synchronously): prerendered
 * HTML then needs no inline completion scripts, and hydration no fallback.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const ready = { default: loaded };
      return {
        then: (resolve: (value: typeof ready) => void) => resolve(ready),
      } as unknown as Promise<typeof ready>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload };
}

type PageModule = Record<string, unknown>;

// One chunk per page folder; the glob keys are the single source of module paths. The hosted
// checkout is a wing of its own (src/checkout/), whose page is also a route of the site.
const pageModules = import.meta.glob<PageModule>([
  '../pages/*/index.ts',
  '../checkout/PaymentPage/index.ts',
]);

/** The route of a page folder, with `pick` choosing (or wrapping) its component. */
export function lazyRoute(page: string, pick: (module: PageModule) => ComponentType): LazyRoute {
  const key = Object.keys(pageModules).find((path) => path.endsWith(`/${page}/index.ts`));
  const load = key && pageModules[key];
  if (!key || !load) throw new Error(`No page module for ${page} in src/pages or src/checkout`);
  return { ...lazyWithPreload(() => load().then(pick)), modules: [manifestKey(key)] };
}

/** The page's exported component of the same name as its folder. */
export const namedPage = (page: string) =>
  lazyRoute(page, (module) => module[page] as ComponentType);
