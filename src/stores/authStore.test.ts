// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_NAME, createAuthStore } from './authStore';

const user = { id: 'mch_221', email: 'awa.diop@boutique-teranga.sn', name: 'Awa Diop' };

/** Records the exact strings written to document.cookie; writes still reach jsdom's cookie jar. */
const spyOnCookieWrites = () => vi.spyOn(document, 'cookie', 'set');

describe('auth store', () => {
  beforeEach(() => {
    document.cookie = `${AUTH_COOKIE_NAME}=; Path=/; Max-Age=0`;
  });
  afterEach(() => {
    document.cookie = `${AUTH_COOKIE_NAME}=; Path=/; Max-Age=0`;
  });

  it('starts signed out when there is no cookie', () => {
    const store = createAuthStore();
    expect(store.getState()).toMatchObject({ user: null, accessToken: '' });
  });

  it('starts with the token found in the cookie', () => {
    document.cookie = `${AUTH_COOKIE_NAME}=tok_from_cookie; Path=/`;
    expect(createAuthStore().getState().accessToken).toBe('tok_from_cookie');
  });

  it('writes the token cookie with Path=/, SameSite=Lax and an eight-hour Max-Age', () => {
    const store = createAuthStore();
    const setCookie = spyOnCookieWrites();
    store.getState().setAuth({ user, accessToken: 'eyJhbGciOi.payload.sig' });
    expect(setCookie).toHaveBeenCalledExactlyOnceWith(
      'yonnee_access_token=eyJhbGciOi.payload.sig; Path=/; Max-Age=28800; SameSite=Lax',
    );
    setCookie.mockRestore();
    expect(store.getState()).toMatchObject({ user, accessToken: 'eyJhbGciOi.payload.sig' });
    // A new store, like a reload, reads the token back from the cookie.
    expect(createAuthStore().getState().accessToken).toBe('eyJhbGciOi.payload.sig');
  });

  it('marks the cookie Secure on an HTTPS page', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const setCookie = spyOnCookieWrites();
    createAuthStore().getState().setAuth({ user, accessToken: 'tok' });
    expect(setCookie).toHaveBeenCalledExactlyOnceWith(
      'yonnee_access_token=tok; Path=/; Max-Age=28800; SameSite=Lax; Secure',
    );
  });

  it('reset clears the user, the token and the cookie', () => {
    const store = createAuthStore();
    store.getState().setAuth({ user, accessToken: 'tok' });
    const setCookie = spyOnCookieWrites();
    store.getState().reset();
    expect(setCookie).toHaveBeenCalledExactlyOnceWith(
      'yonnee_access_token=; Path=/; Max-Age=0; SameSite=Lax',
    );
    setCookie.mockRestore();
    expect(store.getState()).toMatchObject({ user: null, accessToken: '' });
    expect(document.cookie).not.toContain(AUTH_COOKIE_NAME);
  });

  it('clearToken drops the token and its cookie but keeps the user', () => {
    const store = createAuthStore();
    store.getState().setAuth({ user, accessToken: 'tok' });
    store.getState().clearToken();
    expect(store.getState()).toMatchObject({ user, accessToken: '' });
    expect(document.cookie).not.toContain(AUTH_COOKIE_NAME);
    expect(createAuthStore().getState().accessToken).toBe('');
  });

  it('setting an empty token removes the cookie rather than storing an empty one', () => {
    const store = createAuthStore();
    store.getState().setAuth({ user, accessToken: 'tok' });
    store.getState().setAuth({ user, accessToken: '' });
    expect(document.cookie).not.toContain(AUTH_COOKIE_NAME);
  });
});
