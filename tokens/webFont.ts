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
 * How long the file may take to come from the network and still be used, as `font-display:
 * optional` has it: a fast network's time. On a slow one the page keeps its fallback rather than
 * redraw its text under the reader's eyes. From the cache it is always used.
 */
export const INTER_DEADLINE_MS = 100;

/**
 * Offers Inter to a page, once its scripts run (both entries call it). Pages paint first with
 * 'Inter Fallback' (tokens/global.css.ts), metric-matched, and that first paint is the final one
 * on a slow network: the file is used only if it comes from the cache or arrives within
 * INTER_DEADLINE_MS, and never swapped in later. Declared in the stylesheet or preloaded, the
 * 48 KB file was fetched before the first paint: on 3G it held the largest text's paint 0.6 s
 * behind it (issue 21). Storybook declares the same face in CSS (tokens/webFont.css.ts), as
 * components there are shown in their final font.
 *
 * The face joins the document once loaded, not before: added while loading (with `font-display:
 * optional`, as it was), it cost two relayouts of the whole page, one as it started and one as it arrived
 * (10–40 ms each unthrottled on the home page; issue 21's 3G TBT counts them).
 */
export function loadInter() {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const face = new FontFace(inter.family, `url(${inter.url}) format('woff2')`, {
    weight: inter.weight,
    style: inter.style,
    unicodeRange: inter.unicodeRange,
  });
  face.load().then(
    () => {
      if (arrivedInTime()) document.fonts.add(face);
    },
    // A failed load leaves the fallback, which is already what the page shows.
    () => undefined,
  );
}

/**
 * Read from the file's own timing, request to last byte, not from when the page's main thread
 * hears of it: that comes later on a page busy hydrating. No timing (the memory cache, which
 * reports it later) or nothing transferred (the HTTP cache) is the cache.
 */
function arrivedInTime() {
  const url = new URL(inter.url, location.href).href;
  // Entries of type 'resource' are resource timings: the cast only says so.
  const [timing] = performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
  return !timing?.transferSize || timing.duration <= INTER_DEADLINE_MS;
}
