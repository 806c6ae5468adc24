import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { preloadSiteChrome } from './AppShell';
import { isStandalonePath } from '../paths/paths';
import { notFoundEntryFor, routes, type RouteEntry } from './routes';

/**
 * The route a path shows, with the router's own matching (case and trailing slash ignored):
 * the 404 of its layout when none matches.
 */
export function routeFor(pathname: string): RouteEntry {
  return (
    routes.find((entry) => matchRoute(parse, entry.path, pathname)[0]) ?? notFoundEntryFor(pathname)
  );
}

/**
 * Loads everything a path renders, so it renders without suspending: before prerendering it, and
 * (`toHydrate`) before hydrating its prerendered HTML, which may need less.
 */
export function preloadPath(pathname: string, toHydrate = false): Promise<unknown> {
  const { route } = routeFor(pathname);
  return Promise.all([
    toHydrate && route.preloadToHydrate ? route.preloadToHydrate() : route.preload(),
    // Same rule as the shell's layout: pages with their own frame never load the site chrome.
    isStandalonePath(pathname) ? undefined : preloadSiteChrome(),
  ]);
}
