import type { Glyph } from '../Glyph';

export const pause: Glyph = {
  name: 'pause',
  drawing: [
    ['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }],
    ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }],
  ],
};
