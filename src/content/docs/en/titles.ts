import type { DocsPage } from '../../../paths/paths';

/** The English pages' titles: the side navigation's, the h1s and the tabs' (with the suffix). */
export const docsTitlesEn: Record<DocsPage, string> = {
  presentation: 'Overview',
  introduction: 'Introduction to integration modes',
  prerequis: 'Prerequisites',
  api: 'API integration',
  notifications: 'Notifications (IPN)',
  widget: 'Widget integration',
  saas: 'Hosted payment page',
  flutter: 'Flutter SDK',
  android: 'Android SDK',
  versement: 'Payouts',
  mass: 'Mass payouts',
  support: 'Support',
  identitegraphique: 'Brand assets',
  compatibilite: 'Browser compatibility',
  changelog: 'Changelog',
};

/** A tab's title, as the French `docsPageTitle` makes it. */
export const docsPageTitleEn = (page: DocsPage) => `${docsTitlesEn[page]} · Yonnee Documentation`;

export const docsNotFoundTitleEn = 'Page not found (404) · Yonnee Documentation';
