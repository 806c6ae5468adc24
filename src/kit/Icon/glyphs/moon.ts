import { Moon } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const moon: Glyph = { name: 'moon', draw: Moon };
