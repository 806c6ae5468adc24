// The library build of @yonnee/kit (`npm run build:kit`): ESM modules kept one per source file,
// so a consumer's bundler drops what it does not import (only styles.css has side effects), and
// one stylesheet compiled by vanilla-extract, so a consumer needs none of its tooling.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import manifest from './package.json' with { type: 'json' };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const externals = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library mode inlines every asset, so the font would sit twice in styles.css as base64 (its
 * @font-face names it for two formats): the stylesheet, which blocks rendering, would weigh
 * 170 KB. The font goes beside it as a file instead, which the consumer's bundler copies.
 */
function fontBesideStylesheet(): Plugin {
  return {
    name: 'yonnee-kit-font-file',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const fonts = new Map<string, string>();
        asset.source = String(asset.source).replace(
          /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/g,
          (_match, base64: string) => {
            if (!fonts.has(base64)) {
              const fileName = `fonts/inter-variable-latin${fonts.size || ''}.woff2`;
              this.emitFile({ type: 'asset', fileName, source: Buffer.from(base64, 'base64') });
              fonts.set(base64, fileName);
            }
            return `url(./${fonts.get(base64)})`;
          },
        );
      }
    },
  };
}

export default defineConfig({
  root: repoRoot,
  // The kit's sources sit in the app's src/: none of the app's public files belong to the package.
  publicDir: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), fontBesideStylesheet()],
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the consumer's bundler minifies.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: fileURLToPath(new URL('src/index.ts', import.meta.url)),
        glyphs: fileURLToPath(new URL('src/glyphs.ts', import.meta.url)),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      // Its report of slow plugins is noise in `npm test`'s log.
      checks: { pluginTimings: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: repoRoot,
        // npm leaves out any folder named node_modules: what is bundled in (vanilla-extract's
        // runtime, a few hundred lines) goes under vendor/.
        entryFileNames: ({ name }) =>
          name.startsWith('packages/kit/src/')
            ? `${name.slice('packages/kit/src/'.length)}.js`
            : `${name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
