import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { HydratesServerHtml } from './StaticPart';
import * as styles from './StaticPart.css';

export interface DeferredPartProps {
  /**
   * Loads the part, its words bound (a dynamic import): on a hydrating page, once the part nears
   * the viewport; anywhere else, at once.
   */
  load: () => Promise<ComponentType>;
}

/**
 * How far ahead of the viewport a part starts loading: one viewport's height, so a visitor
 * scrolling at reading speed finds it hydrated, even on a slow network.
 */
const nearViewport = '100% 0px';

/**
 * A part of a prerendered page that works before its script (links, native `<details>`, a form
 * that posts to the server) and hydrates only when it nears the viewport: its code is fetched
 * then, not with the page, and its hydration is not among the page's first tasks. Until then
 * React keeps the server's markup (a dehydrated Suspense boundary). React 19 does not replay a
 * click, a key or a submit made inside it before then (it stops the event): the browser's own
 * behaviour answers it (the `<details>` opens, the form posts), so the part must keep that
 * behaviour and take over what the visitor did (an open answer, a typed address) as it hydrates.
 * A page rendered in the browser (a visit from another page of the site) loads it at once.
 * Its wrapper lays out nothing (`display: contents`).
 *
 * The boundary must not receive an update before it hydrates (React would then drop the server's
 * markup and show nothing until the code arrives): it takes no props, and renders once.
 */
export function DeferredPart({ load }: DeferredPartProps) {
  const hydratesServerHtml = useContext(HydratesServerHtml);
  const wrapper = useRef<HTMLDivElement>(null);
  // The server renders the part at once; a hydrating page waits for the effect below.
  const [near] = useState(() => (hydratesServerHtml ? signal() : undefined));
  const [boundary] = useState(() => {
    const Part = lazy(async () => {
      await near?.reached;
      return { default: await load() };
    });
    return (
      <Suspense>
        <Part />
      </Suspense>
    );
  });
  useEffect(() => {
    if (!near) return;
    // The wrapper has no box of its own: the server's markup inside it is what nears the viewport.
    // None there (the page was rendered in the browser): load at once.
    const markup = wrapper.current?.firstElementChild;
    if (!markup) {
      near.reach();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near.reach();
      },
      { rootMargin: nearViewport },
    );
    observer.observe(markup);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={wrapper} className={styles.wrapper}>
      {boundary}
    </div>
  );
}

function signal() {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}
