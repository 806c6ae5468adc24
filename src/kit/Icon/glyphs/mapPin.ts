import { MapPin } from 'lucide-react';
import type { Glyph } from '../Glyph';

export const mapPin: Glyph = { name: 'mapPin', draw: MapPin };
