import { ArrowLeft } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const arrowLeft: Glyph = { name: 'arrowLeft', draw: ArrowLeft };
