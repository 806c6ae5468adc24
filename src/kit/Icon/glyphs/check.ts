import { Check } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const check: Glyph = { name: 'check', draw: Check };
