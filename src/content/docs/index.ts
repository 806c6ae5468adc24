import type { DocsPage } from '../../paths/paths';
import type { DocPageContent } from './types';

/** Each page's content in its own chunk, so a docs page loads its own text only. */
export const docsContentLoaders: Record<DocsPage, () => Promise<DocPageContent>> = {
  presentation: () => import('./presentation').then((m) => m.presentation),
  introduction: () => import('./introduction').then((m) => m.introduction),
  prerequis: () => import('./prerequis').then((m) => m.prerequis),
  api: () => import('./api').then((m) => m.api),
  notifications: () => import('./notifications').then((m) => m.notifications),
  widget: () => import('./widget').then((m) => m.widget),
  saas: () => import('./saas').then((m) => m.saas),
  flutter: () => import('./flutter').then((m) => m.flutter),
  android: () => import('./android').then((m) => m.android),
  versement: () => import('./versement').then((m) => m.versement),
  mass: () => import('./mass').then((m) => m.mass),
  support: () => import('./support').then((m) => m.support),
  identitegraphique: () => import('./identitegraphique').then((m) => m.identitegraphique),
  compatibilite: () => import('./compatibilite').then((m) => m.compatibilite),
  changelog: () => import('./changelog').then((m) => m.changelog),
};

/** The build manifest's name of a page's content module, the file each loader above imports. */
export const docsContentModule = (page: DocsPage) => `src/content/docs/${page}.ts`;

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
