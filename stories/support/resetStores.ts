import { resetToasts } from '../../src/kit';
import { DEFAULT_THEME_STORAGE_KEY, themeStore } from '../../src/stores/themeStore';

/** Stories share one page: put app-wide stores back to their first-visit state. */
export function resetAppStores() {
  localStorage.removeItem(DEFAULT_THEME_STORAGE_KEY);
  themeStore.setState({ preference: 'light' });
  resetToasts();
}
