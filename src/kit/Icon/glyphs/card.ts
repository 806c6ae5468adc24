import type { Glyph } from '../Glyph';

export const card: Glyph = {
  name: 'card',
  drawing: [
    ['rect', { width: '20', height: '14', x: '2', y: '5', rx: '2' }],
    ['line', { x1: '2', x2: '22', y1: '10', y2: '10' }],
    ['path', { d: 'M6 14h2' }],
  ],
};
