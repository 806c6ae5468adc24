import type { DocsPage } from '../../paths/paths';
import type { DocsNavGroup } from './types';

/** The side navigation: every documentation page once, grouped as a reader meets them. */
export const docsNavGroups: DocsNavGroup[] = [
  { title: 'Démarrer', pages: ['presentation', 'introduction', 'prerequis'] },
  { title: 'Intégrations', pages: ['api', 'notifications', 'widget', 'saas'] },
  { title: 'SDK', pages: ['flutter', 'android'] },
  { title: 'Paiements sortants', pages: ['versement', 'mass'] },
  { title: 'Ressources', pages: ['support', 'identitegraphique', 'compatibilite', 'changelog'] },
];

/** Reading order, for the previous and next links. */
export const docsReadingOrder: DocsPage[] = docsNavGroups.flatMap((group) => group.pages);

/** The pages before and after one page in reading order. */
export function docsNeighbours(page: DocsPage) {
  const index = docsReadingOrder.indexOf(page);
  return {
    previous: index > 0 ? docsReadingOrder[index - 1] : undefined,
    next:
      index >= 0 && index < docsReadingOrder.length - 1 ? docsReadingOrder[index + 1] : undefined,
  };
}
