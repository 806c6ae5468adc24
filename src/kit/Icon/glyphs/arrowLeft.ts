import type { Glyph } from '../Glyph';

export const arrowLeft: Glyph = {
  name: 'arrowLeft',
  drawing: [
    ['path', { d: 'm12 19-7-7 7-7' }],
    ['path', { d: 'M19 12H5' }],
  ],
};
