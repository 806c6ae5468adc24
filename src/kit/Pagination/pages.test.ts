import { expect, test } from 'vitest';
import { pageItems } from './pages';

test('few pages: every one', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
});

test('many pages: the ends, the current one and its neighbours, gaps between', () => {
  expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
  expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
});

test('a gap of one page shows that page', () => {
  expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
});

test('a current page outside the range shows only the real pages', () => {
  expect(pageItems(25, 20)).toEqual([1, 'gap', 20]);
});
