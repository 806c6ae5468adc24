import type { DocsSearchDialog } from './DocsSearchDialog';

let loading: Promise<typeof DocsSearchDialog> | undefined;
let loaded: typeof DocsSearchDialog | undefined;

/** The search's dialog, its matching and its synonyms: a chunk of its own, fetched once. */
export const loadSearchDialog = () =>
  (loading ??= import('./DocsSearchDialog').then(
    ({ DocsSearchDialog }) => (loaded = DocsSearchDialog),
    (error: unknown) => {
      // A later press asks again.
      loading = undefined;
      throw error;
    },
  ));

/** The dialog, if its code is here already (a page shown after another that used it). */
export const loadedSearchDialog = () => loaded;
