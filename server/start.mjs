// `npm start`: build when needed, then serve the production site.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { sandboxBanner, SANDBOX_OUT_DIR } from './sandbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await buildIfNeeded(root);
const server = createServer({ distDir: path.join(root, 'dist') });
server.once('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is already in use. Start on another one with PORT=<port> npm start.`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  const origin = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  console.log(`Yonnee is served on ${origin}`);
  sandboxBanner({ dir: path.join(root, SANDBOX_OUT_DIR), origin }).then(console.log, console.error);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
