import { useCallback } from 'react';
import { Router } from 'wouter';
import { LinkIntentContext } from '../kit';
import { AppShell } from './AppShell';
import { aroundNav, useDeferredBrowserLocation } from './navigation';
import { routeFor } from './preloadPath';

/** Warms a route's chunk when a visitor shows intent to follow a link to it. */
function RoutePreloader({ children }: { children: React.ReactNode }) {
  const preload = useCallback((href: string) => {
    routeFor(href.split(/[?#]/)[0] ?? href)
      ?.route.preload()
      .catch(() => {
        // A failed warm-up is retried by the navigation itself, which reports the error.
      });
  }, []);
  return <LinkIntentContext.Provider value={preload}>{children}</LinkIntentContext.Provider>;
}

export interface AppProps {
  /** Path to render on the server (prerendering); the browser location otherwise. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router hook={useDeferredBrowserLocation} aroundNav={aroundNav} ssrPath={ssrPath}>
      <RoutePreloader>
        <AppShell />
      </RoutePreloader>
    </Router>
  );
}
