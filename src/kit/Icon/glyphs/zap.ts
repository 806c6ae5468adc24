import { Zap } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const zap: Glyph = { name: 'zap', draw: Zap };
