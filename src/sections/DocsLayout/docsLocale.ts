import { createContext, use } from 'react';
import { docsChrome, type DocsChrome } from '../../content/docs/labels';
import { lazyChunk } from '../../lib/lazyChunk';
import type { DocsLocale } from '../../paths/paths';

/** The language of the documentation page being shown; DocsLayout provides it to its parts. */
export const DocsLocaleContext = createContext<DocsLocale>('fr');

export const useDocsLocale = () => use(DocsLocaleContext);

// The English frame's words: a chunk only English pages load, with the page (loadDocsChrome).
const english = lazyChunk(() =>
  import('../../content/docs/en/labels').then(({ docsChromeEn }) => docsChromeEn),
);

/** Loads the docs frame's words in `locale` before its page renders; French come with the frame. */
export const loadDocsChrome = (locale: DocsLocale) =>
  locale === 'fr' ? undefined : english.load();

/** The docs frame's words in `locale`: suspends only if they were not loaded (loadDocsChrome). */
export const useDocsChromeOf = (locale: DocsLocale): DocsChrome =>
  locale === 'fr' ? docsChrome : (english.loaded() ?? use(english.load()));

/** The docs frame's words in the page's language. */
export const useDocsChrome = () => useDocsChromeOf(useDocsLocale());
