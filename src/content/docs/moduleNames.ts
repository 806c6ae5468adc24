import type { DocsLocale, DocsPage } from '../../paths/paths';

/**
 * Where a page's content module is, from the project's root, as the build manifest names it:
 * English pages in en/, with the same names as the French ones. The route table names a page's
 * chunks with it without loading the loaders of every page (src/content/docs/index.ts).
 */
export const docsContentModule = (page: DocsPage, locale: DocsLocale) =>
  `src/content/docs/${locale === 'fr' ? '' : `${locale}/`}${page}.ts`;

/** The build manifest's name of a page's outline: its content module asked for with `?outline`. */
export const docsOutlineModule = (page: DocsPage, locale: DocsLocale) =>
  `${docsContentModule(page, locale)}?outline`;
