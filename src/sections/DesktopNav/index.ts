// The menu bar's own module (DesktopNav.tsx) stays out of this index: importing it here would
// put its code in the header's chunk, which a phone loads.
export { DesktopNavWhenWide } from './DesktopNavWhenWide';
export { loadDesktopNav } from './loadDesktopNav';
