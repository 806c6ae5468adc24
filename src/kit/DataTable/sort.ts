/** The order of a table's rows: by which column, which way (the values `aria-sort` takes). */
export interface DataTableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

interface SortableColumn<Row> {
  key: string;
  sortValue?: (row: Row) => string | number;
}

// Numbers inside text compare as numbers ("TX-9" before "TX-10"), letters by the reader's locale.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows in the asked order (a copy; ties keep the app's order). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: DataTableSort | undefined,
): readonly Row[] {
  const value = columns.find((column) => column.key === sort?.column)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}

/** A press on a column's header: ascending first, then the other way each time. */
export function nextSort(current: DataTableSort | undefined, column: string): DataTableSort {
  if (current?.column === column && current.direction === 'ascending') {
    return { column, direction: 'descending' };
  }
  return { column, direction: 'ascending' };
}
