// The production server: prerendered pages, hashed assets, the merchant API
// sandbox, strict security headers, and real 404s (HTML for pages, plain for files).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/**
 * How long a payment link's page waits for the API before it is sent as the loading screen,
 * which then asks the API itself: past this, the payer is better off seeing that screen.
 */
export const LINK_LOOKUP_TIMEOUT_MS = 1000;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page made for one request, compressed only in the encoding this client takes, and quickly. */
async function freshPage(html, encoding) {
  const identity = Buffer.from(html);
  if (encoding === 'br')
    return { br: await brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (encoding === 'gzip') return { gzip: await gzipAsync(identity) };
  return { identity };
}

/** Where this server answers the request: its own sandbox, when the build names no API host. */
function ownOrigin(socket) {
  const address = socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
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

export function createServer({
  distDir,
  sandboxDir = path.join(distDir, '..', SANDBOX_OUT_DIR),
  ssrEntry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js'),
}) {
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
  const linkTemplateFile = path.join(distDir, '.vite', 'payment-link.html');
  const linkTemplate = existsSync(linkTemplateFile) && readFileSync(linkTemplateFile, 'utf8');
  let renderer;
  /** The link's own page, or undefined when it cannot be made (then the loading screen goes). */
  async function renderPaymentLink(req, pathname) {
    if (!linkTemplate || !existsSync(ssrEntry)) return undefined;
    const { renderPaymentLink: render } = await (renderer ??= import(pathToFileURL(ssrEntry).href));
    const root = await render(pathname, {
      apiOrigin: ownOrigin(req.socket),
      signal: AbortSignal.timeout(LINK_LOOKUP_TIMEOUT_MS),
    });
    return root && linkTemplate.replace('<div id="root"></div>', () => root);
  }
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

  // Pages are most of what a first visit downloads: never send them uncompressed to a browser.
  function sendPage(
    req,
    res,
    status,
    page,
    encoding = pickEncoding(req.headers['accept-encoding']),
  ) {
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
      const encoding = pickEncoding(req.headers['accept-encoding']);
      renderPaymentLink(req, pathname)
        .then((html) => html && freshPage(html, encoding))
        .catch((error) => {
          console.error(error);
        })
        .then((page) => sendPage(req, res, 200, page ?? paymentShell, encoding));
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
