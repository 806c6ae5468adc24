import { createStore, useStore, type StoreApi } from 'zustand';
import { DEFAULT_THEME_STORAGE_KEY } from '../lib/browserStorage';

export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

export { DEFAULT_THEME_STORAGE_KEY };
export const DEFAULT_THEME: ThemePreference = 'light';

export interface ThemeState {
  preference: ThemePreference;
  /** Changes the preference, stores it and applies it to the document. */
  setPreference: (preference: ThemePreference) => void;
  /** Reads the stored preference (after hydration, so server and client first render agree). */
  loadStoredPreference: () => void;
}

const isPreference = (value: unknown): value is ThemePreference =>
  themePreferences.includes(value as ThemePreference);

export function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
  );
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference === 'system') return prefersDark() ? 'dark' : 'light';
  return preference;
}

export function applyTheme(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
) {
  root.dataset.theme = resolveTheme(preference);
}

export function createThemeStore({
  storageKey = DEFAULT_THEME_STORAGE_KEY,
  storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage),
}: { storageKey?: string; storage?: () => Storage | undefined } = {}): StoreApi<ThemeState> {
  return createStore<ThemeState>()((set) => ({
    preference: DEFAULT_THEME,
    setPreference: (preference) => {
      try {
        storage()?.setItem(storageKey, preference);
      } catch {
        // Private mode or a full quota: the choice still applies for this visit.
      }
      applyTheme(preference);
      set({ preference });
    },
    loadStoredPreference: () => {
      let stored: string | null | undefined;
      try {
        stored = storage()?.getItem(storageKey);
      } catch {
        stored = undefined;
      }
      const preference = isPreference(stored) ? stored : DEFAULT_THEME;
      applyTheme(preference);
      set({ preference });
    },
  }));
}

export const themeStore = createThemeStore();

export function useThemeStore<T>(selector: (state: ThemeState) => T): T {
  return useStore(themeStore, selector);
}
