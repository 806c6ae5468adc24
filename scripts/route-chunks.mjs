// Which files each route loads, from one source: the route table's names for its chunks
// (`routes` of src/entry-server.tsx: the HTML entry a request for the path gets, and the route's
// own modules) resolved through the build manifest. The prerender writes the table to
// dist/.vite/route-chunks.json and preloads from it; the budget check sizes each route from it.
import path from 'node:path';
import { chunkFiles } from './chunk-files.mjs';

export const routeChunksFile = (dist) => path.join(dist, '.vite', 'route-chunks.json');

const js = (files) => [...files].filter((file) => file.endsWith('.js'));

/**
 * `preload`: the route's own chunks, which the starter asks for with the entry (URLs);
 * `files`: every JS file the route loads before it is usable, its entry's included.
 */
export function routeChunks(manifest, { entry, modules }) {
  return {
    entry,
    modules,
    preload: js(chunkFiles(manifest, modules)).map((file) => `/${file}`),
    files: js(chunkFiles(manifest, [entry, ...modules])),
  };
}

/**
 * The table for every route, by its path pattern; `unrequested` pages (the docs' 404, which the
 * server sends for unknown paths but no request path names) are in it too, marked `requested: false`.
 */
export const routeChunksTable = (manifest, routes, unrequested = []) =>
  Object.fromEntries([
    ...routes.map((route) => [route.path, routeChunks(manifest, route)]),
    ...unrequested.map((page) => [page.path, { ...routeChunks(manifest, page), requested: false }]),
  ]);
