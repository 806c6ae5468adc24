import { paths } from '../paths/paths';
import { errorBodyTitle, errorStatus } from './errors';

/** Spec 8 treats a failed read (a query) and a failed change (a mutation) apart. */
export type ErrorOrigin = 'query' | 'mutation';

/**
 * What the app does besides showing the notice. Described, never performed here: the query
 * layer performs it, the docs console only says what an app would do.
 */
export type NoticeEffect =
  | { type: 'clearSession' }
  | { type: 'navigate'; to: string; reason: 'signIn' | 'serverError' }
  | { type: 'logError' };

/** Spec 8's reading of one failure. */
export interface ErrorNotice {
  /** The headline: spec 8's title, or the API's own `data.title` for an HTTP-client error. */
  title: string;
  /** The spec's titles are English on French pages: screen readers must switch voice. */
  lang?: 'en';
  /** The API's own `data.title` when the headline is the spec's: a 401 says which key was refused. */
  message?: string;
  tone: 'neutral' | 'destructive';
  effects: readonly NoticeEffect[];
}

export interface NoticeContext {
  origin: ErrorOrigin;
  /** Where the user is (path, query and hash), to come back to after signing in. */
  location: string;
}

export const errorTitles = {
  sessionExpired: 'Session expired!',
  serverError: 'Internal Server Error!',
  notModified: 'Content not modified!',
  noContent: 'Content not found.',
  generic: 'Something went wrong!',
} as const;

const spec = (title: string, apiTitle: string | undefined) => ({
  title,
  lang: 'en' as const,
  ...(apiTitle ? { message: apiTitle } : {}),
});

/**
 * Section 8 of the spec, row by row, for any error a call can throw (or an answer's
 * `{ status, body }`). A pure function: the caller shows the notice and performs its effects.
 */
export function errorNotice(error: unknown, { origin, location }: NoticeContext): ErrorNotice {
  const status = errorStatus(error);
  const apiTitle = errorBodyTitle(error);

  if (status === 401) {
    // Several queries can fail together: send the user to sign in once, not with a nested redirect.
    const onSignIn = location.split(/[?#]/)[0] === paths.signIn;
    const signIn = `${paths.signIn}?redirect=${encodeURIComponent(location)}`;
    return {
      ...spec(errorTitles.sessionExpired, apiTitle),
      tone: 'destructive',
      effects: [
        { type: 'clearSession' },
        ...(onSignIn ? [] : [{ type: 'navigate', to: signIn, reason: 'signIn' } as const]),
      ],
    };
  }
  if (status === 500 && origin === 'query') {
    return {
      ...spec(errorTitles.serverError, apiTitle),
      tone: 'destructive',
      effects: [{ type: 'navigate', to: paths.serverError, reason: 'serverError' }],
    };
  }
  if (status === 304 && origin === 'mutation') {
    return { ...spec(errorTitles.notModified, apiTitle), tone: 'neutral', effects: [] };
  }

  // The generic handler: logged, and the API's own title when it gave one.
  const effects = [{ type: 'logError' }] as const;
  if (apiTitle) return { title: apiTitle, tone: 'destructive', effects };
  const title = status === 204 ? errorTitles.noContent : errorTitles.generic;
  return { title, lang: 'en', tone: 'destructive', effects };
}
