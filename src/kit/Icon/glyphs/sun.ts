import { Sun } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const sun: Glyph = { name: 'sun', draw: Sun };
