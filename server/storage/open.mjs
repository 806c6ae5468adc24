// Opens the site's PostgreSQL storage and brings its schema up to date. Embedded by default
// (PGlite, a WASM build of PostgreSQL, in a data directory that one process alone may open:
// a lock says so); DATABASE_URL points the same code at a PostgreSQL server instead, which
// several server instances may share (migrations then run under an advisory lock).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import { IN_MEMORY } from './where.mjs';

export { IN_MEMORY };

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant of our own: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_401_552;

/**
 * @param {{ databaseUrl?: string, dataDir?: string }} where
 * @returns {Promise<{ db: import('drizzle-orm/pg-core').PgDatabase<any>, engine: 'pglite' | 'postgresql', close(): Promise<void> }>}
 */
export async function openStorage({ databaseUrl, dataDir }) {
  return databaseUrl ? openServer(databaseUrl) : openEmbedded(dataDir);
}

async function openServer(databaseUrl) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle client's error (the server restarted) must not end the process: the pool replaces it.
  pool.on('error', (error) => console.error(`storage: ${error.message}`));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return { db: drizzle(pool), engine: 'postgresql', close: () => pool.end() };
}

/** Thrown when another process has the embedded data directory open. */
export class StorageBusyError extends Error {}

async function openEmbedded(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const open = async (client, release) => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  };
  if (dataDir === IN_MEMORY) return open(await PGlite.create(), async () => {});
  mkdirSync(dataDir, { recursive: true });
  let release;
  try {
    // The lock is refreshed while we run and counts as stale 10 s after a crash.
    release = await lockfile.lock(dataDir, { stale: 10_000, lockfilePath: `${dataDir}.lock` });
  } catch (error) {
    if (error.code === 'ELOCKED')
      throw new StorageBusyError(`${dataDir} is open in another process (a running npm start?).`);
    throw error;
  }
  try {
    return await open(await PGlite.create(dataDir), release);
  } catch (error) {
    await release();
    throw error;
  }
}
