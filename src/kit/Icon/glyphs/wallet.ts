import { Wallet } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const wallet: Glyph = { name: 'wallet', draw: Wallet };
