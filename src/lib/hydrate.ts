import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server's HTML in `container` as a transition: React renders a transition in
 * slices of about 5 ms, giving the main thread back between them, where a hydration at the
 * default priority is one task as long as the whole page (on a slow phone, hundreds of ms
 * without an answer to input). A click or key press meanwhile is not lost: React finishes the
 * hydration at once, then handles it.
 */
export function hydrateAsTransition(container: Element, app: ReactNode) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
