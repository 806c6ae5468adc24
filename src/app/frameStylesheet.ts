import { frameOf } from '../paths/paths';

let whole: Promise<void> | undefined;
let wholeIsIn = false;

/**
 * A prerendered page carries inline only the rules its frame's code can match (the site's
 * pages, or the docs': scripts/prerender.mjs), and its <style> names that frame and the site's
 * whole stylesheet. Before the app shows a page of another frame, the whole sheet must be in:
 * this loads it once and returns its promise, or undefined when the page's rules are there
 * already (a page of the same frame, a page that carries the whole sheet, the sheet loaded).
 * Added after the page's own rules, the whole sheet draws every element as it alone would.
 */
export function wholeStylesheetFor(pathname: string): Promise<void> | undefined {
  if (wholeIsIn || typeof document === 'undefined') return undefined;
  const inline = document.querySelector<HTMLStyleElement>('style[data-frame]');
  const href = inline?.dataset.completeSheet;
  if (!inline || !href || inline.dataset.frame === frameOf(pathname)) return undefined;
  whole ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => {
      wholeIsIn = true;
      resolve();
    };
    link.onerror = () => {
      link.remove();
      whole = undefined;
      // Worded as Vite's own failure, so a stale deploy reloads the tab (staleDeploy.ts).
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
    document.head.append(link);
  });
  return whole;
}
