// The server's pages, read once at start from the build: a deploy restarts the server, and no
// request can add an entry (a table keyed by the requested path grew with every unknown URL).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The best encoding the client accepts among those we keep, or undefined for none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1];
    }),
  );
  return ['br', 'gzip'].find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

/** Paths match whatever their case and a trailing slash (spec 2.1); null when malformed. */
export function normalizePath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, '') || '/';
  return trimmed.toLowerCase();
}

/**
 * A page and its compressed forms (the build's precompressed files, else made once here), each
 * with a strong validator of its own: a cache must never answer one encoding for another.
 */
export function loadPage(full) {
  if (!existsSync(full)) return null;
  const identity = readFileSync(full);
  const variant = (ext, compress) =>
    existsSync(full + ext) ? readFileSync(full + ext) : compress(identity);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    identity,
    br: variant('.br', brotliCompressSync),
    gzip: variant('.gz', gzipSync),
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/** Every prerendered page of the build, by its normalized path ('/', '/faq', '/documentation/api'). */
export function loadPageTable(distDir) {
  const table = new Map();
  const visit = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Build internals (.vite) and hashed assets hold no page.
      if (entry.name.startsWith('.') || (route === '' && entry.name === 'assets')) continue;
      if (entry.isDirectory()) visit(path.join(dir, entry.name), `${route}/${entry.name}`);
      else if (entry.name === 'index.html')
        table.set((route || '/').toLowerCase(), loadPage(path.join(dir, entry.name)));
    }
  };
  if (existsSync(distDir)) visit(distDir, '');
  return table;
}

/** True when the client's cached copy (If-None-Match) is the one we would send. */
export function isFresh(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
