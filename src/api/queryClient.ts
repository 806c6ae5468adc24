import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { paths } from '../paths/paths';
import { errorBodyTitle, errorStatus } from './errors';

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

// The spec's toast titles are English on French pages: screen readers must switch voice.
const english = (text: string): ReactNode => createElement('span', { lang: 'en' }, text);

export const errorToastTitles = {
  sessionExpired: 'Session expired!',
  serverError: 'Internal Server Error!',
  notModified: 'Content not modified!',
  noContent: 'Content not found.',
  generic: 'Something went wrong!',
} as const;

type Origin = 'query' | 'mutation';

/** Section 8 of the spec, row by row. */
export function createErrorHandler({
  onUnauthorized,
  navigate,
  currentLocation = () =>
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  notify,
  logError = (error) => console.error(error),
}: QueryClientDependencies) {
  return (error: unknown, origin: Origin) => {
    const status = errorStatus(error);

    if (status === 401) {
      notify({ title: english(errorToastTitles.sessionExpired), variant: 'destructive' });
      onUnauthorized();
      const here = currentLocation();
      // Several queries can fail together: send the user to sign in once, not with a nested redirect.
      if (here.split(/[?#]/)[0] !== paths.signIn) {
        navigate(`${paths.signIn}?redirect=${encodeURIComponent(here)}`);
      }
      return;
    }
    if (status === 500 && origin === 'query') {
      notify({ title: english(errorToastTitles.serverError), variant: 'destructive' });
      navigate(paths.serverError);
      return;
    }
    if (status === 304 && origin === 'mutation') {
      notify({ title: english(errorToastTitles.notModified) });
      return;
    }

    // The generic handler: the API's own title when it gave one.
    logError(error);
    const apiTitle = errorBodyTitle(error);
    const title =
      apiTitle ?? english(status === 204 ? errorToastTitles.noContent : errorToastTitles.generic);
    notify({ title, variant: 'destructive' });
  };
}

const handlesGlobally = (meta: Record<string, unknown> | undefined) =>
  meta?.globalErrorHandling !== false;

/** The app's QueryClient: spec 7's cache and retry policy, and spec 8's error handling. */
export function createQueryClient(dependencies: QueryClientDependencies) {
  const handle = createErrorHandler(dependencies);
  return new QueryClient({
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
}
