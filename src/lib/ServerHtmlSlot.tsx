import { Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

export interface ServerHtmlSlotProps {
  /** The part, as a `lazy` component: its code is fetched only if the browser renders it. */
  children: ReactNode;
  className?: string;
}

/**
 * Where a part with no control goes (no state, no handler, no client-side link): it needs no
 * script. The server renders it into the page's HTML, and a page hydrating that HTML keeps the
 * slot's markup as it is (an element whose inner HTML React neither checks nor replaces), so the
 * part costs no hydration work and its code, a `lazy` chunk, is never fetched. Only a page
 * rendered in the browser (a visit from another page of the site) renders it, fetching that chunk.
 * Its links are then plain anchors: a click loads the next page from the server.
 */
export function ServerHtmlSlot({ children, className }: ServerHtmlSlotProps) {
  const hydrated = useHydrated();
  // Decided once, when the slot mounts: false while React hydrates the server's HTML.
  const [keepServerHtml] = useState(!hydrated);
  if (!import.meta.env.SSR && keepServerHtml) {
    return (
      <div
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div className={className}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
