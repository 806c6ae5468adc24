import { CircleAlert } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const alert: Glyph = { name: 'alert', draw: CircleAlert };
