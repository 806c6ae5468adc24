import { ZoomIn } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const zoomIn: Glyph = { name: 'zoomIn', draw: ZoomIn };
