import { lazyChunk } from '../../lib/lazyChunk';

/**
 * The search's dialog, its matching and its synonyms: a chunk of its own, fetched once (again
 * after a failure, on a later press). `loadedSearchDialog` gives it if it is here already (a page
 * shown after another that used it).
 */
export const { load: loadSearchDialog, loaded: loadedSearchDialog } = lazyChunk(() =>
  import('./DocsSearchDialog').then(({ DocsSearchDialog }) => DocsSearchDialog),
);
