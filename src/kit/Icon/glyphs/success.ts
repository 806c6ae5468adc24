import { CircleCheck } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const success: Glyph = { name: 'success', draw: CircleCheck };
