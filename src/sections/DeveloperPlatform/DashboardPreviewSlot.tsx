import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';

const DashboardPreview = lazy(() =>
  import('./DashboardPreview').then(({ DashboardPreview }) => ({ default: DashboardPreview })),
);

/**
 * Where the dashboard preview goes. It has no control, so it needs no script: the server renders
 * it into the page's HTML, and a page hydrating that HTML keeps its markup as it is (an element
 * whose inner HTML React neither checks nor replaces) and never fetches the preview's code, which
 * stays off the home page's load. Only a home page rendered in the browser (a visit from another
 * page of the site) fetches it, as a chunk of its own.
 */
export function DashboardPreviewSlot({ className }: { className?: string }) {
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
      <Suspense>
        <DashboardPreview />
      </Suspense>
    </div>
  );
}
