import { ExternalLink } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const externalLink: Glyph = { name: 'externalLink', draw: ExternalLink };
