// A static file server for built output (Storybook in tests), on a port that
// can be set and that fails loudly when it is taken.
import http from 'node:http';
import sirv from 'sirv';

/** `brotli`: a file's `.br` beside it is sent to browsers that take it. */
export function serveStatic(dir, port, { single = false, brotli = false } = {}) {
  const handler = sirv(dir, { dev: false, etag: true, single, brotli });
  const server = http.createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: set another with the matching *_PORT variable.`,
            )
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
