import { Users } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const users: Glyph = { name: 'users', draw: Users };
