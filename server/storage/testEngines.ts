// The engines the storage tests run on: embedded PGlite (always) and a PostgreSQL server (when
// TEST_DATABASE_URL names one: `.ci/run` starts a throwaway cluster for it), each test file on
// a database of its own.
import pg from 'pg';
import { IN_MEMORY } from './open.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database of its own per run on the server, so runs never see each other's rows. */
async function freshServerDatabase(url: string) {
  const name = `yonnee_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export const engines = [
  {
    name: 'PGlite (embedded)',
    where: async () => ({ where: { dataDir: IN_MEMORY }, drop: async () => {} }),
  },
  ...(serverUrl
    ? [
        {
          name: 'PostgreSQL server',
          where: async () => {
            const db = await freshServerDatabase(serverUrl);
            return { where: { databaseUrl: db.url }, drop: db.drop };
          },
        },
      ]
    : []),
];
