import { Mail } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const mail: Glyph = { name: 'mail', draw: Mail };
