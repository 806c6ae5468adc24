import { Phone } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const phone: Glyph = { name: 'phone', draw: Phone };
