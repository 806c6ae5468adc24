// The merchant API sandbox of `npm start`: /api/* and /openapi.json are answered by the
// handlers of src/sandbox, built for Node into dist-server/ (vite.sandbox.config.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SANDBOX_OUT_DIR = 'dist-server';

const isSandboxPath = (pathname) =>
  pathname === '/openapi.json' || pathname === '/api' || pathname.startsWith('/api/');

async function loadBundle(dir) {
  return import(pathToFileURL(path.join(dir, 'sandbox.mjs')).href);
}

/**
 * A route for the app server: returns false for requests it does not own, and answers the
 * others. The bundle is loaded on the first call and one sandbox lives as long as the server.
 */
export function createSandboxRoute({ dir }) {
  let listener;
  const ready = () =>
    (listener ??= Promise.all([
      loadBundle(dir),
      readFile(path.join(dir, 'openapi.json'), 'utf8'),
    ]).then(([bundle, openApi]) =>
      bundle.createSandboxListener({ openApiDocument: JSON.parse(openApi) }),
    ));

  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!isSandboxPath(pathname)) return false;
    ready()
      .then((listen) => listen(req, res))
      .catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Le bac à sable est indisponible : relancez `npm run build`.');
      });
    return true;
  };
}

/** The credentials and test numbers, printed by `npm start`. */
export async function sandboxBanner({ dir, origin }) {
  const bundle = await loadBundle(dir);
  return bundle.sandboxBanner(origin);
}
