import type { Glyph } from '../Glyph';

export const chevronDown: Glyph = {
  name: 'chevronDown',
  drawing: [['path', { d: 'm6 9 6 6 6-6' }]],
};
