// The public sandbox's last ids (the `public_sandbox_ids` table): read at start, so that its ids
// go on after a restart, and raised each time it gives one (never lowered: instances sharing
// one PostgreSQL raise it in any order).
import { sql } from 'drizzle-orm';
import { publicSandboxIds } from './schema.mjs';

/** @param {import('drizzle-orm/pg-core').PgDatabase<any>} db */
export function createPublicSandboxIds(db) {
  return {
    /** The last id of each kind, by kind. */
    async last() {
      const rows = await db.select().from(publicSandboxIds);
      return Object.fromEntries(rows.map((row) => [row.kind, row.last]));
    },
    /** Keeps `id` as the last of its kind, unless a larger one is kept already. */
    async taken(kind, id) {
      await db
        .insert(publicSandboxIds)
        .values({ kind, last: id })
        .onConflictDoUpdate({
          target: publicSandboxIds.kind,
          set: { last: sql`greatest(${publicSandboxIds.last}, excluded.last)` },
        });
    },
  };
}
