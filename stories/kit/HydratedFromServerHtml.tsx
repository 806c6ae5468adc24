import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * What a prerendered page does with a part: the server renders it to HTML (`hydrating` false),
 * then the browser hydrates that HTML with a root of its own (`hydrating` true), as the site's
 * entry hydrates its pages.
 */
export function HydratedFromServerHtml({
  render,
}: {
  render: (hydrating: boolean) => ReactElement;
}) {
  const html = renderToString(render(false));
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = hydrateRoot(container.current!, render(true));
    // Unmounted once this render is over: a root cannot unmount while another renders.
    return () => void setTimeout(() => root.unmount());
    // The server HTML says all the part shows: another one is hydrated anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);
  // Its children are the inner root's: this one writes the HTML once and never touches it again.
  return (
    <div ref={container} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
