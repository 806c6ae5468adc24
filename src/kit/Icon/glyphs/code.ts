import { Code } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const code: Glyph = { name: 'code', draw: Code };
