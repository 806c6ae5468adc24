import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { isExternalHref } from '../../kit';

/**
 * Clicks on the site's own links inside a part React never hydrated (`StaticPart`): those links
 * have no handler, so the part's wrapper navigates for them as the router's links do, without
 * reloading the page. Other clicks (a modified one, an anchor in the page, a file, another site)
 * are the browser's. (The router's links also preload a route when pointed at; these load it on
 * the click.)
 */
export function useInSiteLinkClicks() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a');
      if (!link || !event.currentTarget.contains(link)) return;
      if (link.target || link.hasAttribute('download')) return;
      const href = link.getAttribute('href');
      if (!href?.startsWith('/') || isExternalHref(href)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
