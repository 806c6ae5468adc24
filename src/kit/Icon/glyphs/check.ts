import type { Glyph } from '../Glyph';

export const check: Glyph = { name: 'check', drawing: [['path', { d: 'M20 6 9 17l-5-5' }]] };
