import { docsLocales, docsPages, type DocsLocale, type DocsPage } from '../../paths/paths';
import type { DocPageContent } from './types';

type ContentModule = Record<string, DocPageContent>;

// One chunk per page and language. The globs' keys are the only place a content module is
// named: the loaders below and the build manifest's names (docsContentModules) both come from
// them. English pages live in en/, with the same names and exports as the French ones.
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

const contentKey = (locale: DocsLocale, page: DocsPage) => {
  const key = Object.keys(contentModules[locale]).find((path) => path.endsWith(`/${page}.ts`));
  if (!key) throw new Error(`No ${locale} content module for the docs page ${page}`);
  return key;
};

const byPage = <T>(make: (locale: DocsLocale, page: DocsPage, key: string) => T) =>
  Object.fromEntries(
    docsLocales.map((locale) => [
      locale,
      Object.fromEntries(
        docsPages.map((page) => [page, make(locale, page, contentKey(locale, page))]),
      ),
    ]),
  ) as Record<DocsLocale, Record<DocsPage, T>>;

/** Each page's content in its own chunk, so a docs page loads its own text only. */
export const docsContentLoaders = byPage(
  (locale, page, key) => () => contentModules[locale][key]!().then((module) => module[page]!),
);

/** The build manifest's name of each page's content module: the route asks for it with the page. */
export const docsContentModules = byPage((_locale, _page, key) => key.slice(1));

/** The headings of a page for its "Sur cette page" list: every h2, and the h3s under it. */
export const tocEntries = (content: DocPageContent) =>
  content.sections.flatMap((section) => [
    { id: section.id, title: section.title, level: 2 as const },
    ...(section.subsections ?? []).map((sub) => ({
      id: sub.id,
      title: sub.title,
      level: 3 as const,
    })),
  ]);

export type * from './types';
