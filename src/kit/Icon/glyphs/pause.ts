import { Pause } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const pause: Glyph = { name: 'pause', draw: Pause };
