import { docsLocales, docsPages, type DocsLocale, type DocsPage } from '../../paths/paths';
import type { DocArticle } from './article';
import { docsContentModule } from './moduleNames';
import type { DocPageContent } from './types';

type ContentModule = Record<string, DocPageContent>;

// One chunk per page and language. English pages live in en/, with the same names and exports as
// the French ones (docsContentModule names them; a page missing here throws at once).
const contentModules: Record<DocsLocale, Record<string, () => Promise<ContentModule>>> = {
  fr: import.meta.glob<ContentModule>([
    '/src/content/docs/presentation.ts',
    '/src/content/docs/introduction.ts',
    '/src/content/docs/prerequis.ts',
    '/src/content/docs/api.ts',
    '/src/content/docs/notifications.ts',
    '/src/content/docs/widget.ts',
    '/src/content/docs/saas.ts',
    '/src/content/docs/flutter.ts',
    '/src/content/docs/android.ts',
    '/src/content/docs/versement.ts',
    '/src/content/docs/mass.ts',
    '/src/content/docs/support.ts',
    '/src/content/docs/identitegraphique.ts',
    '/src/content/docs/compatibilite.ts',
    '/src/content/docs/changelog.ts',
  ]),
  en: import.meta.glob<ContentModule>([
    '/src/content/docs/en/presentation.ts',
    '/src/content/docs/en/introduction.ts',
    '/src/content/docs/en/prerequis.ts',
    '/src/content/docs/en/api.ts',
    '/src/content/docs/en/notifications.ts',
    '/src/content/docs/en/widget.ts',
    '/src/content/docs/en/saas.ts',
    '/src/content/docs/en/flutter.ts',
    '/src/content/docs/en/android.ts',
    '/src/content/docs/en/versement.ts',
    '/src/content/docs/en/mass.ts',
    '/src/content/docs/en/support.ts',
    '/src/content/docs/en/identitegraphique.ts',
    '/src/content/docs/en/compatibilite.ts',
    '/src/content/docs/en/changelog.ts',
  ]),
};

// The same modules asked for with `?outline`: the plugin in src/docsBuild/vite.ts answers each
// with its page's outline (src/content/docs/article.ts), a chunk of its own.
const outlineModules: Record<DocsLocale, Record<string, () => Promise<DocArticle>>> = {
  fr: import.meta.glob<DocArticle>(
    [
      '/src/content/docs/presentation.ts',
      '/src/content/docs/introduction.ts',
      '/src/content/docs/prerequis.ts',
      '/src/content/docs/api.ts',
      '/src/content/docs/notifications.ts',
      '/src/content/docs/widget.ts',
      '/src/content/docs/saas.ts',
      '/src/content/docs/flutter.ts',
      '/src/content/docs/android.ts',
      '/src/content/docs/versement.ts',
      '/src/content/docs/mass.ts',
      '/src/content/docs/support.ts',
      '/src/content/docs/identitegraphique.ts',
      '/src/content/docs/compatibilite.ts',
      '/src/content/docs/changelog.ts',
    ],
    { query: '?outline', import: 'default' },
  ),
  en: import.meta.glob<DocArticle>(
    [
      '/src/content/docs/en/presentation.ts',
      '/src/content/docs/en/introduction.ts',
      '/src/content/docs/en/prerequis.ts',
      '/src/content/docs/en/api.ts',
      '/src/content/docs/en/notifications.ts',
      '/src/content/docs/en/widget.ts',
      '/src/content/docs/en/saas.ts',
      '/src/content/docs/en/flutter.ts',
      '/src/content/docs/en/android.ts',
      '/src/content/docs/en/versement.ts',
      '/src/content/docs/en/mass.ts',
      '/src/content/docs/en/support.ts',
      '/src/content/docs/en/identitegraphique.ts',
      '/src/content/docs/en/compatibilite.ts',
      '/src/content/docs/en/changelog.ts',
    ],
    { query: '?outline', import: 'default' },
  ),
};

/** A page's loader in one of the globs above, found by its module's name. */
function loaderOf<T>(
  modules: Record<DocsLocale, Record<string, () => Promise<T>>>,
  locale: DocsLocale,
  page: DocsPage,
) {
  const key = `/${docsContentModule(page, locale)}`;
  const load = modules[locale][key];
  if (!load) throw new Error(`No ${locale} module ${key} for the docs page ${page}`);
  return load;
}

const byPage = <T>(make: (locale: DocsLocale, page: DocsPage) => T) =>
  Object.fromEntries(
    docsLocales.map((locale) => [
      locale,
      Object.fromEntries(docsPages.map((page) => [page, make(locale, page)])),
    ]),
  ) as Record<DocsLocale, Record<DocsPage, T>>;

/** Each page's content in its own chunk, so a docs page loads its own text only. */
export const docsContentLoaders = byPage((locale, page) => {
  const load = loaderOf(contentModules, locale, page);
  return () => load().then((module) => module[page]!);
});

/** Each page's outline, what its prerendered HTML hydrates from: headings and controls, no text. */
export const docsOutlineLoaders = byPage((locale, page) => loaderOf(outlineModules, locale, page));

/** The headings of a page for its "Sur cette page" list: every h2, and the h3s under it. */
export const tocEntries = (content: Pick<DocPageContent | DocArticle, 'sections'>) =>
  content.sections.flatMap((section) => [
    { id: section.id, title: section.title, level: 2 as const },
    ...(section.subsections ?? []).map((sub) => ({
      id: sub.id,
      title: sub.title,
      level: 3 as const,
    })),
  ]);

export type * from './types';
