import { Send } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const send: Glyph = { name: 'send', draw: Send };
