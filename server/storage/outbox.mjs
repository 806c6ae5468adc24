// The outbox's operations (server/forwarder.mjs sends): claim the messages due to be e-mailed,
// then record how each went. Claims lock with SKIP LOCKED and hold a lease, so several server
// instances on one PostgreSQL never send a message twice, and a sender that dies mid-send
// leaves its rows to be claimed again once the lease ends. Times are the database's own clock.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { messages, outbox } from './schema.mjs';

/** How long a claimed row is left to its sender before another may claim it. */
export const CLAIM_LEASE_MS = 2 * 60_000;

const inMs = (ms) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** @param {import('drizzle-orm/pg-core').PgDatabase<any>} db */
export function createOutbox(db) {
  return {
    /**
     * Claims up to `limit` rows that are due, oldest first, each counted as an attempt.
     * @returns {Promise<{ id: number, attempts: number, message: typeof messages.$inferSelect }[]>}
     */
    async claimDue(limit) {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            isNull(outbox.failedAt),
            lte(outbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: inMs(CLAIM_LEASE_MS) })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id, messageId: outbox.messageId, attempts: outbox.attempts });
      if (!claimed.length) return [];
      const rows = await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.id,
            claimed.map((row) => row.messageId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return claimed
        .map((row) => ({ id: row.id, attempts: row.attempts, message: byId.get(row.messageId) }))
        .sort((a, b) => a.id - b.id);
    },

    async sent(id) {
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, id));
    },

    async retryLater(id, pauseMs, reason) {
      await db
        .update(outbox)
        .set({ nextAttemptAt: inMs(pauseMs), lastError: reason })
        .where(eq(outbox.id, id));
    },

    async giveUp(id, reason) {
      await db
        .update(outbox)
        .set({ failedAt: sql`now()`, lastError: reason })
        .where(eq(outbox.id, id));
    },
  };
}
