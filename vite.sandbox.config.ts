// Second build of `npm run build`: the sandbox as a self-contained Node module
// (dist-server/sandbox.mjs, loaded by server/sandbox.mjs) and the OpenAPI document
// generated from the zod schemas (dist-server/openapi.json, served at /openapi.json).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

const outDir = 'dist-server';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/sandbox/node.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'sandbox.mjs' } },
  },
  // Bundle msw and zod in: `npm start` then needs no devDependency at run time.
  ssr: { noExternal: true, target: 'node' },
  plugins: [
    {
      name: 'openapi-document',
      async writeBundle(options) {
        const dir = path.resolve(options.dir ?? outDir);
        const bundle = pathToFileURL(path.join(dir, 'sandbox.mjs')).href;
        const { buildOpenApiDocument } = await import(`${bundle}?build=${Date.now()}`);
        await writeFile(
          path.join(dir, 'openapi.json'),
          `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`,
        );
      },
    },
  ],
});
