import { inter } from '../../tokens/webFont';
import { INTER_CACHED_STORAGE_KEY } from './browserStorage';

/**
 * Brings Inter's file into the browser's cache for the pages that follow, without drawing it on
 * this one: its first paint, in the metric-matched 'Inter Fallback', stays the final one on any
 * network, and a cheap phone never lays the whole page out a second time for a face. Once the
 * file has loaded, the next document names Inter before its first paint and draws it from the
 * cache (src/lib/interOnceCached.css.ts). Both entries call it once their scripts run.
 */
export function cacheInterForNextPages() {
  if (document.documentElement.dataset.font === 'inter' || typeof FontFace === 'undefined') return;
  // Loaded, never added to document.fonts: this page's faces stay as they were painted.
  new FontFace(inter.family, inter.src, {
    weight: inter.weight,
    style: inter.style,
    unicodeRange: inter.unicodeRange,
  })
    .load()
    .then(
      () => {
        try {
          localStorage.setItem(INTER_CACHED_STORAGE_KEY, '1');
        } catch {
          // Storage refused (private browsing, full): every page keeps the fallback.
        }
      },
      // A failed load leaves the fallback, which is already what the page shows.
      () => undefined,
    );
}
