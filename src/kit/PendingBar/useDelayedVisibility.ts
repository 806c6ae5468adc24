import { useEffect, useRef, useState } from 'react';

/**
 * Shows an indicator only for waits long enough to notice (`delayMs`), then
 * keeps it up at least `minVisibleMs` so it never flickers.
 */
export function useDelayedVisibility(
  pending: boolean,
  delayMs: number,
  minVisibleMs: number,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (pending) {
      if (shownAt.current !== null) return;
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (shownAt.current === null) return;
    const remaining = Math.max(0, shownAt.current + minVisibleMs - Date.now());
    const timer = setTimeout(() => {
      shownAt.current = null;
      setVisible(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [pending, delayMs, minVisibleMs]);

  return visible;
}
