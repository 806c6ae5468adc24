import { EyeOff } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const eyeOff: Glyph = { name: 'eyeOff', draw: EyeOff };
