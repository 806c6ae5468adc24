import { CreditCard } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const card: Glyph = { name: 'card', draw: CreditCard };
