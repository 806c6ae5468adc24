import { describe, expect, it } from 'vitest';
import { activeHeading } from './activeHeading';

const headings = [
  { id: 'a', top: -400 },
  { id: 'b', top: 60 },
  { id: 'c', top: 500 },
];

describe('activeHeading', () => {
  it('is the last heading above the reading line', () => {
    expect(activeHeading(headings, 100, false)).toBe('b');
    expect(activeHeading(headings, 50, false)).toBe('a');
  });

  it('is the first heading before the reader reaches any', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: 300 },
          { id: 'b', top: 900 },
        ],
        100,
        false,
      ),
    ).toBe('a');
  });

  it('is the last heading at the bottom of the page, even if it never reached the line', () => {
    expect(activeHeading(headings, 100, true)).toBe('c');
  });

  it('is nothing for a page without headings', () => {
    expect(activeHeading([], 100, false)).toBeUndefined();
  });
});
