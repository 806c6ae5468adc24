// Deterministic JS budget per route (gzip KB): what the route loads before it
// is usable — its entry, its own chunks (the page, a docs page's text, the site
// header and footer where it has them) and everything those import statically,
// as the route table names them (dist/.vite/route-chunks.json, written by the
// prerender from src/entry-server.tsx's routes: scripts/route-chunks.mjs).
// Runs on the production build; fails when a route passes its budget.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeChunksFile } from './route-chunks.mjs';

/**
 * KB gzip. React and react-dom alone weigh about 67 KB. The hosted payment page has its own entry,
 * with no router, site chrome, marketing or docs code (about 91 KB; zod, which checks the API's
 * answers, is not part of it: see below), and must stay the lightest page (issue 8). The home page was
 * 119.9 KB at 120. Issue 24 added 0.7 KB for the FAQ's and the phone menu's native versions (the
 * markup the first render must repeat to hydrate), 1.6 KB for the newsletter sending for real and
 * pages hydrating what the server answered a form, and 0.7 KB of new chunk boundaries. Issue 17's
 * merged kit and data layer (Button busy's status region, LinkProvider, Box, the API client's
 * per-call configuration) took it from 123.x to 124.0 KB; issue 23's English docs (the entry's
 * route table with both languages' docs routes, titles and content maps) to 125.4 KB; issue 21's
 * chunk groups (zustand and browserStorage with React, the site chrome's Radix primitives in one
 * chunk: vite.config.ts) to 124.4 KB, 5 requests fewer; its home sections with no control (the
 * server's HTML only, never hydrated nor fetched on a prerendered visit: src/lib/StaticPart.tsx)
 * 124.7 to 124.0 KB; its home words split by section (each part's words in its own chunk) and
 * its sections with controls below the fold hydrated when they near the viewport, their code and
 * words fetched then (src/lib/DeferredPart.tsx) 124.0 to 113.3 KB; its desktop menu bar's code
 * loaded only on a wide window (Radix's navigation menu and the primitives the FAQ accordion does
 * not use) to 101.7 KB; the sprinkles' table out of the entry chunk, in the layout chunk of the pages
 * that use it (vite.config.ts), to 101.2 KB; lazy imports' preload lists without what their importer
 * already loaded (src/app/preloadDeps.ts) to 100.9 KB: 100.9. The payment page was 99.0 KB at 100; issue 19's payment without JavaScript and its ways out
 * (every step a posted form, the pending screen's change and cancel, Back between steps, the
 * receipt's print and copy) took it to 101.3 KB, its cards (the card option and its reducer
 * actions; the card form itself is a chunk of its own) and the server's page for a gone link to
 * 102.8 KB, issue 21's chunk groups back to 102.4 KB, and the payer's English (the language
 * switch, the words' context, the words passed to the rules that write messages; the English
 * words themselves are a chunk a French page never loads) to 103.2 KB; issue 21's pure schemas
 * (the request schemas, the merchant's balance and the limits' table beside the payer's answers
 * no longer in its bundle) to 102.5 KB; its glyphs per page (one module per glyph, the checkout's
 * glyphs and the site's in two chunks: vite.config.ts) took 1.8 KB off, while the site's pages,
 * which load both glyph chunks, took 0.7 KB more (home 123.9 to 124.7 KB); issue 19's loading
 * screen in the payer's language on a static host added about 0.5 KB: 101.3 KB measured with all
 * three; issue 21's first screen without zod (the server's embedded link and the saved state read
 * by hand-made checks, src/checkout/state/jsonShape.ts; the API's calls and their zod checks a
 * chunk fetched on the payer's first touch, src/checkout/state/checkoutCalls.ts) 101.5 to 91.1 KB:
 * 91.1; the switch to "hydrated" made a transition instead of a synchronous re-render of every
 * control after hydration (src/lib/useHydrated.ts) 91.2; the glyphs drawn from data by the kit's
 * Icon, without lucide-react's runtime (src/kit/Icon/), and the checkout's glyphs in the React chunk
 * 89.5, home 99.5; lazy imports' preload lists without what their importer already loaded
 * (src/app/preloadDeps.ts), and the outcome screens (pending, receipt, refusal, no answer in time)
 * and their words a chunk fetched from the step that pays (src/checkout/PaymentPage/OutcomeScreen.tsx)
 * 87.9, home 97.5 (with the docs pages' loaders out of the entry chunk); the logo and the site's
 * contacts in the React chunk (two requests fewer, vite.config.ts) 87.6, home 97.1: Lighthouse's
 * transfer is then 84.0 KB, within issue 21's 85. Hydration as a transition (src/lib/hydrate.ts)
 * and the parts that hydrate near the viewport in one chunk with the static parts' (vite.config.ts
 * 'hydration-parts') took home to 97.13 KB: 97.2. The web font added once loaded and only if it
 * came in time, by its resource timing (one relayout instead of two, tokens/webFont.ts), 97.18;
 * the payment page's hydration with the server's texts (no Intl, src/checkout/serverTexts.ts)
 * and that font check 87.61: 87.7. The site's pages hold a page of the other frame until the
 * whole stylesheet is in (src/app/frameStylesheet.ts), since their HTML carries only their frame's
 * rules: home 97.42 (its HTML 3.6 KB lighter, brotli), 97.5. The font's arrival check gave way to
 * caching the file for the next pages (src/lib/cacheInter.ts) within the same budgets.
 */
export const budgets = {
  '/': 97.5,
  '/paiement/:token': 87.7,
  // The two docs pages \`npm run perf\` measures, at what they weigh (issue 21's goals: 90 and 100):
  // 111 and 116.5 until the search's dialog became a chunk fetched when wanted; with the
  // hydrated switch as a transition, 108.9 and 114.5; with the glyphs drawn from data and the
  // docs pages' own glyph chunk, without the sprinkles' table, which the entry chunk carried and no
  // docs page uses (vite.config.ts's layout chunk), with shorter preload lists
  // (src/app/preloadDeps.ts) and hydrating from the page's outline (its text's words and renderer
  // never fetched, the code's renderer only on pages with code, every page's loaders out of the
  // entry: src/content/docs/article.ts), 95.7 and 102.2; with the logo in the React chunk, 95.7
  // and 102.1 (the introduction's Lighthouse transfer 88.9 KB, within its 90); with the English
  // frame's words only on English pages (docsLocale.ts), the sample tabs only on pages that show
  // them and the API reference's cards hydrated near the viewport (DeferredEndpoint.tsx), 95.2
  // and 101.4 (the reference's Lighthouse transfer 108.9 -> about 97 KB: its cards' data, words
  // and code were fetched after hydration); the search's answer to a press whose code could not
  // arrive (a toast), 95.3 and 101.5; the web font's arrival check (tokens/webFont.ts), 95.34
  // and 101.52; holding a page of the other frame until the whole stylesheet is in
  // (src/app/frameStylesheet.ts), as their HTML carries only the docs' rules, 95.57 and 101.75
  // (their HTML 6.6 KB lighter each, brotli); the long pages' subsections drawn when near, which
  // the article tells from those holding a call's card (src/sections/DocsArticle), 95.60 and
  // 101.78; Inter cached for the next pages instead of checked on arrival (src/lib/cacheInter.ts)
  // within them.
  '/documentation/introduction': 95.7,
  '/documentation/api': 101.9,
  default: 140,
};
const LIGHTEST = '/paiement/:token';

const dist = 'dist';

async function build() {
  const { buildIfNeeded } = await import('../server/build-if-needed.mjs');
  await buildIfNeeded(process.cwd());
}

function gzipKb(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** Each route's size against its budget. */
function measure(routeChunks) {
  return Object.entries(routeChunks).map(([name, { files, requested = true }]) => {
    const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
    const budget = budgets[name] ?? budgets.default;
    return { name, kb, budget, ok: kb <= budget, requested };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) await build();
  const rows = measure(JSON.parse(readFileSync(routeChunksFile(dist), 'utf8'))).sort(
    (a, b) => b.kb - a.kb,
  );
  console.log('JS per route, gzip (entry + the route’s chunks + their static imports):');
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'}  ${row.name.padEnd(34)} ${row.kb.toFixed(1).padStart(6)} KB  / ${row.budget} KB`,
    );
  }
  const lightest = rows.find((row) => row.name === LIGHTEST);
  // A page no request path names (the docs' 404) is no page a visitor asks for.
  const next = rows.filter((row) => row !== lightest && row.requested).at(-1);
  const stillLightest = lightest.kb < next.kb;
  console.log(
    `${stillLightest ? 'ok  ' : 'OVER'}  ${LIGHTEST} is the lightest page: ${lightest.kb.toFixed(1)} KB, next ${next.name} ${next.kb.toFixed(1)} KB`,
  );
  const failures = [
    ...rows
      .filter((row) => !row.ok)
      .map((row) => `${row.name}: ${row.kb.toFixed(1)} KB over its ${row.budget} KB`),
    ...(stillLightest ? [] : [`${LIGHTEST} is no longer the lightest page (${next.name} is)`]),
  ];
  mkdirSync('.reports/counts', { recursive: true });
  writeFileSync(
    '.reports/counts/budget.json',
    JSON.stringify({
      passed: rows.length + 1 - failures.length,
      failed: failures.length,
      failures,
    }),
  );
  if (failures.length) {
    console.error(
      `\n${failures.length} budget(s) exceeded: load the extra code where it is used (dynamic import), or lighten it.`,
    );
    process.exit(1);
  }
}
