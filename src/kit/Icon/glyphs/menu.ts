import type { Glyph } from '../Glyph';

export const menu: Glyph = {
  name: 'menu',
  drawing: [
    ['path', { d: 'M4 5h16' }],
    ['path', { d: 'M4 12h16' }],
    ['path', { d: 'M4 19h16' }],
  ],
};
