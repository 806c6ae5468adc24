/** One shape of a drawing: its SVG tag and attributes (React's names), on a 24×24 grid. */
export type GlyphShape = readonly [
  tag: 'circle' | 'ellipse' | 'line' | 'path' | 'polygon' | 'polyline' | 'rect',
  attributes: Readonly<Record<string, string>>,
];

/**
 * One glyph: the role name the svg carries as `data-icon`, and its drawing, a lucide icon's shapes as
 * lucide's icon data lists them (keys aside). Data, not lucide-react's components: drawing it takes
 * `Icon` a few lines instead of lucide-react's runtime on every page (issue 21).
 */
export interface Glyph {
  readonly name: string;
  readonly drawing: readonly GlyphShape[];
}
