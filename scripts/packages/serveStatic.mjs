// The consumer project's built files on loopback, as any static host would serve them.
import { createServer } from 'node:http';
import sirv from 'sirv';

/** @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
export function serveStatic(dir) {
  const server = createServer(sirv(dir, { single: true }));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
