import type { DesktopNav } from './DesktopNav';

let loaded: typeof DesktopNav | undefined;

/** The menu bar's code (Radix's navigation menu), a chunk of its own fetched once. */
export const loadDesktopNav = () =>
  import('./DesktopNav').then(({ DesktopNav }) => (loaded = DesktopNav));

/** The menu bar, if its code is here already. */
export const loadedDesktopNav = () => loaded;
