import { X } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const close: Glyph = { name: 'close', draw: X };
