import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, SANDBOX_CREDENTIALS } from '../../src/api';
import { toast } from '../../src/kit';
import type { StoryLoaded } from './loaders';

function AppQueryClient({
  location,
  onUnauthorized,
  children,
}: StoryLoaded & { onUnauthorized: () => void; children: ReactNode }) {
  const [client] = useState(() => {
    const created = createQueryClient({
      api: SANDBOX_CREDENTIALS,
      onUnauthorized,
      navigate: (to) => location.navigate(to),
      notify: toast,
      currentLocation: () => location.history.at(-1) ?? '/',
    });
    // The backoff (1 s, 2 s, 4 s) is covered by unit tests; screenshots must not wait for it.
    created.setDefaultOptions({
      queries: { ...created.getDefaultOptions().queries, retry: false },
    });
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * For the stories whose component uses queries, and only those: the app's QueryClient (spec 7
 * and 8) with the sandbox's credentials, navigating the story's memory router and clearing the
 * session with `onUnauthorized`, the auth store's reset in the app.
 */
export const withAppQueryClient =
  (onUnauthorized: () => void): Decorator =>
  (Story, context) => (
    <AppQueryClient {...(context.loaded as StoryLoaded)} onUnauthorized={onUnauthorized}>
      <Story />
    </AppQueryClient>
  );
