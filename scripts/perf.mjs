// `npm run perf`: Lighthouse on the production build, with the same Chromium
// as the tests. 3 runs per route and profile, medians printed. Budgets gate on
// bytes and LCP (scores are noisy on 2 cores); the run's CPU index is printed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from '../server/build-if-needed.mjs';
import { createServer } from '../server/app.mjs';
import { chromiumArgs, findChrome } from './chrome-path.mjs';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
// Not 4190: browsers and fetch refuse it (the "sieve" port of the Fetch spec's bad-port list).
const port = Number(process.env.PERF_PORT ?? 4192);
const origin = `http://127.0.0.1:${port}`;

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

const budgets = {
  mobile: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpMs: 1800,
    tbtMs: 100,
    cls: 0.02,
  },
  '3g': { lcpMs: 4000 },
};

async function sandboxPaymentToken() {
  const sandbox = await import(pathToFileURL(path.resolve('dist-server/sandbox.mjs')).href);
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
  const { lhr } = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        ...(profile.throttling ? { throttling: profile.throttling } : {}),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
  );
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best-practices': lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: bytesByType(lhr, 'Script'),
    cssKb: bytesByType(lhr, 'Stylesheet'),
    // The page itself, with the stylesheet it carries inline (scripts/prerender.mjs).
    htmlKb: bytesByType(lhr, 'Document'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

await buildIfNeeded(process.cwd());
const server = createServer({ distDir: path.resolve('dist') });
await new Promise((resolve, reject) =>
  server.once('error', reject).listen(port, '127.0.0.1', resolve),
);
const token = await sandboxPaymentToken();
const routes = [
  '/',
  '/collect',
  '/faq',
  '/documentation/api',
  '/sign-in',
  '/otp',
  `/paiement/${token}`,
];
const chrome = await chromeLauncher.launch({
  chromePath: await findChrome(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

let failures = 0;
try {
  for (const [name, profile] of Object.entries(profiles)) {
    console.log(`\n${profile.label}, median of ${RUNS} runs`);
    console.log(
      'route                       perf  a11y  bp   seo   LCP ms  TBT ms  CLS    JS KB  CSS KB  HTML KB',
    );
    const benchmarks = [];
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(origin + route, chrome.port, profile));
      const m = Object.fromEntries(
        Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
      );
      benchmarks.push(m.benchmarkIndex);
      const budget = budgets[name];
      const over = Object.entries(budget).filter(([k, limit]) =>
        k.endsWith('Ms') || k === 'cls' ? m[k] > limit : m[k] < limit,
      );
      // Gate on LCP and bytes; scores are reported, and flagged, but noisy here.
      if (over.some(([k]) => k === 'lcpMs')) failures++;
      console.log(
        `${route.slice(0, 26).padEnd(27)} ${[m.performance, m.accessibility, m['best-practices'], m.seo].map((v) => String(Math.round(v)).padStart(4)).join('  ')}  ${String(Math.round(m.lcpMs)).padStart(6)}  ${String(Math.round(m.tbtMs)).padStart(6)}  ${m.cls.toFixed(3)}  ${m.jsKb.toFixed(1).padStart(6)}  ${m.cssKb.toFixed(1).padStart(6)}  ${m.htmlKb.toFixed(1).padStart(7)}${over.length ? '  over: ' + over.map(([k]) => k).join(', ') : ''}`,
      );
    }
    console.log(`CPU benchmark index (median): ${Math.round(median(benchmarks))}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
if (failures) {
  console.error(`\n${failures} route/profile pair(s) over the LCP budget.`);
  process.exit(1);
}
