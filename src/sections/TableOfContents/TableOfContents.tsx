import { useEffect, useId, useRef, useState } from 'react';
import { DisclosureToggle } from '../DisclosureToggle';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { activeHeading } from './activeHeading';
import { revealInScrollBox } from '../../lib/revealInScrollBox';
import * as styles from './TableOfContents.css';

export interface TocItem {
  /** Anchor of the heading. */
  id: string;
  /** Heading text. */
  title: string;
  /** h2 entries, or h3 entries shown indented under them. */
  level: 2 | 3;
}

export interface TableOfContentsProps {
  /** The page's headings, in order. */
  items: TocItem[];
  /** Distance from the top of the window, in px, past which a heading counts as being read. */
  readingLine?: number;
  className?: string;
}

/** "Sur cette page": anchor links to the page's headings, the one being read highlighted. */
export function TableOfContents({ items, readingLine = 96, className }: TableOfContentsProps) {
  const docsChrome = useDocsChrome();
  const [active, setActive] = useState(items[0]?.id);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      const headings = items.flatMap((item) => {
        const element = document.getElementById(item.id);
        return element ? [{ id: item.id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom =
        root.scrollHeight > root.clientHeight &&
        window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      setActive(activeHeading(headings, readingLine, atBottom));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [items, readingLine]);

  // A long list in a short window (the API reference at 1366 × 650) scrolls on its own: it
  // follows the reader, so the heading being read is always in sight.
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="location"]');
    if (current) revealInScrollBox(current);
  }, [active]);

  if (items.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <p id={titleId} className={styles.title}>
        {docsChrome.tocTitle}
      </p>
      <DisclosureToggle
        expanded={open}
        controls={listId}
        onToggle={() => setOpen((value) => !value)}
        hideFrom="wide"
      >
        {docsChrome.tocTitle}
      </DisclosureToggle>
      <ul id={listId} ref={listRef} className={styles.list} data-open={open}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              data-level={item.level}
              aria-current={item.id === active ? 'location' : undefined}
              onClick={() => {
                setActive(item.id);
                setOpen(false);
              }}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
