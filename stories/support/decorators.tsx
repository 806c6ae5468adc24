import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { RouterLink } from '../../src/app/RouterLink';
import { LinkProvider } from '../../src/kit';
import type { StoryLoaded } from './loaders';

function DocumentTheme({ theme, children }: { theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = 'fr';
  }, [theme]);
  return children;
}

/** Applies the toolbar's theme the way the app does: `data-theme` on <html>. */
export const withTheme: Decorator = (Story, context) => (
  <DocumentTheme theme={(context.globals.theme as string | undefined) ?? 'light'}>
    <Story />
  </DocumentTheme>
);

/** Gives every story a memory router (`parameters.route` sets the start), the site's links on it and its own QueryClient. */
export const withAppState: Decorator = (Story, context) => {
  const { location, queryClient } = context.loaded as StoryLoaded;
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LinkProvider linkComponent={RouterLink}>
          <Story />
        </LinkProvider>
      </Router>
    </QueryClientProvider>
  );
};
