// `npm start` must work straight after `npm ci`: build when the output is
// missing or older than any source it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCES = [
  'src',
  'tokens',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.sandbox.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/route-chunks.mjs',
  'scripts/start-after-first-paint.mjs',
  'server/headers.mjs',
  'server/deploy-config.mjs',
];
/** Written by each step of scripts/build.mjs; the oldest tells when the build last completed. */
const STAMPS = [
  'dist/.vite/manifest.json',
  'dist/.vite/route-chunks.json',
  'dist/404.html',
  // The server also renders payment links with it, per request.
  'dist-ssr/entry-server.js',
  'dist-server/sandbox.mjs',
  'dist/_headers',
  'dist/.vite/nginx-security.conf',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, child) => Math.max(max, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

export async function buildIfNeeded(root) {
  const builtAt = Math.min(
    ...STAMPS.map((stamp) => {
      const file = path.join(root, stamp);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= changedAt) return false;
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
  );
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { buildAll } = await import(pathToFileURL(path.join(root, 'scripts/build.mjs')).href);
    await buildAll();
  } finally {
    process.chdir(cwd);
  }
  return true;
}
