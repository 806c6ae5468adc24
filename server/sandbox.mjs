// The merchant API sandbox of `npm start`: /api/* and /openapi.json are answered by the
// handlers of src/sandbox, built for Node into dist-server/ (vite.sandbox.config.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SANDBOX_OUT_DIR = 'dist-server';

/**
 * The sandbox is mounted when no real API is configured, or when SANDBOX=on says so
 * (SANDBOX=off never mounts it): a site that points at a real API must not also answer one.
 */
export function sandboxWanted(env = process.env) {
  if (env.SANDBOX === 'on') return true;
  if (env.SANDBOX === 'off') return false;
  return !env.VITE_API_BASE_URL;
}

/**
 * SANDBOX_RATE_LIMIT: requests a minute each set of credentials may send (the sandbox's own
 * default when unset). A benchmark raises it, since it measures the server and not 429s.
 * @returns {{ limit: number, windowMs: number } | undefined}
 */
export function sandboxRateLimit(env = process.env) {
  const value = env.SANDBOX_RATE_LIMIT;
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new Error(`SANDBOX_RATE_LIMIT must be a whole number of requests a minute, not ${value}`);
  }
  return { limit, windowMs: 60_000 };
}

/**
 * SANDBOX_CREATIONS_PER_HOUR: sandboxes one address may create an hour (the store's own default
 * when unset); a test suite that creates many from one machine raises it.
 * @returns {number | undefined}
 */
export function sandboxCreationsPerHour(env = process.env) {
  const value = env.SANDBOX_CREATIONS_PER_HOUR;
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(
      `SANDBOX_CREATIONS_PER_HOUR must be a whole number of at least 1, not ${value}`,
    );
  }
  return count;
}

/**
 * A store whose every call waits for the storage to open (it opens while the site starts).
 * @template {Record<string, (...args: any[]) => Promise<any>>} T
 * @param {Promise<T>} opening
 * @returns {T}
 */
export function storeOnceOpen(opening) {
  return /** @type {T} */ (
    new Proxy(
      {},
      {
        get:
          (_target, name) =>
          async (...args) =>
            (await opening)[name](...args),
      },
    )
  );
}

/**
 * The public sandbox for the server's life, in the one process that owns its state (the
 * cluster's primary), and developers' own sandboxes, kept by `developerStore`
 * (server/storage/sandboxStore.mjs): `handle` answers a fetch Request and never throws.
 * `webhooks` queues the notifications and keeps their log (server/webhooks/notifications.mjs).
 * `publicIds` keeps the public sandbox's last ids (server/storage/publicSandboxIds.mjs).
 * @param {{ dir: string, publicOrigin: string, merchantOrigins?: string[], webhooks?: object, rateLimit?: { limit: number, windowMs: number }, developerStore?: ReturnType<typeof import('./storage/sandboxStore.mjs').createSandboxStore>, publicIds?: ReturnType<typeof import('./storage/publicSandboxIds.mjs').createPublicSandboxIds> }} options
 */
export async function loadSandbox({
  dir,
  publicOrigin,
  merchantOrigins = [],
  webhooks,
  rateLimit,
  developerStore,
  publicIds,
}) {
  const [bundle, openApi] = await Promise.all([
    import(pathToFileURL(path.join(dir, 'sandbox.mjs')).href),
    readFile(path.join(dir, 'openapi.json'), 'utf8'),
  ]);
  return {
    service: bundle.createSandboxService({
      openApiDocument: JSON.parse(openApi),
      publicOrigin,
      merchantOrigins,
      webhooks,
      rateLimit,
      developerStore,
      publicIds,
    }),
    banner: bundle.sandboxBanner(publicOrigin),
    /** The secret that signs an account's notifications: the demo's public one, or the store's. */
    webhookSecretOf: async (account) =>
      account === bundle.SANDBOX_CREDENTIALS.apiKey
        ? bundle.SANDBOX_CREDENTIALS.webhookSecret
        : account.startsWith(bundle.DEVELOPER_KEY_PREFIX)
          ? developerStore?.webhookSecretOf(account)
          : undefined,
  };
}
