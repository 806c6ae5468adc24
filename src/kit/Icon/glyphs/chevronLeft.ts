import { ChevronLeft } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const chevronLeft: Glyph = { name: 'chevronLeft', draw: ChevronLeft };
