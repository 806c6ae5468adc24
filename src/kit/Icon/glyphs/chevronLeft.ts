import type { Glyph } from '../Glyph';

export const chevronLeft: Glyph = {
  name: 'chevronLeft',
  drawing: [['path', { d: 'm15 18-6-6 6-6' }]],
};
