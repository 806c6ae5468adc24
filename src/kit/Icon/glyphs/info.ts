import { Info } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const info: Glyph = { name: 'info', draw: Info };
