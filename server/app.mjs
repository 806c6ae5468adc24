// The production server: static build output, client routes answered with the
// app's HTML, and missing files answered with a real 404.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** A request for a file (has an extension) must never fall back to the app's HTML. */
const looksLikeFile = (pathname) => path.posix.extname(pathname) !== '';

export function createServer({ distDir }) {
  const assets = sirv(distDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const appShell = sirv(distDir, {
    dev: false,
    etag: true,
    single: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });

  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    assets(req, res, () => {
      if (looksLikeFile(pathname)) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Fichier introuvable');
        return;
      }
      appShell(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    });
  });
}
