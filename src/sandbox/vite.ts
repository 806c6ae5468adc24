import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type * as NodeEntryModule from './node';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type NodeEntry = typeof NodeEntryModule;

// Kept apart from node.ts so that loading the Vite config never loads msw.
const isSandboxPath = (pathname: string) =>
  pathname === '/openapi.json' || pathname === '/api' || pathname.startsWith('/api/');

/** The dev server's own origin, as it prints it: links to the payment page point there. */
function devOrigin(server: ViteDevServer) {
  const printed = server.resolvedUrls?.local[0];
  if (printed) return new URL(printed).origin;
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '127.0.0.1' ? 'localhost' : address.address;
  return `${server.config.server.https ? 'https' : 'http'}://${host}:${address.port}`;
}

/**
 * `npm run dev`: /api/* and /openapi.json answered by the same sandbox service as `npm start`,
 * loaded through Vite so that an edit to a handler applies (with a fresh state) at once.
 */
export function sandboxDevServer(): Plugin {
  return {
    name: 'yonnee-sandbox',
    apply: 'serve',
    configureServer(server) {
      const listeners = new WeakMap<NodeEntry, Listener>();
      const listenerFor = async (req?: IncomingMessage) => {
        const entry = (await server.ssrLoadModule('/src/sandbox/node.ts')) as NodeEntry;
        let listener = listeners.get(entry);
        if (!listener) {
          const publicOrigin =
            devOrigin(server) ?? (req ? entry.socketOrigin(req) : 'http://localhost:5173');
          const service = entry.createSandboxService({
            openApiDocument: entry.buildOpenApiDocument(),
            publicOrigin,
          });
          listener = entry.toNodeListener(service, publicOrigin);
          listeners.set(entry, listener);
        }
        return { listener, entry };
      };

      server.middlewares.use((req, res, next) => {
        if (!isSandboxPath(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
        listenerFor(req)
          .then(({ listener }) => listener(req, res))
          .catch(next);
      });

      server.httpServer?.once('listening', () => {
        const origin = devOrigin(server);
        if (!origin) return;
        listenerFor()
          .then(({ entry }) => server.config.logger.info(entry.sandboxBanner(origin)))
          .catch((error: unknown) => server.config.logger.error(String(error)));
      });
    },
  };
}
