import type { Glyph } from '../Glyph';

export const close: Glyph = {
  name: 'close',
  drawing: [
    ['path', { d: 'M18 6 6 18' }],
    ['path', { d: 'm6 6 12 12' }],
  ],
};
