import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sandboxDevServer } from './src/sandbox/vite.ts';
import { docsBuildData } from './src/docsBuild/vite.ts';
import { htmlEntries, htmlEntriesPlugin } from './src/app/vite.ts';
import { preloadDepsWithoutLoaded } from './src/app/preloadDeps.ts';

const preloadDeps = preloadDepsWithoutLoaded();

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    htmlEntriesPlugin(),
    sandboxDevServer(),
    docsBuildData(),
    preloadDeps.plugin,
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
    // A lazy import preloads only what its importer has not loaded already (src/app/preloadDeps.ts).
    modulePreload: { resolveDependencies: preloadDeps.resolveDependencies },
    rolldownOptions: {
      input: htmlEntries,
      output: {
        codeSplitting: {
          groups: [
            // React and React DOM, which every page loads, in a chunk that says so (left to
            // itself, Rolldown named it after the first app module it held: useThemeSync-*.js),
            // with the theme store's zustand, browserStorage and lazyChunk (the payment page's
            // steps, the desktop menu bar, the docs search), which every page loads too and were
            // chunks of 0.1–0.2 KB of their own. Each request costs about 0.5 KB of response
            // headers, more than many of these chunks weigh (issue 21). The hosted checkout's
            // glyphs too (its receipt's as well: 0.5 KB of drawing data, src/kit/Icon/glyphs/),
            // which the site's pages draw as well (the menus, the code samples' copy button) and
            // were a chunk of their own. A glyph a checkout screen starts using belongs in this
            // list, or the payment page loads a chunk of the site's glyphs (its budget says so). The
            // logo, which every page draws, and the site's contacts (src/content/site.ts), which
            // the site's pages and the payment page's footer show, were two more such chunks.
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|[\\/]src[\\/]lib[\\/](browserStorage|lazyChunk)\.ts$|[\\/]src[\\/]kit[\\/]Logo[\\/]|[\\/]src[\\/]content[\\/]site\.ts$|[\\/]src[\\/]kit[\\/]Icon[\\/]glyphs[\\/](alert|success|clock|card|globe|lock|smartphone|download|send|copy)\.ts$/,
            },
            // The Radix primitives the FAQ accordion stands on, which the desktop menu bar and the
            // toasts share: one chunk, not a dozen of 0.1–1 KB. Only what the accordion uses: the
            // pages that load it (home, FAQ) need no more. (The site header's pages loaded it all
            // with the menu bar, 1.8 KB more, before the bar's code became desktop-only. Grouping
            // the menus, Box and the navigation content too, without their dependencies, broke the
            // page at run time: `j is not a function`, modules evaluated out of order.)
            {
              name: 'radix',
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|collection|presence|id|direction|use-controllable-state|use-effect-event|use-layout-effect))[\\/]/,
            },
            // What the desktop menu bar and the toasts add (a layer Escape and an outside press
            // dismiss, visually hidden text), which only a wide window or a toast loads: a chunk
            // that says so (left to itself, Rolldown named it `dist`).
            {
              name: 'radix-layers',
              test: /[\\/]node_modules[\\/]@radix-ui[\\/]react-(dismissable-layer|visually-hidden|use-callback-ref|use-escape-keydown)[\\/]/,
            },
            // The kit's layout primitives (Box, Stack, Grid) with the sprinkles they stand on: the
            // sprinkles' runtime table (every value under three conditions, 3.3 KB gzip) was in the
            // entry chunk, loaded by the docs pages, which never lay out with them; here it goes only
            // to the pages that do, in the chunk Box already was (no request more). Without
            // their dependencies: the sprinkles' stylesheet module, empty in JavaScript but imported
            // by every .css.ts that reads the tokens' barrel, stays in the chunk every page loads,
            // so no other page imports this one and the stylesheet's order is unchanged.
            {
              name: 'layout',
              test: /[\\/]src[\\/]kit[\\/](Box|Stack|Grid)[\\/]|[\\/]tokens[\\/]sprinkles\.css\.ts$|[\\/]node_modules[\\/]@vanilla-extract[\\/]sprinkles[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The kit's code blocks, copy button and call URL, which every docs page with code
            // loads together (the code's renderer, src/sections/DocsArticle/BlockWithCode.tsx) and
            // the API reference's cards with them: one chunk, not three.
            {
              name: 'code',
              test: /[\\/]src[\\/]kit[\\/](CodeBlock|CopyButton|EndpointUrl)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The two Suspense boundaries pages hydrate in parts with (src/lib/HydrationChunk.tsx,
            // DeferredPart.tsx): the home page uses both, the FAQ the first, the API reference's
            // cards the second. One chunk, not two of 0.2 and 0.5 KB: the home page loads one
            // request fewer, the FAQ and the API reference 0.2–0.4 KB they do not run.
            {
              name: 'hydration-parts',
              test: /[\\/]src[\\/]lib[\\/](HydrationChunk|DeferredPart)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The site's glyphs, one module each (src/kit/Icon/glyphs/) so a page need not load
            // them all: left to itself Rolldown made a chunk of each glyph shared by several pages
            // (21 more requests on the home page). Two chunks instead: the glyphs every docs page
            // draws (the back and pager arrows, the side menu's chevrons, the search button, the
            // theme switch, the copy button's tick, the callouts), which the other pages mostly draw
            // too, and the rest, which a docs page loads only where its content draws one (saas,
            // presentation, widget): a docs page loads 0.5 KB of glyphs instead of 1.5, the other
            // pages one request more. A glyph every docs page starts drawing belongs in the first
            // list, or they all load the second chunk (their budgets say so).
            {
              name: 'glyphs-docs',
              test: /[\\/]src[\\/]kit[\\/]Icon[\\/]glyphs[\\/](arrowLeft|arrowRight|check|chevronDown|code|info|monitor|moon|search|sun)\.ts$/,
            },
            {
              name: 'glyphs',
              test: /[\\/]src[\\/]kit[\\/]Icon[\\/]glyphs[\\/]\w+\.ts$/,
            },
          ],
        },
      },
    },
  },
});
