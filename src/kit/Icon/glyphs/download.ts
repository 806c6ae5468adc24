import { Download } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const download: Glyph = { name: 'download', draw: Download };
