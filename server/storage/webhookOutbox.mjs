// The notifications' outbox (server/webhooks/deliverer.mjs delivers): queue an event, claim the
// ones due, record each attempt, and read them back for the developer's event log. Claims lock
// with SKIP LOCKED and hold a lease, so several server instances on one PostgreSQL deliver each
// event once, and a deliverer that dies mid-delivery leaves its rows to be claimed again once the
// lease ends. Times are the database's own clock. Everything is bounded: events per account,
// attempts kept per event, and the age of what is kept.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { webhookAttempts, webhookEvents } from './schema.mjs';

/** How long a claimed row is left to its deliverer: far above a delivery's 10 s time-out. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/**
 * Events kept per set of credentials (about 3 KB each with their attempts): a day of an
 * integration's tests; past it the oldest go, so a flood costs its sender their own oldest.
 */
export const MAX_EVENTS_PER_ACCOUNT = 1_000;
/** Attempts kept per event: a whole retry schedule and a few resends. */
export const MAX_ATTEMPTS_KEPT = 20;
/** Events older than this are deleted, delivered or not (the last retry comes after 27 h). */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
/** The longest part of a receiver's answer kept with an attempt. */
export const MAX_BODY_EXCERPT = 1_024;

const inMs = (ms) => sql`now() + make_interval(secs => ${ms / 1000})`;
const millis = (date) => (date ? new Date(date).getTime() : null);

/** `msg_` and 22 random base64url characters (128 bits), as Standard Webhooks' ids look. */
const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * What the event log shows of an event (WebhookEventSchema in src/api/schemas/webhook.ts).
 * @typedef {{ at: number, statusCode: number | null, body: string, error: string | null, durationMs: number }} WebhookLogAttempt
 * @typedef {{ id: string, type: any, url: string, createdAt: number, state: 'pending' | 'delivered' | 'failed', nextAttemptAt: number | null, payload: any, attempts: WebhookLogAttempt[] }} WebhookLogEntry
 */

/** @param {import('drizzle-orm/pg-core').PgDatabase<any>} db */
export function createWebhookOutbox(db) {
  /**
   * The event log's view of some rows, their attempts newest first.
   * @returns {Promise<WebhookLogEntry[]>}
   */
  async function entries(rows) {
    if (!rows.length) return [];
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.eventRowId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(desc(webhookAttempts.id));
    return rows.map((row) => ({
      id: row.eventId,
      type: row.type,
      url: row.url,
      createdAt: millis(row.createdAt),
      state: row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending',
      nextAttemptAt: row.deliveredAt || row.failedAt ? null : millis(row.nextAttemptAt),
      payload: JSON.parse(row.payload),
      attempts: attempts
        .filter((attempt) => attempt.eventRowId === row.id)
        .map((attempt) => ({
          at: millis(attempt.at),
          statusCode: attempt.statusCode,
          body: attempt.body,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
    }));
  }

  async function recordAttempt(id, attempt) {
    await db.insert(webhookAttempts).values({
      eventRowId: id,
      statusCode: attempt.statusCode,
      // PostgreSQL's text holds no NUL: a receiver's answer with one must still be recorded.
      body: attempt.body.replaceAll('\u0000', '').slice(0, MAX_BODY_EXCERPT),
      error: attempt.error,
      durationMs: Math.round(attempt.durationMs),
    });
    const kept = db
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.eventRowId, id))
      .orderBy(desc(webhookAttempts.id))
      .limit(MAX_ATTEMPTS_KEPT);
    await db
      .delete(webhookAttempts)
      .where(and(eq(webhookAttempts.eventRowId, id), notInArray(webhookAttempts.id, kept)));
  }

  return {
    /**
     * Queues one notification; the payload is stored as the exact text every attempt signs.
     * @param {{ account: string, url: string, type: string, payload: unknown }} draft
     */
    async enqueue({ account, url, type, payload }) {
      const eventId = newEventId();
      await db
        .insert(webhookEvents)
        .values({ eventId, account, url, type, payload: JSON.stringify(payload) });
      const kept = db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.account, account))
        .orderBy(desc(webhookEvents.id))
        .limit(MAX_EVENTS_PER_ACCOUNT);
      await db
        .delete(webhookEvents)
        .where(and(eq(webhookEvents.account, account), notInArray(webhookEvents.id, kept)));
      return eventId;
    },

    /**
     * Claims up to `limit` rows that are due, oldest first, each counted as an attempt.
     * @returns {Promise<{ id: number, eventId: string, account: string, url: string, payload: string, attempts: number }[]>}
     */
    async claimDue(limit) {
      const due = db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(
          and(
            isNull(webhookEvents.deliveredAt),
            isNull(webhookEvents.failedAt),
            lte(webhookEvents.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(webhookEvents.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(webhookEvents)
        .set({
          attempts: sql`${webhookEvents.attempts} + 1`,
          nextAttemptAt: inMs(CLAIM_LEASE_MS),
        })
        .where(inArray(webhookEvents.id, due))
        .returning({
          id: webhookEvents.id,
          eventId: webhookEvents.eventId,
          account: webhookEvents.account,
          url: webhookEvents.url,
          payload: webhookEvents.payload,
          attempts: webhookEvents.attempts,
        });
      return claimed.sort((a, b) => a.id - b.id);
    },

    async delivered(id, attempt) {
      await recordAttempt(id, attempt);
      await db
        .update(webhookEvents)
        .set({ deliveredAt: sql`now()` })
        .where(eq(webhookEvents.id, id));
    },

    async retryLater(id, pauseMs, attempt) {
      await recordAttempt(id, attempt);
      await db
        .update(webhookEvents)
        .set({ nextAttemptAt: inMs(pauseMs) })
        .where(eq(webhookEvents.id, id));
    },

    async giveUp(id, attempt) {
      await recordAttempt(id, attempt);
      await db
        .update(webhookEvents)
        .set({ failedAt: sql`now()` })
        .where(eq(webhookEvents.id, id));
    },

    /** The account's events, newest first, with their attempts. */
    async list(account, limit) {
      const rows = await db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.account, account))
        .orderBy(desc(webhookEvents.id))
        .limit(limit);
      return entries(rows);
    },

    /** Makes an event of the account due now with a fresh retry schedule; undefined if none. */
    async resend(account, eventId) {
      const [row] = await db
        .update(webhookEvents)
        .set({ attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null, failedAt: null })
        .where(and(eq(webhookEvents.account, account), eq(webhookEvents.eventId, eventId)))
        .returning();
      return row ? (await entries([row]))[0] : undefined;
    },

    /** Deletes the events older than KEPT_FOR_MS; returns how many went. */
    async prune() {
      const gone = await db
        .delete(webhookEvents)
        .where(
          lte(webhookEvents.createdAt, sql`now() - make_interval(secs => ${KEPT_FOR_MS / 1000})`),
        )
        .returning({ id: webhookEvents.id });
      return gone.length;
    },
  };
}
