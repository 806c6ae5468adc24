// `npm start`: build when needed, then serve the production site on every core. The primary
// process owns what must be one (the sandbox's state, CSP reports) and keeps one worker per
// core serving HTTP; a worker that dies is replaced, and SIGTERM drains them all.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { createReportStore } from './csp-reports.mjs';
import { originList } from './headers.mjs';
import { connectToPrimary, serveWorker } from './primary-bridge.mjs';
import { loadSandbox, SANDBOX_OUT_DIR, sandboxWanted } from './sandbox.mjs';

// React's server renderer picks its build by NODE_ENV when first loaded: its development build
// checked every element and rendered a payment link's page several times slower.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const workerCount = Math.max(1, Number(process.env.WORKERS) || availableParallelism());
const publicOrigin = (
  process.env.PUBLIC_ORIGIN ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`
).replace(/\/+$/, '');
/** How long a worker may take to finish its requests once asked to stop. */
const DRAIN_MS = 10_000;
/** A worker that dies sooner than this after starting is restarted after a growing pause. */
const STABLE_AFTER_MS = 5_000;

async function primary() {
  await buildIfNeeded(root);
  const sandbox = sandboxWanted()
    ? await loadSandbox({
        dir: path.join(root, SANDBOX_OUT_DIR),
        publicOrigin,
        merchantOrigins: originList(process.env.SANDBOX_MERCHANT_ORIGINS),
      })
    : undefined;
  const owners = { api: sandbox?.service, reports: createReportStore() };
  cluster.setupPrimary({ serialization: 'advanced' });

  let stopping = false;
  let listening = 0;
  let pause = 0;
  const fork = () => {
    const worker = cluster.fork();
    const started = Date.now();
    serveWorker(worker, owners);
    worker.on('message', (message) => {
      if (message?.kind === 'listening' && ++listening === workerCount) {
        console.log(`Yonnee is served on ${publicOrigin} (${workerCount} workers)`);
        if (sandbox) console.log(sandbox.banner);
      }
      if (message?.kind === 'listen-error') {
        console.error(
          message.code === 'EADDRINUSE'
            ? `Port ${port} is already in use. Start on another one with PORT=<port> npm start.`
            : `Cannot listen on ${host}:${port}: ${message.message}`,
        );
        process.exit(1);
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const lived = Date.now() - started;
      pause = lived < STABLE_AFTER_MS ? Math.min(Math.max(pause * 2, 500), 30_000) : 0;
      console.error(
        `Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}.`,
      );
      setTimeout(fork, pause);
    });
  };
  for (let i = 0; i < workerCount; i += 1) fork();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    const killer = setTimeout(() => {
      for (const worker of workers) worker.kill('SIGKILL');
      process.exit(0);
    }, DRAIN_MS + 1_000);
    killer.unref();
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      if (worker.isConnected()) worker.send({ kind: 'shutdown' });
      else worker.kill();
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function worker() {
  const bridge = connectToPrimary();
  const app = await buildApp({
    distDir: path.join(root, 'dist'),
    api: sandboxWanted() ? bridge.api : undefined,
    publicOrigin,
    reports: bridge.reports,
    operatorToken: process.env.OPERATOR_TOKEN || undefined,
  });
  let closing;
  const close = () =>
    (closing ??= Promise.race([
      app.close(),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]).finally(() => process.exit(0)));
  // The primary decides when workers stop (a Ctrl-C reaches the whole process group).
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  process.on('message', (message) => {
    if (message?.kind === 'shutdown') close();
  });
  process.on('disconnect', close);
  try {
    await app.listen({ port, host });
    process.send({ kind: 'listening' });
  } catch (error) {
    process.send({ kind: 'listen-error', code: error.code, message: error.message }, () =>
      process.exit(1),
    );
  }
}

await (cluster.isPrimary ? primary() : worker());
