/** How many in-site navigations lead to the current history entry (0 on a fresh visit). */
export function historyDepth(): number {
  if (typeof window === 'undefined') return 0;
  const depth = (window.history.state as { depth?: unknown } | null)?.depth;
  return typeof depth === 'number' ? depth : 0;
}

/** Goes back when the previous entry is a page of this site; otherwise calls `fallback`. */
export function goBackOr(fallback: () => void) {
  if (historyDepth() > 0) window.history.back();
  else fallback();
}
