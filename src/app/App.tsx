import { useCallback } from 'react';
import { Router } from 'wouter';
import { LinkIntentContext, LinkProvider } from '../kit';
import { FormOutcomeContext, type FormOutcome } from '../lib/forms/outcome';
import { AppShell } from './AppShell';
import { aroundNav, useDeferredBrowserLocation } from './navigation';
import { routeFor } from './preloadPath';
import { wholeStylesheetFor } from './frameStylesheet';
import { RouterLink } from './RouterLink';

/** Warms a route's chunk when a visitor shows intent to follow a link to it. */
function RoutePreloader({ children }: { children: React.ReactNode }) {
  const preload = useCallback((href: string) => {
    const pathname = href.split(/[?#]/)[0] ?? href;
    // A failed warm-up is retried by the navigation itself, which reports the error.
    const ignore = () => {};
    routeFor(pathname).route.preload().catch(ignore);
    wholeStylesheetFor(pathname)?.catch(ignore);
  }, []);
  return <LinkIntentContext.Provider value={preload}>{children}</LinkIntentContext.Provider>;
}

export interface AppProps {
  /** Path to render on the server (prerendering); the browser location otherwise. */
  ssrPath?: string;
  /** What the server did with the form posted to this page (server/forms.mjs), if any. */
  formOutcome?: FormOutcome;
}

export function App({ ssrPath, formOutcome }: AppProps) {
  return (
    <Router hook={useDeferredBrowserLocation} aroundNav={aroundNav} ssrPath={ssrPath}>
      <LinkProvider linkComponent={RouterLink}>
        <RoutePreloader>
          <FormOutcomeContext.Provider value={formOutcome}>
            <AppShell />
          </FormOutcomeContext.Provider>
        </RoutePreloader>
      </LinkProvider>
    </Router>
  );
}
