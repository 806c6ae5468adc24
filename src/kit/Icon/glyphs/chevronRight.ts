import { ChevronRight } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const chevronRight: Glyph = { name: 'chevronRight', draw: ChevronRight };
