/** What the visitor does to move the page themselves: the page is theirs again. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let releaseHeld: (() => void) | undefined;

/** Stops holding the anchor revealAnchor scrolled to: another scroll position takes over. */
export function releaseAnchor() {
  releaseHeld?.();
}

/**
 * Scrolls `target` into view and keeps it there while the page still grows above it. A page
 * reached by navigation shows placeholders for its lazily loaded parts (a console, a demo),
 * which grow when their code arrives; the browser's scroll anchoring then keeps the section
 * holding them in place, not the heading below, which would slide out of view. The hold ends
 * when the visitor scrolls, touches, clicks or types, or another position is restored.
 */
export function revealAnchor(target: Element) {
  releaseAnchor();
  target.scrollIntoView();
  const top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) release();
    else if (Math.abs(target.getBoundingClientRect().top - top) >= 1) target.scrollIntoView();
  });
  const release = () => {
    observer.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, release, true);
    if (releaseHeld === release) releaseHeld = undefined;
  };
  // The page grows or shrinks above the target: the body's box changes size.
  observer.observe(document.body);
  for (const type of VISITOR_INPUT) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  releaseHeld = release;
}
