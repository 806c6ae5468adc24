import { Globe } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const globe: Glyph = { name: 'globe', draw: Globe };
