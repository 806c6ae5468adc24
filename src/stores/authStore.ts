import { createStore, useStore, type StoreApi } from 'zustand';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';

import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from '../lib/browserStorage';

export { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME };

export interface AuthUser {
  /** Merchant account identifier. */
  id: string;
  email: string;
  /** Display name, when the account has one. */
  name?: string;
}

export interface AuthState {
  /** The signed-in merchant; null until sign-in. */
  user: AuthUser | null;
  /** Bearer token; read from the cookie at start, empty when signed out. */
  accessToken: string;
  /** Stores the user and the token, and writes the token cookie. */
  setAuth: (auth: { user: AuthUser | null; accessToken: string }) => void;
  /** Signs out: clears the user, the token and its cookie. */
  reset: () => void;
  /** Drops the token and its cookie but keeps the user (e.g. to prefill a new sign-in). */
  clearToken: () => void;
}

export interface AuthStoreOptions {
  /** Cookie name; tests use their own. */
  cookieName?: string;
  /** Cookie lifetime in seconds. */
  maxAgeSeconds?: number;
}

export function createAuthStore({
  cookieName = AUTH_COOKIE_NAME,
  maxAgeSeconds = AUTH_COOKIE_MAX_AGE_SECONDS,
}: AuthStoreOptions = {}): StoreApi<AuthState> {
  const removeCookie = () => deleteCookie(cookieName);
  return createStore<AuthState>()((set) => ({
    user: null,
    // readCookie answers '' on the server, so this module is safe to import there.
    accessToken: readCookie(cookieName),
    setAuth: ({ user, accessToken }) => {
      if (accessToken) writeCookie(cookieName, accessToken, { maxAgeSeconds });
      else removeCookie();
      set({ user, accessToken });
    },
    reset: () => {
      removeCookie();
      set({ user: null, accessToken: '' });
    },
    clearToken: () => {
      removeCookie();
      set({ accessToken: '' });
    },
  }));
}

/** The app's session; the API layer reads the token and resets it on a 401. */
export const authStore = createAuthStore();

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
