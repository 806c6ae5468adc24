import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type * as NodeEntryModule from './node';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type NodeEntry = typeof NodeEntryModule;

// Kept apart from node.ts so that loading the Vite config never loads msw.
const isSandboxPath = (pathname: string) =>
  pathname === '/openapi.json' || pathname === '/api' || pathname.startsWith('/api/');

/**
 * `npm run dev`: /api/* and /openapi.json answered by the same sandbox as `npm start`,
 * loaded through Vite so that an edit to a handler applies (with a fresh state) at once.
 */
export function sandboxDevServer(): Plugin {
  return {
    name: 'yonnee-sandbox',
    apply: 'serve',
    configureServer(server) {
      const listeners = new WeakMap<NodeEntry, Listener>();
      const listenerFor = async () => {
        const entry = (await server.ssrLoadModule('/src/sandbox/node.ts')) as NodeEntry;
        let listener = listeners.get(entry);
        if (!listener) {
          listener = entry.createSandboxListener({ openApiDocument: entry.buildOpenApiDocument() });
          listeners.set(entry, listener);
        }
        return { listener, entry };
      };

      server.middlewares.use((req, res, next) => {
        if (!isSandboxPath(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
        listenerFor()
          .then(({ listener }) => listener(req, res))
          .catch(next);
      });

      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const host = address.address === '127.0.0.1' ? 'localhost' : address.address;
        listenerFor()
          .then(({ entry }) =>
            server.config.logger.info(entry.sandboxBanner(`http://${host}:${address.port}`)),
          )
          .catch((error: unknown) => server.config.logger.error(String(error)));
      });
    },
  };
}
