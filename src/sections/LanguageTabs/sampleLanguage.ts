import { useSyncExternalStore } from 'react';

/** The languages of the API samples, in tab order. */
export const sampleLanguages = ['curl', 'javascript', 'php', 'python'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

/** Where the reader's choice is kept between visits. */
export const SAMPLE_LANGUAGE_STORAGE_KEY = 'yonnee-docs-lang';

const DEFAULT_LANGUAGE: SampleLanguage = 'curl';

const isSampleLanguage = (value: unknown): value is SampleLanguage =>
  (sampleLanguages as readonly unknown[]).includes(value);

let current: SampleLanguage = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/**
 * The language every sample on the page shows: choosing it in one set of tabs switches them
 * all, and the choice is remembered in local storage.
 */
export const sampleLanguageStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Chooses a language; `persist: false` leaves storage alone (resets in tests). */
  set(language: SampleLanguage, { persist = true } = {}) {
    current = language;
    if (persist) {
      try {
        localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage disabled (private mode, quota): the choice lasts for this page only.
      }
    }
    notify();
  },
  /** Reads the stored choice; called after mount so the server and first render agree. */
  loadStored() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isSampleLanguage(stored) && stored !== current) {
      current = stored;
      notify();
    }
  },
};

/** The chosen sample language; the default one on the server and during hydration. */
export const useSampleLanguage = () =>
  useSyncExternalStore(
    sampleLanguageStore.subscribe,
    sampleLanguageStore.get,
    () => DEFAULT_LANGUAGE,
  );
