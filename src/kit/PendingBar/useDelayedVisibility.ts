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
  const shownAt = useRef(0);

  // Timed from when it is on the page, not from the timer that asked for it: a busy main thread
  // renders it late, and the minimum was then partly spent before anyone could see it.
  useEffect(() => {
    if (visible) shownAt.current = Date.now();
  }, [visible]);

  useEffect(() => {
    if (pending === visible) return;
    const timer = pending
      ? setTimeout(() => setVisible(true), delayMs)
      : setTimeout(
          () => setVisible(false),
          Math.max(0, shownAt.current + minVisibleMs - Date.now()),
        );
    return () => clearTimeout(timer);
  }, [pending, visible, delayMs, minVisibleMs]);

  return visible;
}
