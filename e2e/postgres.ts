// A PostgreSQL database for tests that need a real server: a fresh database on
// TEST_DATABASE_URL (or DATABASE_URL) when one is named, as `.ci/run` does; else a throwaway
// cluster started here from the PostgreSQL binaries of this machine (as the postgres user when
// run as root, which PostgreSQL refuses); else none, and the reason why.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/freePort.mjs';

export interface TestDatabase {
  url: string;
  /** Where it came from, for the test's report. */
  source: string;
  drop: () => Promise<void>;
}

async function freshDatabase(serverUrl: string, source: string, stop = async () => {}) {
  const name = `yonnee_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    source,
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
      await stop();
    },
  } satisfies TestDatabase;
}

/** The newest PostgreSQL binaries' folder of this machine (Debian's layout), if any. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : undefined;
}

/** A database, or why there is none (the test then skips and says so). */
export async function testDatabase(): Promise<TestDatabase | { missing: string }> {
  const named = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (named) return freshDatabase(named, 'TEST_DATABASE_URL');
  const bin = postgresBin();
  if (!bin) {
    return {
      missing:
        'no TEST_DATABASE_URL and no PostgreSQL binaries in /usr/lib/postgresql (install the postgresql package, or name a server)',
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'yonnee-e2e-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  const stop = async () => {
    run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  return freshDatabase(
    `postgres://postgres@127.0.0.1:${port}/postgres`,
    `a cluster started from ${bin}`,
    stop,
  );
}
