import type { Decorator } from '@storybook/react-vite';
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

/**
 * Gives every story a memory router (`parameters.route` sets the start) with the site's links on
 * it, as the app's shell does. No QueryClient: the app's pages use none, so a story that uses
 * queries brings the app's own with `withAppQueryClient` (./withAppQueryClient.tsx).
 */
export const withRouter: Decorator = (Story, context) => {
  const { location } = context.loaded as StoryLoaded;
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LinkProvider linkComponent={RouterLink}>
        <Story />
      </LinkProvider>
    </Router>
  );
};
