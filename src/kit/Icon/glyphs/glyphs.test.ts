import { describe, expect, it } from 'vitest';
import * as glyphs from '.';

describe('glyphs', () => {
  it('carry their own export name, which the svg shows as data-icon', () => {
    for (const [exportName, glyph] of Object.entries(glyphs)) {
      expect(glyph.name).toBe(exportName);
    }
  });
});
