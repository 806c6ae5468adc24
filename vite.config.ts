import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sandboxDevServer } from './src/sandbox/vite.ts';
import { docsBuildData } from './src/docsBuild/vite.ts';
import { htmlEntries, htmlEntriesPlugin } from './src/app/vite.ts';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    htmlEntriesPlugin(),
    sandboxDevServer(),
    docsBuildData(),
  ],
  resolve: {
    alias: {
      // wouter's shim for React < 18 only defers to React's own hook here: skip its bytes.
      'use-sync-external-store/shim/index.js': 'react',
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole site (about 12 KB brotli): per-route CSS meant a dozen
    // render-blocking requests on a prerendered page, the slowest part of its first paint.
    cssCodeSplit: false,
    // Read by scripts/prerender.mjs to list each route's files (scripts/route-chunks.mjs).
    manifest: true,
    rolldownOptions: {
      input: htmlEntries,
      output: {
        codeSplitting: {
          groups: [
            // React and React DOM, which every page loads, in a chunk that says so (left to
            // itself, Rolldown named it after the first app module it held: useThemeSync-*.js),
            // with the theme store's zustand and browserStorage, which every page loads too and
            // were chunks of 0.1–0.2 KB of their own. Each request costs about 0.5 KB of response
            // headers, more than many of these chunks weigh (issue 21).
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|[\\/]src[\\/]lib[\\/]browserStorage\.ts$/,
            },
            // What the site header and footer need beyond the shared kit: the Radix primitives
            // under the navigation menu (three chunks, shared by the same 34 pages), Box, the
            // navigation's content and both menus, in one chunk for the pages with the site
            // chrome. Not their own dependencies (Logo, Link, the theme control: the docs and
            // payment pages load those without this chunk), nor SiteHeader/SiteFooter's index
            // modules, which the route table imports and looks up in the manifest. The one
            // stylesheet (cssCodeSplit: false) comes out byte-identical on every page.
            {
              name: 'site-chrome',
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|collection|presence|id|direction|dismissable-layer|visually-hidden|use-[a-z-]+))[\\/]|[\\/]src[\\/](sections[\\/](DesktopNav|MobileNav)[\\/]|kit[\\/]Box[\\/]|content[\\/]navigation\.ts$)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
