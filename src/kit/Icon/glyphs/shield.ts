import { ShieldCheck } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const shield: Glyph = { name: 'shield', draw: ShieldCheck };
