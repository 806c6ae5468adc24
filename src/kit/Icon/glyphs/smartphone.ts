import { Smartphone } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const smartphone: Glyph = { name: 'smartphone', draw: Smartphone };
