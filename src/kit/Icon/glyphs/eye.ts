import { Eye } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const eye: Glyph = { name: 'eye', draw: Eye };
