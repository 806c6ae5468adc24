import { Copy } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const copy: Glyph = { name: 'copy', draw: Copy };
