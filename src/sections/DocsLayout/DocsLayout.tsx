import { useEffect, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { docsPath, paths, type DocsLocale } from '../../paths/paths';
import { glyphs, Icon, Link, Logo, VisuallyHidden } from '../../kit';
import { revealAnchor } from '../../lib/revealAnchor';
import { DocsLocaleContext, useDocsChromeOf } from './docsLocale';
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
  /** The language of the page and of the frame's words. */
  locale?: DocsLocale;
  /** The same page in the other language, linked from the bar. */
  alternate?: string;
}

const subscribeToFragment = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/**
 * The link to the same page in the other language. A plain link, so it works before any
 * script; once they run, it carries the heading the reader is at (the URL's fragment, which
 * both languages share). The search moves the fragment with pushState, which fires no event:
 * the click reads it again.
 */
function LanguageSwitch({ href, locale }: { href: string; locale: DocsLocale }) {
  const fragment = useSyncExternalStore(
    subscribeToFragment,
    () => window.location.hash,
    () => '',
  );
  const { text, label, hrefLang } = useDocsChromeOf(locale).languageSwitch;
  const withFragment = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.hash}`;
  };
  return (
    <a
      href={`${href}${fragment}`}
      hrefLang={hrefLang}
      lang={hrefLang}
      aria-label={label}
      className={styles.back}
      onClick={withFragment}
    >
      <span className={styles.languageLong}>{text}</span>
      <span className={styles.languageShort} aria-hidden="true">
        {hrefLang.toUpperCase()}
      </span>
    </a>
  );
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
export function DocsLayout({
  nav,
  toc,
  search,
  actions,
  children,
  locale = 'fr',
  alternate,
}: DocsLayoutProps) {
  useScrollToFragment();
  const docsChrome = useDocsChromeOf(locale);
  return (
    <DocsLocaleContext value={locale}>
      <div className={styles.root}>
        <VisuallyHidden focusable>
          <a href={`#${DOCS_MAIN_ID}`} className={styles.skipLink}>
            {docsChrome.skipLink}
          </a>
        </VisuallyHidden>
        {/* The docs' own banner (not the site header): every part of the page is in a landmark. */}
        <header className={styles.bar}>
          <Link href={docsPath('presentation', locale)} className={styles.brand} unstyled>
            <Logo size={28} variant="mark" />
            <span>
              <strong className={styles.siteName}>{docsChrome.siteName}</strong>{' '}
              <span className={styles.area}>{docsChrome.areaName}</span>
            </span>
          </Link>
          <div className={styles.barEnd}>
            {search}
            {alternate ? <LanguageSwitch href={alternate} locale={locale} /> : null}
            {actions ? <div className={styles.hideOnPhone}>{actions}</div> : null}
            <Link href={paths.home} className={styles.back} unstyled>
              <Icon glyph={glyphs.arrowLeft} size="sm" />
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
    </DocsLocaleContext>
  );
}
