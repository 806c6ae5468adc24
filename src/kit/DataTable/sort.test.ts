import { describe, expect, test } from 'vitest';
import { nextSort, sortRows } from './sort';

const rows = [
  { id: 'TX-10', amount: 2500 },
  { id: 'TX-9', amount: 15000 },
  { id: 'TX-100', amount: 2500 },
];
const columns = [
  { key: 'id', sortValue: (row: (typeof rows)[number]) => row.id },
  { key: 'amount', sortValue: (row: (typeof rows)[number]) => row.amount },
  { key: 'note' },
];

describe('sortRows', () => {
  test('orders numbers as numbers and keeps ties in the given order', () => {
    const sorted = sortRows(rows, columns, { column: 'amount', direction: 'ascending' });
    expect(sorted.map((row) => row.id)).toEqual(['TX-10', 'TX-100', 'TX-9']);
    const reversed = sortRows(rows, columns, { column: 'amount', direction: 'descending' });
    expect(reversed.map((row) => row.id)).toEqual(['TX-9', 'TX-10', 'TX-100']);
  });

  test('orders the digits inside text by their value', () => {
    const sorted = sortRows(rows, columns, { column: 'id', direction: 'ascending' });
    expect(sorted.map((row) => row.id)).toEqual(['TX-9', 'TX-10', 'TX-100']);
  });

  test('leaves the rows as given without an order or for a column without a value', () => {
    expect(sortRows(rows, columns, undefined)).toBe(rows);
    expect(sortRows(rows, columns, { column: 'note', direction: 'ascending' })).toBe(rows);
  });

  test('never reorders the array it was given', () => {
    sortRows(rows, columns, { column: 'id', direction: 'descending' });
    expect(rows.map((row) => row.id)).toEqual(['TX-10', 'TX-9', 'TX-100']);
  });
});

describe('nextSort', () => {
  test('a new column sorts ascending, the same one then flips', () => {
    expect(nextSort(undefined, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
    const once = nextSort({ column: 'id', direction: 'descending' }, 'amount');
    expect(once).toEqual({ column: 'amount', direction: 'ascending' });
    const twice = nextSort(once, 'amount');
    expect(twice).toEqual({ column: 'amount', direction: 'descending' });
    expect(nextSort(twice, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
  });
});
