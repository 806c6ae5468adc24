import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the heading of each new screen, so keyboard and screen reader users land on
 * what replaced the control they used (which is gone). Not for the first screen after the
 * page loads: there the browser's own focus and reading order are right.
 */
export function useHeadingFocus(key: string, heading: RefObject<HTMLElement | null>) {
  const last = useRef<string | undefined>(undefined);
  const changes = useRef(0);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    changes.current += 1;
    // 1: the loading screen; 2: what the page loaded into.
    if (changes.current > 2) heading.current?.focus();
  }, [key, heading]);
}
