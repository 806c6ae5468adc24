import type { Glyph } from '../Glyph';

export const smartphone: Glyph = {
  name: 'smartphone',
  drawing: [
    ['rect', { width: '14', height: '20', x: '5', y: '2', rx: '2', ry: '2' }],
    ['path', { d: 'M12 18h.01' }],
  ],
};
