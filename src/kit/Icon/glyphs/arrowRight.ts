import { ArrowRight } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const arrowRight: Glyph = { name: 'arrowRight', draw: ArrowRight };
