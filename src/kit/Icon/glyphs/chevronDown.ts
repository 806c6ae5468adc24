import { ChevronDown } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const chevronDown: Glyph = { name: 'chevronDown', draw: ChevronDown };
