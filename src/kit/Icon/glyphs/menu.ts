import { Menu } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const menu: Glyph = { name: 'menu', draw: Menu };
