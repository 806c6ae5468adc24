// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, DEFAULT_THEME_STORAGE_KEY } from './themeStore';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
    mockSystemDark(false);
  });

  it('defaults to light and stores nothing until the visitor chooses', () => {
    const store = createThemeStore();
    expect(store.getState().preference).toBe('light');
    store.getState().loadStoredPreference();
    expect(store.getState().preference).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBeNull();
  });

  it('persists the choice under the configured key and applies it', () => {
    const store = createThemeStore({ storageKey: 'custom-theme' });
    store.getState().setPreference('dark');
    expect(localStorage.getItem('custom-theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const reloaded = createThemeStore({ storageKey: 'custom-theme' });
    reloaded.getState().loadStoredPreference();
    expect(reloaded.getState().preference).toBe('dark');
  });

  it('resolves system from the OS preference', () => {
    mockSystemDark(true);
    const store = createThemeStore();
    store.getState().setPreference('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('system');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(DEFAULT_THEME_STORAGE_KEY, 'purple');
    const store = createThemeStore();
    store.getState().loadStoredPreference();
    expect(store.getState().preference).toBe('light');
  });

  it('still applies the choice when storage throws', () => {
    const store = createThemeStore({
      storage: () =>
        ({
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
          getItem: () => null,
        }) as unknown as Storage,
    });
    store.getState().setPreference('dark');
    expect(store.getState().preference).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
