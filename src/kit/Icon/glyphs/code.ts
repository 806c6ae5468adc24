import type { Glyph } from '../Glyph';

export const code: Glyph = {
  name: 'code',
  drawing: [
    ['path', { d: 'm16 18 6-6-6-6' }],
    ['path', { d: 'm8 6-6 6 6 6' }],
  ],
};
