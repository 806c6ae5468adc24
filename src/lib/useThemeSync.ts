import { useEffect } from 'react';
import { applyTheme, useThemeStore } from '../stores/themeStore';

/** Loads the stored theme after hydration and, in `system` mode, follows the OS live. */
export function useThemeSync() {
  const preference = useThemeStore((s) => s.preference);
  const loadStoredPreference = useThemeStore((s) => s.loadStoredPreference);

  useEffect(() => loadStoredPreference(), [loadStoredPreference]);

  useEffect(() => {
    if (preference !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [preference]);
}
