import type { ReactNode } from 'react';
import { glyphs, Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './Pagination.css';
import { pageItems } from './pages';

export interface PaginationLabels {
  /** Names the navigation landmark. */
  navigation: string;
  /** The link or button to the page before. */
  previous: string;
  /** The link or button to the page after. */
  next: string;
  /** The accessible name of a page's number. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are, when known: their numbers are shown. */
  pageCount?: number;
  /** Without `pageCount` (a list read with a cursor): whether a page comes after this one. */
  hasNext?: boolean;
  /** Makes each page a link to this address (the app's router renders it, see `LinkProvider`). */
  href?: (page: number) => string;
  /** Without `href`: each page is a button, and this is called with the page asked for. */
  onPageChange?: (page: number) => void;
  /** Its words, for a page in another language (French by default); any left out keep theirs. */
  labels?: Partial<PaginationLabels>;
  className?: string;
}

const frenchLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  page: (page) => `Page ${page}`,
};

/**
 * Moves between the pages of a list: previous and next, and the page numbers when their count
 * is known. As links (`href`) it works before and without scripts, and a link that leads nowhere
 * is left out; as buttons, one that leads nowhere stays in place, unavailable, keeping the focus.
 */
export function Pagination({
  page,
  pageCount,
  hasNext = pageCount !== undefined && page < pageCount,
  href,
  onPageChange,
  labels: ownLabels,
  className,
}: PaginationProps) {
  const labels = { ...frenchLabels, ...ownLabels };

  const control = (
    target: number,
    available: boolean,
    children: ReactNode,
    extra: { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string } = {},
  ) => {
    if (href) {
      if (!available) return null;
      return (
        <Link unstyled href={href(target)} className={styles.item} {...extra}>
          {children}
        </Link>
      );
    }
    const { rel: _rel, ...buttonExtra } = extra;
    return (
      <button
        type="button"
        className={styles.item}
        aria-disabled={available ? undefined : true}
        onClick={() => {
          if (available && !extra['aria-current']) onPageChange?.(target);
        }}
        {...buttonExtra}
      >
        {children}
      </button>
    );
  };

  const previous = control(
    page - 1,
    page > 1,
    <>
      <Icon glyph={glyphs.chevronLeft} size="sm" />
      {labels.previous}
    </>,
    { rel: 'prev' },
  );
  const next = control(
    page + 1,
    hasNext,
    <>
      {labels.next}
      <Icon glyph={glyphs.chevronRight} size="sm" />
    </>,
    { rel: 'next' },
  );

  return (
    <nav aria-label={labels.navigation} className={className}>
      <ul className={styles.list}>
        {previous ? <li>{previous}</li> : null}
        {pageCount === undefined
          ? null
          : pageItems(page, pageCount).map((item, index) =>
              item === 'gap' ? (
                // The left-out pages are not one the visitor can reach from here: silent.
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  {control(item, true, item, {
                    'aria-label': labels.page(item),
                    ...(item === page ? { 'aria-current': 'page' as const } : {}),
                  })}
                </li>
              ),
            )}
        {next ? <li>{next}</li> : null}
      </ul>
    </nav>
  );
}
