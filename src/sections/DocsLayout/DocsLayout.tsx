import { useEffect, type ReactNode } from 'react';
import { docsPath, paths } from '../../paths/paths';
import { docsChrome } from '../../content/docs/labels';
import { Icon, Link, Logo, VisuallyHidden } from '../../kit';
import { revealAnchor } from '../../lib/revealAnchor';
import * as styles from './DocsLayout.css';

/** Id of the docs' <main>, target of the skip link. */
export const DOCS_MAIN_ID = 'contenu';

export interface DocsLayoutProps {
  /** The side navigation (DocsSideNav). */
  nav: ReactNode;
  /** The "Sur cette page" list (TableOfContents). */
  toc?: ReactNode;
  /** The search trigger, in the top bar. */
  search?: ReactNode;
  /** More controls at the end of the top bar (theme). */
  actions?: ReactNode;
  /** The page: its article and the previous/next links. */
  children: ReactNode;
}

/** Scrolls to the heading named by the URL's fragment, once the page has rendered it. */
function useScrollToFragment() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (target) revealAnchor(target);
  }, []);
}

/**
 * The frame of every documentation page: no site header or footer (spec 2.1), its own
 * landmarks instead — a top bar (banner), the side navigation, the page in <main>, and the
 * list of the page's headings.
 */
export function DocsLayout({ nav, toc, search, actions, children }: DocsLayoutProps) {
  useScrollToFragment();
  return (
    <div className={styles.root}>
      <VisuallyHidden focusable>
        <a href={`#${DOCS_MAIN_ID}`} className={styles.skipLink}>
          {docsChrome.skipLink}
        </a>
      </VisuallyHidden>
      {/* The docs' own banner (not the site header): every part of the page is in a landmark. */}
      <header className={styles.bar}>
        <Link href={docsPath('presentation')} className={styles.brand} unstyled>
          <Logo size={28} variant="mark" />
          <span>
            <strong className={styles.siteName}>{docsChrome.siteName}</strong>{' '}
            <span className={styles.area}>{docsChrome.areaName}</span>
          </span>
        </Link>
        <div className={styles.barEnd}>
          {search}
          {actions ? <div className={styles.hideOnPhone}>{actions}</div> : null}
          <Link href={paths.home} className={styles.back} unstyled>
            <Icon name="arrowLeft" size="sm" />
            <span className={styles.backText}>{docsChrome.backToSite}</span>
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.sidebar}>{nav}</div>
        {toc ? <div className={styles.toc}>{toc}</div> : null}
        <main id={DOCS_MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
