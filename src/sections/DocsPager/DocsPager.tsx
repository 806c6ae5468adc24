import { docsPath, type DocsPage } from '../../paths/paths';
import { docsChrome } from '../../content/docs/labels';
import { docsNeighbours } from '../../content/docs/navigation';
import { docsTitles } from '../../content/pageTitles';
import { Icon, Link } from '../../kit';
import * as styles from './DocsPager.css';

export interface DocsPagerProps {
  /** The page being read; its neighbours in reading order are linked. */
  current: DocsPage;
}

/** Links to the previous and next documentation pages. */
export function DocsPager({ current }: DocsPagerProps) {
  const { previous, next } = docsNeighbours(current);
  return (
    <nav aria-label={docsChrome.pagerLabel} className={styles.nav}>
      {previous ? (
        <Link href={docsPath(previous)} className={styles.link} unstyled rel="prev">
          <span className={styles.direction}>
            <Icon name="arrowLeft" size="sm" />
            {docsChrome.previous}
          </span>
          <span className={styles.title}>{docsTitles[previous]}</span>
        </Link>
      ) : null}
      {next ? (
        <Link
          href={docsPath(next)}
          className={[styles.link, styles.next].join(' ')}
          unstyled
          rel="next"
        >
          <span className={styles.direction}>
            {docsChrome.next}
            <Icon name="arrowRight" size="sm" />
          </span>
          <span className={styles.title}>{docsTitles[next]}</span>
        </Link>
      ) : null}
    </nav>
  );
}
