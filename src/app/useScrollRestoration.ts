import { useEffect, useLayoutEffect, useRef } from 'react';
import { releaseAnchor, revealAnchor } from '../lib/revealAnchor';
import { newScrollKey } from './navigation';

const STORAGE_KEY = 'yonnee:scroll-positions';
/** Scroll positions are saved at most this often (spec 9). */
const SAVE_INTERVAL_MS = 100;

const keyOf = (state: unknown) => (state as { scrollKey?: string } | null)?.scrollKey;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * New navigation starts at the top; back and forward return to where the
 * visitor was, even after a reload of the tab.
 */
export function useScrollRestoration(location: string) {
  const positions = useRef<Record<string, number>>({});
  /** The history entry on screen. Read from here, not from history.state, which moves first. */
  const shownKey = useRef<string | undefined>(undefined);
  const cameFromHistory = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    if (!keyOf(window.history.state)) {
      window.history.replaceState(
        { ...(window.history.state as object | null), scrollKey: newScrollKey() },
        '',
      );
    }
    shownKey.current = keyOf(window.history.state);
    // Back or forward to a fresh document (the visitor left before the code arrived, or the
    // tab was reloaded): its first render is not a route change, so restore here.
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const saved = shownKey.current === undefined ? undefined : positions.current[shownKey.current];
    if (entry && entry.type !== 'navigate' && saved !== undefined) window.scrollTo(0, saved);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or disabled: restoring within this tab still works from memory.
      }
    };
    // Noted at once for the entry on screen (a click may leave it within the next frame);
    // written to storage at most every SAVE_INTERVAL_MS.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (shownKey.current) positions.current[shownKey.current] = window.scrollY;
      timer ??= setTimeout(() => {
        timer = undefined;
        persist();
      }, SAVE_INTERVAL_MS);
    };
    // A visitor may scroll a prerendered page before its code arrives: keep that position too.
    onScroll();
    const onPopState = () => {
      cameFromHistory.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const key = keyOf(window.history.state);
    shownKey.current = key;
    const target =
      window.location.hash &&
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (cameFromHistory.current) {
      cameFromHistory.current = false;
      releaseAnchor();
      window.scrollTo(0, (key && positions.current[key]) || 0);
    } else if (target) {
      revealAnchor(target);
    } else {
      releaseAnchor();
      window.scrollTo(0, 0);
    }
  }, [location]);
}
