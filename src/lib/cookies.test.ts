// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, serializeCookie, writeCookie } from './cookies';

const clearAll = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

describe('cookies', () => {
  afterEach(clearAll);

  it('serialises every attribute deliberately', () => {
    expect(serializeCookie('t', 'a b;c', { maxAgeSeconds: 60, secure: true })).toBe(
      't=a%20b%3Bc; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(
      serializeCookie('t', 'x', {
        maxAgeSeconds: 1.9,
        path: '/docs',
        sameSite: 'Strict',
        secure: false,
      }),
    ).toBe('t=x; Path=/docs; Max-Age=1; SameSite=Strict');
  });

  it('adds Secure only when the page is served over HTTPS', () => {
    expect(serializeCookie('t', 'x', { maxAgeSeconds: 1 })).not.toContain('Secure');
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(serializeCookie('t', 'x', { maxAgeSeconds: 1 })).toBe(
      't=x; Path=/; Max-Age=1; SameSite=Lax; Secure',
    );
  });

  it('reads back what it wrote, among other cookies, and forgets it once deleted', () => {
    document.cookie = 'other=1; Path=/';
    writeCookie('session', 'eyJ.a=b', { maxAgeSeconds: 60 });
    document.cookie = 'session_old=stale; Path=/';
    expect(readCookie('session')).toBe('eyJ.a=b');
    deleteCookie('session');
    expect(readCookie('session')).toBe('');
    expect(readCookie('other')).toBe('1');
  });

  it('answers an empty string for a missing or malformed cookie', () => {
    expect(readCookie('missing')).toBe('');
    document.cookie = 'broken=%E0%A4%A; Path=/';
    expect(readCookie('broken')).toBe('');
  });
});
