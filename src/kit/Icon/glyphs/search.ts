import type { Glyph } from '../Glyph';

export const search: Glyph = {
  name: 'search',
  drawing: [
    ['path', { d: 'm21 21-4.34-4.34' }],
    ['circle', { cx: '11', cy: '11', r: '8' }],
  ],
};
