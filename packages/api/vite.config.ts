// The library build of @yonnee/api (`npm run build:api`): ESM for Node 20 and browsers, one
// module per source file, so the two entries share their modules (an HttpError from one is an
// HttpError to the other) and a bundler keeps only the calls a page uses.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const externals = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));
const entry = (name: string) => fileURLToPath(new URL(`src/${name}.ts`, import.meta.url));

export default defineConfig({
  root: repoRoot,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: { index: entry('index'), 'react-query': entry('react-query') },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      checks: { pluginTimings: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: repoRoot,
        entryFileNames: ({ name }) => `${name.replace(/^packages\/api\/src\//, '')}.js`,
      },
    },
  },
});
