import { Play } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const play: Glyph = { name: 'play', draw: Play };
