import type { Glyph } from '../Glyph';

export const chevronRight: Glyph = {
  name: 'chevronRight',
  drawing: [['path', { d: 'm9 18 6-6-6-6' }]],
};
