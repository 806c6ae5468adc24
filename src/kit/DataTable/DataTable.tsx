import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { glyphs, Icon } from '../Icon';
import * as styles from './DataTable.css';
import { sortRows, nextSort, type DataTableSort } from './sort';

export interface DataTableColumn<Row> {
  /** Stable key of the column; what `sort.column` names. */
  key: string;
  /** Its header, also the label beside each value when rows are stacked on a phone. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: the value its rows are ordered by. */
  sortValue?: (row: Row) => string | number;
  /** `end` for amounts and counts, so their digits line up. */
  align?: 'start' | 'end';
  /** This column names its row (a reference, a name): its cells are row headers. */
  rowHeader?: boolean;
}

export interface DataTableLabels {
  /** Header of the row actions' column. */
  actions: string;
}

export interface DataTableProps<Row> {
  /** Names the table (shown above it, and read first). */
  caption: ReactNode;
  /** Its columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** Its rows; the kit fetches nothing, the app passes them. */
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row) => string;
  /** Buttons or links acting on one row, in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Shown in place of the rows when there are none (an `EmptyState`). */
  empty?: ReactNode;
  /** The order shown first, when the app does not keep it itself. */
  defaultSort?: DataTableSort;
  /** The order shown, when the app keeps it (with `onSortChange`). */
  sort?: DataTableSort;
  /** Called with the order the visitor asks for. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Its words, for a page in another language (French by default); any left out keep theirs. */
  labels?: Partial<DataTableLabels>;
  /**
   * The caller knows the table fits its box (narrow columns, stacked on a phone), as a page part
   * that is never hydrated must say: it is then never a scroll region taking a keyboard stop.
   */
  fits?: boolean;
  className?: string;
}

const frenchLabels: DataTableLabels = { actions: 'Actions' };

/**
 * Whether the box scrolls sideways. True until measured (the server's HTML), so a table too wide
 * for its box can be reached and scrolled with the keyboard before the scripts run.
 */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A table of records: a caption, column headers, sortable columns (`aria-sort`), an actions
 * column. On a phone each row stacks into label/value lines; wider than its box, it scrolls and
 * takes the keyboard focus so it can be scrolled without a pointer.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  empty,
  defaultSort,
  sort: controlled,
  onSortChange,
  labels: ownLabels,
  fits = false,
  className,
}: DataTableProps<Row>) {
  const labels = { ...frenchLabels, ...ownLabels };
  const captionId = useId();
  // A sort button pressed before the scripts run would do nothing: until then headers are text.
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultSort);
  const sort = controlled ?? own;
  const { ref, overflows } = useOverflows();
  const shown = sortRows(rows, columns, sort);

  const requestSort = (column: string) => {
    const next = nextSort(sort, column);
    setOwn(next);
    onSortChange?.(next);
  };

  return (
    <div
      ref={ref}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      {...(overflows && !fits ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr className={styles.headerRow}>
            {columns.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  className={[styles.columnHeader, column.align === 'end' ? styles.end : '']
                    .filter(Boolean)
                    .join(' ')}
                >
                  {column.sortValue && hydrated ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => requestSort(column.key)}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions ? (
              <th scope="col" className={[styles.columnHeader, styles.end].join(' ')}>
                {labels.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {shown.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length + (rowActions ? 1 : 0)} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : null}
          {shown.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={[styles.cell, column.align === 'end' ? styles.end : '']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {/* Already said by the column header in a table; seen only when stacked. */}
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                    <span>{column.cell(row)}</span>
                  </Cell>
                );
              })}
              {rowActions ? (
                <td className={styles.cell}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {labels.actions}
                  </span>
                  <span className={styles.actions}>{rowActions(row)}</span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: DataTableSort['direction'] | undefined }) {
  return (
    <span className={styles.sortIcon}>
      {direction !== 'descending' ? (
        <Icon glyph={glyphs.chevronDown} size="sm" className={[styles.up, styles.pair].join(' ')} />
      ) : null}
      {direction !== 'ascending' ? (
        <Icon glyph={glyphs.chevronDown} size="sm" className={styles.pair} />
      ) : null}
    </span>
  );
}
