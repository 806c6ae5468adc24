// The names and lifetimes of what the site keeps in the browser: the stores use them, and the
// privacy policy (src/content/privacy.ts) lists them, from this one source.

/** Cookie holding the access token (path `/`, spec 3.1 and 4). */
export const AUTH_COOKIE_NAME = 'yonnee_access_token';
/**
 * Eight hours: a working day. A cookie written from JavaScript cannot be
 * HttpOnly, so a stolen token must not outlive the session it was issued for.
 */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;

/** localStorage key of the preference; the early script of both HTML entries (src/app/vite.ts) reads it. */
export const DEFAULT_THEME_STORAGE_KEY = 'yonnee-ui-theme';

/**
 * localStorage key set once Inter's file is in this browser's cache (src/lib/cacheInter.ts); the
 * early script reads it, and only then does a page name Inter before its first paint.
 */
export const INTER_CACHED_STORAGE_KEY = 'yonnee-inter';
