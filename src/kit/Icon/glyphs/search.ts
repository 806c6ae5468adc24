import { Search } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const search: Glyph = { name: 'search', draw: Search };
