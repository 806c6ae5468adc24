import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Inter, one variable file: Latin and Latin-1 with French punctuation, the only text this site sets. */
export const inter = {
  family: 'Inter Variable',
  url: interLatin,
  weight: '100 900',
  style: 'normal',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/**
 * Declares Inter for a page, once its scripts run (both entries call it). Pages paint first with
 * 'Inter Fallback' (tokens/global.css.ts), metric-matched, and that first paint is the final one
 * on a slow network: `optional` uses the file only if it arrives within about 100 ms, which it
 * does from the cache and on a fast network, and never swaps it in later. Declared in the
 * stylesheet or preloaded, the 48 KB file was fetched before the first paint: on 3G it held the
 * largest text's paint 0.6 s behind it (issue 21). Storybook declares the same face in CSS
 * (tokens/webFont.css.ts), as components there are shown in their final font.
 */
export function loadInter() {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const face = new FontFace(inter.family, `url(${inter.url}) format('woff2')`, {
    weight: inter.weight,
    style: inter.style,
    unicodeRange: inter.unicodeRange,
    display: 'optional',
  });
  document.fonts.add(face);
  // A failed load leaves the fallback, which is already what the page shows.
  face.load().catch(() => undefined);
}
