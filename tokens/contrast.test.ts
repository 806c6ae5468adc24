import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { themes } from './themes';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour');
  });
});

describe.each(Object.entries(themes))('%s theme', (_name, colors) => {
  it.each(contrastPairs.map((pair) => [pair.label, pair] as const))(
    '%s meets WCAG AA',
    (_label, pair) => {
      expect(contrastRatio(pair.fg(colors), pair.bg(colors))).toBeGreaterThanOrEqual(pair.min);
    },
  );
});
