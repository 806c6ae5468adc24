import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import type { ApiConfig } from './client';
import { errorNotice, type ErrorOrigin } from './errorNotice';
import { errorStatus } from './errors';
import { withApiConfig } from './queries/clientApiConfig';

/** Spec 7 and 9. */
export const STALE_TIME_MS = 10_000;
export const GC_TIME_MS = 5 * 60_000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Give `meta: quietErrors` to a query or mutation whose errors its own screen shows (the docs console). */
export const quietErrors = { globalErrorHandling: false } as const;

/** Up to 3 retries, none when the credentials are refused: asking again cannot help. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  const status = errorStatus(error);
  return failureCount < MAX_RETRIES && status !== 401 && status !== 403;
};

/** Exponential backoff from 1 s, capped at 30 s. */
export const retryDelay = (failureCount: number) =>
  Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

/** What the error handling tells the user, in the shape the kit's `toast()` takes. */
export interface Notice {
  title: ReactNode;
  variant?: 'default' | 'destructive';
}

export interface QueryClientDependencies {
  /** Host and credentials of this client's queries and mutations; the build's host and none by default. */
  api?: ApiConfig;
  /** Clears the session (the auth store's `reset()`). */
  onUnauthorized: () => void;
  /** The router's navigate. */
  navigate: (to: string) => void;
  /** Where the user is, to come back after signing in; the browser's location by default. */
  currentLocation?: () => string;
  /** Shows a notice: the kit's `toast()` in an app; the API layer draws nothing itself. */
  notify: (notice: Notice) => void;
  /** Receives unexpected errors; `console.error` by default. */
  logError?: (error: unknown) => void;
}

// The spec's titles are English on French pages: screen readers must switch voice.
const english = (text: string): ReactNode => createElement('span', { lang: 'en' }, text);

/** Section 8 of the spec: shows `errorNotice`'s reading of the error and performs its effects. */
export function createErrorHandler({
  onUnauthorized,
  navigate,
  currentLocation = () =>
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  notify,
  logError = (error) => console.error(error),
}: QueryClientDependencies) {
  return (error: unknown, origin: ErrorOrigin) => {
    const notice = errorNotice(error, { origin, location: currentLocation() });
    notify({
      title: notice.lang === 'en' ? english(notice.title) : notice.title,
      variant: notice.tone === 'destructive' ? 'destructive' : 'default',
    });
    for (const effect of notice.effects) {
      if (effect.type === 'clearSession') onUnauthorized();
      else if (effect.type === 'navigate') navigate(effect.to);
      else logError(error);
    }
  };
}

const handlesGlobally = (meta: Record<string, unknown> | undefined) =>
  meta?.globalErrorHandling !== false;

/** The app's QueryClient: spec 7's cache and retry policy, and spec 8's error handling. */
export function createQueryClient({ api = {}, ...dependencies }: QueryClientDependencies) {
  const handle = createErrorHandler(dependencies);
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) => {
        if (handlesGlobally(query.meta)) handle(error, 'query');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation: Mutation<unknown, unknown, unknown>) => {
        if (handlesGlobally(mutation.meta)) handle(error, 'mutation');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: true,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
  return withApiConfig(client, api);
}
