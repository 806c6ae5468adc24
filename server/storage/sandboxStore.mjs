// Developers' own sandboxes in PostgreSQL (the `sandboxes` and `sandbox_links` tables): created
// under a per-address rate limit and a global cap, read by their x-api-key or by one of their
// payment links' tokens, and saved whole after each request that changed them, guarded by a
// version so that two instances never overwrite each other's change (the loser runs its
// request again). What a save queues (notifications, links) is written in its transaction.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { sandboxLinks, sandboxes } from './schema.mjs';
import { createWebhookOutbox } from './webhookOutbox.mjs';

/** Sandboxes one address may create in CREATION_WINDOW_MS: enough for a team's tries. */
export const MAX_CREATIONS_PER_CLIENT = 5;
export const CREATION_WINDOW_MS = 60 * 60_000;
/**
 * Sandboxes kept at most (each up to a few MB of state): past it, creations answer 503 until
 * unused ones are deleted.
 */
export const MAX_SANDBOXES = 10_000;
/** A sandbox without a request for this long is deleted (at the next creation). */
export const UNUSED_FOR_MS = 30 * 24 * 60 * 60_000;
/** Any constant of our own: creations take this advisory lock, so their counts hold. */
const CREATION_LOCK = 7_401_553;

const ago = (ms) => sql`now() - make_interval(secs => ${ms / 1000})`;

const columns = {
  id: sandboxes.id,
  apiKey: sandboxes.apiKey,
  apiTokenHash: sandboxes.apiTokenHash,
  jwtHash: sandboxes.jwtHash,
  state: sandboxes.state,
  version: sandboxes.version,
};

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @param {{ onQueued?: () => void, creationsPerClient?: number }} [options] `onQueued` is told
 * when a save queued notifications; `creationsPerClient` replaces MAX_CREATIONS_PER_CLIENT.
 */
export function createSandboxStore(
  db,
  { onQueued = () => {}, creationsPerClient = MAX_CREATIONS_PER_CLIENT } = {},
) {
  const one = async (where) => (await db.select(columns).from(sandboxes).where(where))[0];
  return {
    /**
     * Creates a sandbox unless its address made MAX_CREATIONS_PER_CLIENT in the window, or
     * MAX_SANDBOXES are kept.
     * @param {{ apiKey: string, apiTokenHash: string, jwtHash: string, webhookSecret: string, name: string, createdBy: string, state: string }} sandbox
     * @returns {Promise<{ created: true, createdAt: Date } | { created: false, reason: 'client', retryAfterSeconds: number } | { created: false, reason: 'full' }>}
     */
    create(sandbox) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CREATION_LOCK})`);
        const [recent] = await tx
          .select({
            count: sql`count(*)::int`,
            oldest: sql`extract(epoch from min(${sandboxes.createdAt}))::float8`,
            now: sql`extract(epoch from now())::float8`,
          })
          .from(sandboxes)
          .where(
            and(
              eq(sandboxes.createdBy, sandbox.createdBy),
              gt(sandboxes.createdAt, ago(CREATION_WINDOW_MS)),
            ),
          );
        if (recent.count >= creationsPerClient) {
          const endsAt = recent.oldest + CREATION_WINDOW_MS / 1000;
          return {
            created: false,
            reason: 'client',
            retryAfterSeconds: Math.max(1, Math.ceil(endsAt - recent.now)),
          };
        }
        await tx.delete(sandboxes).where(lte(sandboxes.usedAt, ago(UNUSED_FOR_MS)));
        const [{ total }] = await tx.select({ total: sql`count(*)::int` }).from(sandboxes);
        if (total >= MAX_SANDBOXES) return { created: false, reason: 'full' };
        const [row] = await tx
          .insert(sandboxes)
          .values(sandbox)
          .returning({ createdAt: sandboxes.createdAt });
        return { created: true, createdAt: row.createdAt };
      });
    },

    /** The sandbox these credentials name, to check the rest of them against. */
    byApiKey: (apiKey) => one(eq(sandboxes.apiKey, apiKey)),

    /** The sandbox one of whose payment links has this token. */
    async byLinkToken(token) {
      const [row] = await db
        .select(columns)
        .from(sandboxLinks)
        .innerJoin(sandboxes, eq(sandboxes.id, sandboxLinks.sandboxId))
        .where(eq(sandboxLinks.token, token));
      return row;
    },

    byId: (id) => one(eq(sandboxes.id, id)),

    /**
     * Writes a request's changes if no other was saved since `version` was read: false when
     * one was (nothing is written then).
     * @param {{ id: number, version: number, state: string, linksAdded: string[], linksRemoved: string[], notifications: { account: string, url: string, type: string, payload: unknown }[] }} change
     */
    async save({ id, version, state, linksAdded, linksRemoved, notifications }) {
      const saved = await db.transaction(async (tx) => {
        const updated = await tx
          .update(sandboxes)
          .set({ state, version: sql`${sandboxes.version} + 1`, usedAt: sql`now()` })
          .where(and(eq(sandboxes.id, id), eq(sandboxes.version, version)))
          .returning({ id: sandboxes.id });
        if (!updated.length) return false;
        if (linksRemoved.length) {
          await tx
            .delete(sandboxLinks)
            .where(and(eq(sandboxLinks.sandboxId, id), inArray(sandboxLinks.token, linksRemoved)));
        }
        if (linksAdded.length) {
          await tx
            .insert(sandboxLinks)
            .values(linksAdded.map((token) => ({ token, sandboxId: id })))
            .onConflictDoNothing();
        }
        const outbox = createWebhookOutbox(tx);
        for (const notification of notifications) await outbox.enqueue(notification);
        return true;
      });
      if (saved && notifications.length) onQueued();
      return saved;
    },

    /** The secret that signs the notifications of the sandbox with this x-api-key. */
    async webhookSecretOf(apiKey) {
      const [row] = await db
        .select({ secret: sandboxes.webhookSecret })
        .from(sandboxes)
        .where(eq(sandboxes.apiKey, apiKey));
      return row?.secret;
    },
  };
}
