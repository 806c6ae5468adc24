// A port nothing listens on now, for a server that must know its own address before it starts
// (its PUBLIC_ORIGIN) or run beside the suite's servers without a fixed port of its own.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      });
  });
