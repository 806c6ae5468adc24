import type { Glyph } from '../Glyph';

export const clock: Glyph = {
  name: 'clock',
  drawing: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M12 6v6l4 2' }],
  ],
};
