import type { Glyph } from '../kit/Icon';

/** A short feature: icon, title and one or two sentences. */
export interface Feature {
  id: string;
  icon: Glyph;
  title: string;
  text: string;
}
