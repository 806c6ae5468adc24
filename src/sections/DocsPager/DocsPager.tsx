import { docsPath, type DocsPage } from '../../paths/paths';
import { docsNeighbours } from '../../content/docs/navigation';
import { glyphs, Icon, Link } from '../../kit';
import { useDocsChrome, useDocsLocale } from '../DocsLayout/docsLocale';
import * as styles from './DocsPager.css';

export interface DocsPagerProps {
  /** The page being read; its neighbours in reading order are linked. */
  current: DocsPage;
}

/** Links to the previous and next documentation pages. */
export function DocsPager({ current }: DocsPagerProps) {
  const { previous, next } = docsNeighbours(current);
  const docsChrome = useDocsChrome();
  const locale = useDocsLocale();
  return (
    <nav aria-label={docsChrome.pagerLabel} className={styles.nav}>
      {previous ? (
        <Link href={docsPath(previous, locale)} className={styles.link} unstyled rel="prev">
          <span className={styles.direction}>
            <Icon glyph={glyphs.arrowLeft} size="sm" />
            {docsChrome.previous}
          </span>
          <span className={styles.title}>{docsChrome.pageTitles[previous]}</span>
        </Link>
      ) : null}
      {next ? (
        <Link
          href={docsPath(next, locale)}
          className={[styles.link, styles.next].join(' ')}
          unstyled
          rel="next"
        >
          <span className={styles.direction}>
            {docsChrome.next}
            <Icon glyph={glyphs.arrowRight} size="sm" />
          </span>
          <span className={styles.title}>{docsChrome.pageTitles[next]}</span>
        </Link>
      ) : null}
    </nav>
  );
}
