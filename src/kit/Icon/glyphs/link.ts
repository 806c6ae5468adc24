import { Link } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const link: Glyph = { name: 'link', draw: Link };
