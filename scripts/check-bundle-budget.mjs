// Deterministic JS budget per route (gzip KB): what the route loads before it
// is usable — the entry chunk, the page chunk, the site header and footer
// chunks on pages that have them, and everything those import statically.
// Runs on the production build; fails when a page passes its budget.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles } from './chunk-files.mjs';

/**
 * KB gzip. React and react-dom alone weigh about 67 KB. The hosted payment page has its own
 * entry, with no router, site chrome, marketing or docs code (about 96 KB, of which 7 KB is
 * zod validating the API's answers), and must stay the lightest page (issue 8). The home page
 * was 119.9 KB at 120. Issue 24 added 0.7 KB for the FAQ's and the phone menu's native versions
 * (the markup the first render must repeat to hydrate), 1.6 KB for the newsletter sending for
 * real and pages hydrating what the server answered a form, and 0.7 KB of new chunk boundaries.
 * Issue 21 brings it down to 105 KB.
 */
export const budgets = { HomePage: 124, PaymentPage: 100, default: 140 };
const LIGHTEST = 'PaymentPage';

const dist = 'dist';

async function build() {
  const { buildIfNeeded } = await import('../server/build-if-needed.mjs');
  await buildIfNeeded(process.cwd());
}

function gzipKb(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** Lazy chunks every page with the site layout loads (src/app/AppShell.tsx). */
const siteChrome = ['src/sections/SiteHeader/index.ts', 'src/sections/SiteFooter/index.ts'];
/** Documentation pages (named Docs*) have no site header or footer. */
const isDocsPage = (name) => name.startsWith('Docs');
/** A payment link opens the payment page's own entry (src/checkout/main.tsx), not the site's. */
const paymentEntry = 'src/payment.html';

export function measure(manifest) {
  const entryFiles = chunkFiles(manifest, ['index.html']);
  const withChrome = chunkFiles(manifest, siteChrome, new Set(entryFiles));
  // The site's pages, and the hosted checkout's page (its own wing, src/checkout/).
  const pages = Object.keys(manifest).filter((key) =>
    /^src\/(pages|checkout)\/[^/]+\/index\.tsx?$/.test(key),
  );
  return pages.map((key) => {
    const name = key.split('/')[2];
    const files =
      name === 'PaymentPage'
        ? chunkFiles(manifest, [paymentEntry])
        : chunkFiles(manifest, [key], new Set(isDocsPage(name) ? entryFiles : withChrome));
    const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
    const budget = budgets[name] ?? budgets.default;
    return { name, kb, budget, ok: kb <= budget };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) await build();
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const rows = measure(manifest).sort((a, b) => b.kb - a.kb);
  console.log('JS per route, gzip (entry + page chunk + their static imports):');
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'}  ${row.name.padEnd(22)} ${row.kb.toFixed(1).padStart(6)} KB  / ${row.budget} KB`,
    );
  }
  const lightest = rows.find((row) => row.name === LIGHTEST);
  const next = rows.filter((row) => row !== lightest).at(-1);
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
