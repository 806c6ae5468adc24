import { useEffect, useId, useRef, useState } from 'react';
import { docsPath, type DocsPage } from '../../paths/paths';
import { docsNavGroups } from '../../content/docs/navigation';
import { Link } from '../../kit';
import { revealInScrollBox } from '../../lib/revealInScrollBox';
import { DisclosureToggle } from '../DisclosureToggle';
import { useDocsChrome, useDocsLocale } from '../DocsLayout/docsLocale';
import * as styles from './DocsSideNav.css';

export interface DocsSideNavProps {
  /** The page being read, marked `aria-current="page"`; none on the docs' 404. */
  current?: DocsPage;
  className?: string;
}

/** Every documentation page by group; a disclosure below the desktop breakpoint. */
export function DocsSideNav({ current, className }: DocsSideNavProps) {
  // Open for one page only: choosing another page closes the menu, the reader wants the page.
  const docsChrome = useDocsChrome();
  const locale = useDocsLocale();
  const here = current ?? 'none';
  const [openOn, setOpenOn] = useState<DocsPage | 'none' | null>(null);
  const open = openOn === here;
  const panelId = useId();
  const groupId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Where the column is shorter than the list (a 1366 × 650 screen), the page being read is
  // scrolled into sight within the column, never by moving the page itself.
  useEffect(() => {
    const link = panelRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (link) revealInScrollBox(link);
  }, [current]);

  return (
    <nav
      aria-label={docsChrome.navLabel}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <DisclosureToggle
        expanded={open}
        controls={panelId}
        onToggle={() => setOpenOn(open ? null : here)}
        hideFrom="desktop"
      >
        {docsChrome.navToggle}
      </DisclosureToggle>
      <div id={panelId} ref={panelRef} className={styles.panel} data-open={open}>
        {docsNavGroups.map((group, g) => (
          <div key={group.title} className={styles.group}>
            <p id={`${groupId}-${g}`} className={styles.groupTitle}>
              {docsChrome.navGroups[g]}
            </p>
            <ul className={styles.list} aria-labelledby={`${groupId}-${g}`}>
              {group.pages.map((page) => (
                <li key={page}>
                  <Link
                    href={docsPath(page, locale)}
                    className={styles.link}
                    unstyled
                    aria-current={page === current ? 'page' : undefined}
                  >
                    {docsChrome.pageTitles[page]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
