// `npm start` must work straight after `npm ci`: build when dist/ is missing or
// older than any source it is made from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'tokens', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const STAMP = 'dist/index.html';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, child) => Math.max(max, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

export function buildIfNeeded(root) {
  const stamp = path.join(root, STAMP);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= changedAt) return false;
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return true;
}
