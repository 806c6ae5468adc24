import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiCredentials } from '@yonnee/api';
import { createQueryClient } from '@yonnee/api/react-query';
import { LinkProvider, toast, Toaster } from '@yonnee/kit';
import { useEffect, useMemo, useState } from 'react';
import { ConsoleLink } from './ConsoleLink';
import { currentLocation, navigate, useLocation } from './router';
import { fetchWithScenario } from './scenario';
import { Screen } from './Screen';
import { Shell } from './Shell';

/**
 * The session is the three credentials, held in this component's state only: never in web
 * storage, a cookie or a URL, so a reload signs out. Each session gets its own QueryClient with
 * the package's policy and section-8 handling, and it is emptied when the session ends.
 */
export function App() {
  const [session, setSession] = useState<ApiCredentials | null>(null);
  const location = useLocation();
  const client = useMemo(
    () =>
      session &&
      createQueryClient({
        api: { ...session, baseUrl: window.location.origin, fetch: fetchWithScenario },
        onUnauthorized: () => setSession(null),
        navigate,
        currentLocation,
        notify: toast,
      }),
    [session],
  );
  useEffect(() => () => client?.clear(), [client]);

  const screen = <Screen location={location} signedIn={session !== null} onSignIn={setSession} />;
  return (
    <LinkProvider linkComponent={ConsoleLink}>
      <Shell signedIn={session !== null} onSignOut={() => setSession(null)}>
        {client ? <QueryClientProvider client={client}>{screen}</QueryClientProvider> : screen}
      </Shell>
      <Toaster />
    </LinkProvider>
  );
}
