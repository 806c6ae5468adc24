export { Icon, iconSizes, type IconProps } from './Icon';
// A namespace, not 38 loose names beside the components: `glyphs.lock`. Bundlers keep only the
// members a module reads.
export * as glyphs from './glyphs';
export type { Glyph } from './Glyph';
