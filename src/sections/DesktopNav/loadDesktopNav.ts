import { lazyChunk } from '../../lib/lazyChunk';

/**
 * The menu bar's code (Radix's navigation menu), a chunk of its own fetched once: `loadDesktopNav`
 * fetches it, `loadedDesktopNav` gives it if it is here already.
 */
export const { load: loadDesktopNav, loaded: loadedDesktopNav } = lazyChunk(() =>
  import('./DesktopNav').then(({ DesktopNav }) => DesktopNav),
);
