import { Monitor } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const monitor: Glyph = { name: 'monitor', draw: Monitor };
