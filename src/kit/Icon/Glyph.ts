import type { LucideIcon } from 'lucide-react';

/** One glyph: the lucide drawing and the role name the svg carries as `data-icon`. */
export interface Glyph {
  readonly name: string;
  readonly draw: LucideIcon;
}
