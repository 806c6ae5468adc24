import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratesServerHtml } from '../../src/kit';

/**
 * The story as a prerendered page gets it: its server HTML, then hydrated by a root of its own
 * under `HydratesServerHtml`, as the site's entry hydrates its pages.
 */
export const asHydratedServerHtml: Decorator = (Story) => <HydratedServerHtml story={<Story />} />;

function HydratedServerHtml({ story }: { story: ReactElement }) {
  const html = renderToString(story);
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = hydrateRoot(
      container.current!,
      <HydratesServerHtml value>{story}</HydratesServerHtml>,
    );
    // Unmounted after this render is over: a root cannot unmount while another renders.
    return () => void setTimeout(() => root.unmount());
    // The server HTML says all the story shows: a new one is hydrated anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);
  // Its children are the inner root's: this one writes the HTML once and never touches it.
  return (
    <div ref={container} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
