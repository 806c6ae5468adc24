/**
 * Calls `then` once, as soon as the media query matches: at once if it does already, else when
 * it starts to (a window made wider, a tablet turned). Returns what stops waiting.
 */
export function whenMediaMatches(query: string, then: () => void): () => void {
  const list = window.matchMedia(query);
  if (list.matches) {
    then();
    return () => {};
  }
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    then();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
