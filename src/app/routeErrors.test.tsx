// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { errorPages, errorScreen } from '../content/errors';
import { AppRoutes } from './AppRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { NotFoundError } from './routeErrors';

// The spec's section 8 rows that the router handles; the rows an API error reaches are
// src/api/errorNotice.test.ts's.
function Throws({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('route errors (spec 8)', () => {
  it('a route load error shows the generic error screen', () => {
    // This tab reloaded a moment ago for a stale deploy: the failure is real, so it shows.
    sessionStorage.setItem('yonnee:stale-deploy-reload', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkError = new TypeError(
      'Failed to fetch dynamically imported module: /assets/FaqPage-3RQI3Jlc.js',
    );
    render(
      <RouteErrorBoundary resetKey="/faq">
        <Throws error={chunkError} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(errorScreen.title);
    expect(screen.getByRole('button', { name: errorScreen.reload })).toBeInTheDocument();
  });

  it('an unknown route is the 404 page', async () => {
    const { hook } = memoryLocation({ path: '/nulle-part' });
    render(
      <Router hook={hook}>
        <AppRoutes location="/nulle-part" />
      </Router>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: errorPages[404].title }),
    ).toBeInTheDocument();
  });

  it('a page naming something missing is "Not Found", not a crash', () => {
    render(
      <RouteErrorBoundary resetKey="/documentation/inconnue">
        <Throws error={new NotFoundError()} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not Found');
  });
});
