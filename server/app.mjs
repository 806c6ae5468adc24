// The production server: prerendered pages, hashed assets, the merchant API
// sandbox, strict security headers, and real 404s (HTML for pages, plain for files).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { cacheControl, inlineHashes, isPaymentPagePath, securityHeaders } from './headers.mjs';
import { createSandboxRoute, SANDBOX_OUT_DIR } from './sandbox.mjs';

/** A request for a file (has an extension) must never fall back to a page. */
const looksLikeFile = (pathname) => path.posix.extname(pathname) !== '';

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

/** A page and its compressed forms: the build's precompressed files, else made once here. */
function loadPage(full) {
  if (!existsSync(full)) return null;
  const identity = readFileSync(full);
  const variant = (ext, compress) =>
    existsSync(full + ext) ? readFileSync(full + ext) : compress(identity);
  return { identity, br: variant('.br', brotliCompressSync), gzip: variant('.gz', gzipSync) };
}

/** Paths match whatever their case and a trailing slash (spec 2.1). */
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

export function createServer({ distDir, sandboxDir = path.join(distDir, '..', SANDBOX_OUT_DIR) }) {
  const sandbox = createSandboxRoute({ dir: sandboxDir });
  const pageCache = new Map();
  /** Prerendered pages are read once; a deploy restarts the server. */
  const readPage = (file) => {
    const full = path.join(distDir, file);
    if (!pageCache.has(full)) pageCache.set(full, loadPage(full));
    return pageCache.get(full);
  };
  const readJson = (file) => {
    const full = path.join(distDir, file);
    return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
  };
  const shell = readPage('.vite/app-shell.html') ?? readPage('index.html');
  const paymentShell = readPage('.vite/payment-shell.html') ?? shell;
  const notFound = readPage('404.html') ?? shell;
  const redirects = readJson('.vite/redirects.json') ?? {};
  const hashes = readJson('.vite/csp-hashes.json') ?? inlineHashes([String(shell?.identity ?? '')]);

  const files = sirv(distDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // Pages are answered below, with their status; sirv serves files only.
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? cacheControl.immutable : cacheControl.revalidate,
      );
    },
  });

  function sendPage(req, res, status, page) {
    // Pages are most of what a first visit downloads: never send them uncompressed to a browser.
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? page[encoding] : page.identity;
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl.revalidate);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function answerPage(req, res, pathname) {
    const normalized = normalizePath(pathname);
    if (normalized && redirects[normalized]) {
      res.writeHead(308, { Location: redirects[normalized] });
      res.end();
      return;
    }
    if (isPaymentPagePath(pathname) && paymentShell) {
      // One prerendered loading screen for every payment link; the page reads its token in the browser.
      sendPage(req, res, 200, paymentShell);
      return;
    }
    const page =
      normalized && !normalized.includes('..') && readPage(path.join(normalized, 'index.html'));
    if (page) sendPage(req, res, 200, page);
    else if (notFound) sendPage(req, res, 404, notFound);
    else {
      res.statusCode = 404;
      res.end();
    }
  }

  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(securityHeaders({ pathname, hashes })))
      res.setHeader(name, value);
    if (sandbox(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (!looksLikeFile(pathname)) {
      answerPage(req, res, pathname);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl.revalidate);
      res.end('Fichier introuvable');
    });
  });
}
