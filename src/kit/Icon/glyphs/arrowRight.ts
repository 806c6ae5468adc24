import type { Glyph } from '../Glyph';

export const arrowRight: Glyph = {
  name: 'arrowRight',
  drawing: [
    ['path', { d: 'M5 12h14' }],
    ['path', { d: 'm12 5 7 7-7 7' }],
  ],
};
