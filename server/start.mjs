// `npm start`: build when needed, then serve the production site on every core. The primary
// process owns what must be one (the sandbox's state, CSP reports) and keeps one worker per
// core serving HTTP; a worker that dies is replaced, and SIGTERM drains them all.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { createReportStore } from './csp-reports.mjs';
import { createFormTokens } from './form-token.mjs';
import { mailSettings } from './mail-settings.mjs';
import { registerInbox } from './operator.mjs';
import { originList } from './headers.mjs';
import { connectToPrimary, serveWorker } from './primary-bridge.mjs';
import {
  loadSandbox,
  SANDBOX_OUT_DIR,
  sandboxCreationsPerHour,
  sandboxRateLimit,
  sandboxWanted,
  storeOnceOpen,
} from './sandbox.mjs';
import { openStorage } from './storage/open.mjs';
import { createOutbox } from './storage/outbox.mjs';
import { createStore } from './storage/store.mjs';
import { createPublicSandboxIds } from './storage/publicSandboxIds.mjs';
import { createSandboxStore } from './storage/sandboxStore.mjs';
import { createWebhookOutbox } from './storage/webhookOutbox.mjs';
import { dataDirOf, serverFileOf } from './storage/where.mjs';
import { allowPrivateFrom } from './webhooks/addresses.mjs';
import { startWebhookDeliverer } from './webhooks/deliverer.mjs';
import { outboxNotifications } from './webhooks/notifications.mjs';

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
  // The operator's token: given, or made for this run and handed to `npm run inbox` through a
  // file only this user can read.
  const operatorToken = process.env.OPERATOR_TOKEN || randomBytes(24).toString('base64url');
  // The form tokens' key: instances behind one load balancer must be given the same one.
  const formSecret = process.env.FORM_SECRET || randomBytes(32).toString('base64url');
  const dataDir = dataDirOf(root);
  let mail;
  let creationsPerHour;
  try {
    mail = mailSettings();
    creationsPerHour = sandboxCreationsPerHour();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // The storage opens while the site is built and the workers start.
  const storage = openStorage({ databaseUrl: process.env.DATABASE_URL, dataDir });
  storage.catch((error) => {
    console.error(`Cannot open the storage: ${error.message}`);
    process.exit(1);
  });
  // With SMTP_URL, each stored message is e-mailed to support at once (and retried).
  const forwarder =
    mail &&
    storage.then(async ({ db }) => {
      const { startForwarder } = await import('./forwarder.mjs');
      return startForwarder({ outbox: createOutbox(db), settings: mail });
    });
  const store = storage.then(({ db }) => {
    const own = createStore(db);
    if (!forwarder) return own;
    return {
      ...own,
      async recordMessage(message) {
        const recorded = await own.recordMessage(message);
        if (recorded.stored) void forwarder.then((sender) => sender.nudge());
        return recorded;
      },
    };
  });
  await buildIfNeeded(root);
  // The sandbox's notifications wait in the storage's outbox until the deliverer, started once
  // the sandbox (which knows the secrets) is loaded, sends them.
  const webhookOutbox = storage.then(({ db }) => createWebhookOutbox(db));
  let deliverer;
  const nudgeDeliverer = () => void deliverer?.then((started) => started.nudge());
  const allowPrivateWebhooks = allowPrivateFrom(process.env, host);
  const sandbox = sandboxWanted()
    ? await loadSandbox({
        dir: path.join(root, SANDBOX_OUT_DIR),
        publicOrigin,
        merchantOrigins: originList(process.env.SANDBOX_MERCHANT_ORIGINS),
        webhooks: outboxNotifications({ outbox: webhookOutbox, nudge: nudgeDeliverer }),
        rateLimit: sandboxRateLimit(),
        // The public sandbox's ids go on after a restart: the event log keeps its operations.
        publicIds: storeOnceOpen(storage.then(({ db }) => createPublicSandboxIds(db))),
        // Developers' own sandboxes, in the same storage as the notifications they send.
        developerStore: storeOnceOpen(
          storage.then(({ db }) =>
            createSandboxStore(db, {
              onQueued: nudgeDeliverer,
              creationsPerClient: creationsPerHour,
            }),
          ),
        ),
      })
    : undefined;
  if (sandbox) {
    deliverer = webhookOutbox.then((outbox) =>
      startWebhookDeliverer({
        outbox,
        secretOf: sandbox.webhookSecretOf,
        allowPrivate: allowPrivateWebhooks,
      }),
    );
  }
  const owners = { api: sandbox?.service, reports: createReportStore(), store: () => store };
  cluster.setupPrimary({ serialization: 'advanced' });
  const serverFile = serverFileOf(dataDir);

  const announce = () => {
    console.log(`Yonnee is served on ${publicOrigin} (${workerCount} workers)`);
    if (sandbox) {
      console.log(sandbox.banner);
      console.log(
        allowPrivateWebhooks
          ? '  Notifications may go to private and loopback addresses (WEBHOOK_ALLOW_PRIVATE=off refuses them).'
          : '  Notifications go to public addresses only (WEBHOOK_ALLOW_PRIVATE=on allows private ones).',
      );
    }
    console.log(
      mail
        ? `Contact messages are e-mailed to ${mail.to}.`
        : 'Contact messages are stored, not e-mailed: set SMTP_URL to forward them to support.',
    );
    if (serverFile)
      writeFileSync(
        serverFile,
        JSON.stringify({ origin: `http://${host}:${port}`, operatorToken }),
        { mode: 0o600 },
      );
  };
  let stopping = false;
  let listening = 0;
  let pause = 0;
  const fork = () => {
    const worker = cluster.fork({ OPERATOR_TOKEN: operatorToken, FORM_SECRET: formSecret });
    const started = Date.now();
    serveWorker(worker, owners);
    worker.on('message', (message) => {
      // Announced once the storage is open too: this process hands every connection to a worker,
      // and embedded storage (PGlite) takes its thread for seconds as it opens, so a page asked
      // for before then waited that long, though the workers were listening. (A storage that
      // cannot open ends the process, said above.)
      if (message?.kind === 'listening' && ++listening === workerCount)
        void storage.then(announce, () => {});
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

  // The storage closes last, once no worker can ask it anything.
  const exit = async () => {
    if (serverFile) rmSync(serverFile, { force: true });
    await forwarder?.then((sender) => sender.stop()).catch(() => {});
    await deliverer?.then((started) => started.stop()).catch(() => {});
    await storage.then((opened) => opened.close()).catch(() => {});
    process.exit(0);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    const killer = setTimeout(() => {
      for (const worker of workers) worker.kill('SIGKILL');
      void exit();
    }, DRAIN_MS + 1_000);
    killer.unref();
    let left = workers.length;
    if (left === 0) void exit();
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--left === 0) void exit();
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
  const tokens = createFormTokens(process.env.FORM_SECRET, {
    secure: publicOrigin.startsWith('https:'),
  });
  const formTokens = async () => tokens;
  const operatorToken = process.env.OPERATOR_TOKEN;
  const app = await buildApp({
    distDir: path.join(root, 'dist'),
    api: sandboxWanted() ? bridge.api : undefined,
    publicOrigin,
    reports: bridge.reports,
    operatorToken,
    store: bridge.store,
    formTokens,
  });
  registerInbox(app, { store: bridge.store, operatorToken });
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
