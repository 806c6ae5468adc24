import { describe, expect, it } from 'vitest';
import { initialsOf, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('goes from the last item to the first', () => {
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('goes from the first item to the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('keeps an index already in range', () => {
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('returns 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Mariam Traoré')).toBe('MT');
    expect(initialsOf('  awa   diop ndiaye ')).toBe('AD');
  });
});
