import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the heading of each new screen, so keyboard and screen reader users land on
 * what replaced the control they used (which is gone). Not for the first screen the page
 * shows, nor for what a loading screen turns into: there the browser's own focus and reading
 * order are right. The server may render the loaded screen at once, without a loading screen.
 */
export function useHeadingFocus(key: string, heading: RefObject<HTMLElement | null>) {
  const last = useRef<string | undefined>(undefined);
  const loaded = useRef(false);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    if (loaded.current) heading.current?.focus();
    else loaded.current = key !== 'loading';
  }, [key, heading]);
}
