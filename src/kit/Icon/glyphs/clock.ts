import { Clock } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const clock: Glyph = { name: 'clock', draw: Clock };
