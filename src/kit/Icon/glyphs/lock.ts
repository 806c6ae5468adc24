import { Lock } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const lock: Glyph = { name: 'lock', draw: Lock };
