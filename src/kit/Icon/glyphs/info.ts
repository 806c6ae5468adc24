import type { Glyph } from '../Glyph';

export const info: Glyph = {
  name: 'info',
  drawing: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M12 16v-4' }],
    ['path', { d: 'M12 8h.01' }],
  ],
};
