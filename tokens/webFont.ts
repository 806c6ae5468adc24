import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter, one variable file: Latin and Latin-1 with French punctuation, the only text this site
 * sets. Storybook and @yonnee/kit declare it in CSS (./webFont.css.ts); the site's pages only once
 * it is in the browser's cache (src/lib/interOnceCached.css.ts).
 */
export const inter = {
  family: 'Inter Variable',
  url: interLatin,
  /** The file as a face's source: for `@font-face` (interFace) and for the FontFace API. */
  src: `url(${interLatin}) format('woff2')`,
  weight: '100 900',
  style: 'normal',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/** Inter's `@font-face` descriptors; only how it is displayed differs between its two users. */
export function interFace(fontDisplay: 'swap' | 'optional') {
  return {
    src: inter.src,
    fontWeight: inter.weight,
    fontStyle: inter.style,
    fontDisplay,
    unicodeRange: inter.unicodeRange,
  };
}
