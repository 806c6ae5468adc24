// `npm run perf`: Lighthouse on the production build, with the same Chromium as the tests, on
// two profiles; PERF_RUNS runs per route and profile, medians printed with the CPU benchmark
// index. Budgets gate on LCP and on the JavaScript a route transfers (scores and TBT are printed
// and flagged, but too noisy on 2 cores to gate on). "CPU TBT" is TBT's arithmetic on each task's
// own CPU time (./cpu-blocking.mjs): printed to rank changes, never gated.
//
// PERF_COMPARE=<directory of another built checkout> serves that build too and measures both,
// run by run in turn, so a loaded machine's noise falls on both alike (README, Performance).
// PERF_ROUTES and PERF_PROFILES (comma-separated) narrow a run while working on one page.
// Every run also measures a reference page (./perf-reference: React alone, as Vite's template
// ships it), in turn with the first route, so a machine's state shows apart from the site's.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { build as viteBuild } from 'vite';
import { buildIfNeeded } from '../server/build-if-needed.mjs';
import { chromiumArgs, findChrome } from './chrome-path.mjs';
import { cpuBlockingMs } from './cpu-blocking.mjs';
import { spawnServer } from './serverProcess.mjs';
import { serveStatic } from './static-server.mjs';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
// Not 4190: browsers and fetch refuse it (the "sieve" port of the Fetch spec's bad-port list).
const port = Number(process.env.PERF_PORT ?? 4192);
const comparePort = Number(process.env.PERF_COMPARE_PORT ?? port + 1);
const referencePort = Number(process.env.PERF_REFERENCE_PORT ?? port + 2);

/** Lighthouse's default mobile profile, and our users' reality: a low-end Android phone on 3G. */
const profiles = {
  mobile: { label: 'mobile (Lighthouse default)', throttling: undefined },
  '3g': {
    label: 'low-end Android on 3G (300 ms RTT, 700 kbps, CPU ×9)',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      cpuSlowdownMultiplier: 9,
      requestLatencyMs: 300 * 3.75,
      downloadThroughputKbps: 700 * 0.9,
      uploadThroughputKbps: 700 * 0.9,
    },
  },
};

/** Flagged when missed; only `lcpMs` and `jsKb` fail the run (see `gated`). */
const budgets = {
  mobile: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpMs: 1100,
    tbtMs: 100,
    cls: 0.02,
  },
  '3g': { lcpMs: 2000, tbtMs: 150 },
};
const gated = new Set(['lcpMs', 'jsKb']);

/** JavaScript transferred (KB, as Lighthouse counts it), by route; issue 21's goals. */
const jsBudgetKb = (route) => {
  if (route === '/') return 105;
  if (route.startsWith('/paiement/')) return 85;
  if (route === '/documentation/api') return 100;
  if (route.startsWith('/documentation/')) return 90;
  return undefined;
};

/** `npm start` from `root`, on its own port, with nothing kept and one worker (less noise). */
async function startServer(root, serverPort) {
  await buildIfNeeded(root);
  const { child } = await spawnServer({
    root,
    env: { PORT: String(serverPort), DATA_DIR: 'memory://', WORKERS: '1' },
  });
  const origin = `http://127.0.0.1:${serverPort}`;
  return { child, origin, token: await sandboxPaymentToken(root, origin) };
}

/** The reference page, built and served as a static host serves Vite's template: compressed files. */
async function startReference(referenceRoot, serverPort) {
  const outDir = path.resolve('.reports/perf-reference');
  const { output } = await viteBuild({
    root: referenceRoot,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  for (const { fileName } of output) {
    const file = path.join(outDir, fileName);
    writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
  }
  const server = await serveStatic(outDir, serverPort, { brotli: true });
  return { server, url: `http://127.0.0.1:${serverPort}/` };
}

async function sandboxPaymentToken(root, origin) {
  const sandbox = await import(pathToFileURL(path.join(root, 'dist-server/sandbox.mjs')).href);
  const { apiKey, apiToken, jwt } = sandbox.SANDBOX_CREDENTIALS;
  const response = await fetch(`${origin}/api/v1/transaction/pay-in-url`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-api-key': apiKey,
      'X-API-TOKEN': apiToken,
      Authorization: `Bearer ${jwt}`,
    },
    body: JSON.stringify({
      amount: 15000,
      country: 'SN',
      currency: 'XOF',
      idClient: 'perf-run',
      ipn: `${origin}/ipn`,
      product: 'Panier perf',
    }),
  });
  const body = await response.json();
  return body.data.token;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function bytesByType(lhr, type) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return (
    items
      .filter((i) => i.resourceType === type)
      .reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024
  );
}

async function audit(url, chromePort, profile) {
  const { lhr, artifacts } = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        ...(profile.throttling ? { throttling: profile.throttling } : {}),
        // Every run a first visit: Lighthouse empties the caches but keeps localStorage, where a
        // visit notes that Inter is cached (src/lib/cacheInter.ts); kept, it would measure a
        // later visit whose cache lost the file.
        clearStorageTypes: [...defaultConfig.settings.clearStorageTypes, 'local_storage'],
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
  );
  // A run Lighthouse could not measure (no paint in time on a loaded machine) has no figures.
  if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best-practices': lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cpuTbtMs: cpuBlockingMs(
      artifacts.Trace.traceEvents,
      lhr.configSettings.throttling.cpuSlowdownMultiplier,
    ),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: bytesByType(lhr, 'Script'),
    fontKb: bytesByType(lhr, 'Font'),
    // The page itself, with the stylesheet it carries inline (scripts/prerender.mjs).
    htmlKb: bytesByType(lhr, 'Document'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const pick = (list, names) =>
  names ? list.filter((item) => names.split(',').includes(item)) : list;

const builds = [{ name: 'this build', root: process.cwd(), port }];
if (process.env.PERF_COMPARE) {
  builds.push({
    name: 'compared',
    root: path.resolve(process.env.PERF_COMPARE),
    port: comparePort,
  });
}
for (const build of builds) Object.assign(build, await startServer(build.root, build.port));
const reference = await startReference(path.resolve('scripts/perf-reference'), referencePort);
const routes = pick(
  [
    '/',
    '/collect',
    '/faq',
    '/documentation/introduction',
    '/documentation/api',
    '/sign-in',
    '/otp',
    '/paiement/{token}',
  ],
  process.env.PERF_ROUTES,
);
const chrome = await chromeLauncher.launch({
  chromePath: await findChrome(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const header =
  'route                        perf a11y  bp  seo  FCP ms  LCP ms  TBT ms  CPU TBT  CLS    JS KB font KB HTML KB';
const cell = (value, width, digits = 0) => value.toFixed(digits).padStart(width);
/** Each figure's median over the runs measured, or undefined when none was. */
const medians = (measured) =>
  measured.length
    ? Object.fromEntries(
        Object.keys(measured[0]).map((k) => [k, median(measured.map((r) => r[k]))]),
      )
    : undefined;
const row = (label, m, over = []) =>
  `${label.slice(0, 27).padEnd(28)} ${[m.performance, m.accessibility, m['best-practices'], m.seo].map((v) => cell(v, 4)).join('')}  ${cell(m.fcpMs, 6)}  ${cell(m.lcpMs, 6)}  ${cell(m.tbtMs, 6)}  ${cell(m.cpuTbtMs ?? NaN, 7)}  ${m.cls.toFixed(3)}  ${cell(m.jsKb, 6, 1)}  ${cell(m.fontKb, 6, 1)}  ${cell(m.htmlKb, 6, 1)}${over.length ? '  over: ' + over.map(([k]) => k).join(', ') : ''}`;
let failures = 0;
try {
  for (const name of pick(Object.keys(profiles), process.env.PERF_PROFILES)) {
    const profile = profiles[name];
    console.log(`\n${profile.label}, median of ${RUNS} runs`);
    const benchmarks = [];
    const rows = builds.map(() => []);
    const referenceRuns = [];
    for (const [routeIndex, route] of routes.entries()) {
      const runs = builds.map(() => []);
      // Build by build, run by run: A, B, A, B… (and the reference page in turn with the first route)
      for (let i = 0; i < RUNS; i++) {
        for (const [b, build] of builds.entries()) {
          const url = build.origin + route.replace('{token}', build.token);
          runs[b].push(await audit(url, chrome.port, profile));
        }
        if (routeIndex === 0) referenceRuns.push(await audit(reference.url, chrome.port, profile));
      }
      for (const b of builds.keys()) {
        const measured = runs[b].filter((r) => !r.failed);
        const m = medians(measured);
        if (!m) {
          if (b === 0) failures++;
          rows[b].push(`${route.slice(0, 27).padEnd(28)} no run measured: ${runs[b][0].failed}`);
          continue;
        }
        benchmarks.push(...measured.map((r) => r.benchmarkIndex));
        const budget = { ...budgets[name], jsKb: jsBudgetKb(route) };
        const over = Object.entries(budget).filter(
          ([k, limit]) =>
            limit !== undefined &&
            (k.endsWith('Ms') || k.endsWith('Kb') || k === 'cls' ? m[k] > limit : m[k] < limit),
        );
        if (b === 0 && over.some(([k]) => gated.has(k))) failures++;
        rows[b].push(row(route, m, over));
      }
    }
    for (const [b, build] of builds.entries()) {
      if (builds.length > 1) console.log(`${build.name}: ${build.root}`);
      console.log(header);
      for (const line of rows[b]) console.log(line);
    }
    const referenceFigures = medians(referenceRuns.filter((r) => !r.failed));
    console.log(
      referenceFigures
        ? `${row('reference: React alone', referenceFigures)}  (not budgeted)`
        : 'reference: React alone      no run measured',
    );
    console.log(`CPU benchmark index (median of every run): ${Math.round(median(benchmarks))}`);
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.child.kill('SIGTERM');
  reference.server.close();
}
if (failures) {
  console.error(`\n${failures} route/profile pair(s) over the LCP or JavaScript budget.`);
  process.exit(1);
}
