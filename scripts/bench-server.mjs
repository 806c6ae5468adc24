// `npm run bench:server`: throughput and latency of the production server on loopback, with
// autocannon (50 connections, BENCH_SECONDS each) on a page, the FAQ, a payment link's page
// and one API call. A benchmark, not a test: it prints figures and gates on nothing.
// BENCH_URL measures a server that is already running instead of starting one.
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { spawnServer } from './serverProcess.mjs';

const port = Number(process.env.BENCH_PORT ?? 4193);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** More links than a worker keeps pages for (server/app.mjs, renderedPagesKept). */
const LINKS = 400;
const WARM_UP_SECONDS = 3;

const server = process.env.BENCH_URL
  ? undefined
  : await spawnServer({
      // 50 connections on one route would meet the sandbox's rate limit within a second.
      env: {
        PORT: String(port),
        DATA_DIR: 'memory://',
        SANDBOX_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
      },
    });
const origin = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
// The published sandbox credentials, from the build the server runs (dist-server/).
const { SANDBOX_CREDENTIALS } = await import('../dist-server/sandbox.mjs');
const credentials = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'x-api-token': SANDBOX_CREDENTIALS.apiToken,
  authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};
try {
  const createLink = async (i) => {
    const created = await fetch(`${origin}/api/v1/transaction/pay-in-url`, {
      method: 'POST',
      headers: { ...credentials, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 2500 + i,
        country: 'SN',
        currency: 'XOF',
        product: 'Thé ataya',
      }),
    });
    return `/paiement/${(await created.json()).data.token}`;
  };
  // One link opened again and again (a link shared with many payers: its page is kept), and
  // LINKS links opened in turn (each page rendered anew once the worker's table has turned over).
  const hot = await createLink(0);
  const links = [];
  for (let i = 1; i <= LINKS; i += 1) links.push(await createLink(i));
  let next = 0;
  const routes = [
    ['/', '/', {}],
    ['/faq', '/faq', {}],
    ['/paiement/{token}, one link', hot, {}],
    [`/paiement/{token}, ${LINKS} links`, links[0], {}, () => links[(next += 1) % LINKS]],
    ['/api/v1/transaction/get-balance', '/api/v1/transaction/get-balance', credentials],
  ];
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model}), ${connections} connections, ${seconds} s per route after ${WARM_UP_SECONDS} s of warm-up, Accept-Encoding: br`,
  );
  console.log('route                                  req/s     p50 ms   p99 ms   non-2xx  errors');
  for (const [label, path, headers, nextPath] of routes) {
    const run = (duration) =>
      autocannon({
        url: `${origin}${path}`,
        connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        ...(nextPath && {
          requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
        }),
      });
    // Not counted: the first requests compile the code they run (V8, the renderer's first use).
    await run(WARM_UP_SECONDS);
    const result = await run(seconds);
    console.log(
      `${label.padEnd(37)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${String(result.errors + result.timeouts).padStart(7)}`,
    );
  }
} finally {
  server?.child.kill('SIGTERM');
}
