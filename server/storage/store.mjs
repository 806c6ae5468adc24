// What the forms keep, as operations on the storage: a contact message or a password-reset
// request (stored once, with a reference the sender sees), newsletter subscriptions (consent
// time, an unsubscribe secret), and the inbox staff read. Inputs arrive validated by the
// forms' own schemas (server/forms.mjs); this layer bounds what it lists.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { messages, outbox, subscriptions } from './schema.mjs';

/** Most rows of each kind `npm run inbox` lists, newest first. */
export const INBOX_MAX = 500;
/** Crockford's base 32 without I, L, O, U: a reference read aloud over the phone is not misheard. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const newReference = () =>
  `YN-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('')}`;
const secret = () => randomBytes(24).toString('base64url');

/** @param {import('drizzle-orm/pg-core').PgDatabase<any>} db */
export function createStore(db) {
  return {
    /**
     * Stores a message once: the same sender, page and text on the same day is the same message
     * (a reload, a second tap), and gets the same reference back.
     * @param {{ kind: 'contact' | 'password-reset', page: string, lastName?: string, firstName?: string, email: string, phone?: string, body?: string }} message
     * @returns {Promise<{ reference: string, stored: boolean }>}
     */
    async recordMessage(message) {
      const row = {
        lastName: '',
        firstName: '',
        phone: '',
        body: '',
        ...message,
        email: message.email.toLowerCase(),
      };
      const day = new Date().toISOString().slice(0, 10);
      const dedupeKey = createHash('sha256')
        .update(
          JSON.stringify([
            day,
            row.kind,
            row.page,
            row.email,
            row.lastName,
            row.firstName,
            row.phone,
            row.body,
          ]),
        )
        .digest('base64url');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // The message and its place in the outbox are written together, or neither is.
        const inserted = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(messages)
            .values({ ...row, reference: newReference(), dedupeKey })
            .onConflictDoNothing()
            .returning({ id: messages.id, reference: messages.reference });
          if (created) await tx.insert(outbox).values({ messageId: created.id });
          return created;
        });
        if (inserted) return { reference: inserted.reference, stored: true };
        const [same] = await db
          .select({ reference: messages.reference })
          .from(messages)
          .where(eq(messages.dedupeKey, dedupeKey));
        if (same) return { reference: same.reference, stored: false };
        // Otherwise the reference was taken (1 in 10^12): draw another.
      }
      throw new Error('no free message reference after 3 draws');
    },

    /**
     * Subscribes an address (again): a second subscription is no error, and one that had been
     * withdrawn is given again with a new consent time.
     * @returns {Promise<{ token: string, status: 'new' | 'already' | 'renewed' }>}
     */
    async subscribe(email) {
      const address = email.toLowerCase();
      const [created] = await db
        .insert(subscriptions)
        .values({ email: address, unsubscribeToken: secret() })
        .onConflictDoNothing()
        .returning({ token: subscriptions.unsubscribeToken });
      if (created) return { token: created.token, status: 'new' };
      const [renewed] = await db
        .update(subscriptions)
        .set({ unsubscribedAt: null, consentedAt: new Date() })
        .where(and(eq(subscriptions.email, address), isNotNull(subscriptions.unsubscribedAt)))
        .returning({ token: subscriptions.unsubscribeToken });
      if (renewed) return { token: renewed.token, status: 'renewed' };
      const [current] = await db
        .select({ token: subscriptions.unsubscribeToken })
        .from(subscriptions)
        .where(eq(subscriptions.email, address));
      return { token: current.token, status: 'already' };
    },

    /** The subscription an unsubscribe link names, or undefined. */
    async subscriptionOf(token) {
      const [found] = await db
        .select({ email: subscriptions.email, unsubscribedAt: subscriptions.unsubscribedAt })
        .from(subscriptions)
        .where(eq(subscriptions.unsubscribeToken, token));
      return found && { email: found.email, active: found.unsubscribedAt === null };
    },

    /** Withdraws consent; false when the link names no subscription. */
    async unsubscribe(token) {
      const [found] = await db
        .update(subscriptions)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(subscriptions.unsubscribeToken, token), isNull(subscriptions.unsubscribedAt)))
        .returning({ id: subscriptions.id });
      return Boolean(found) || Boolean(await this.subscriptionOf(token));
    },

    /**
     * What arrived, newest first: messages with how their forwarding by e-mail went, and
     * subscriptions (never the unsubscribe secrets).
     */
    async inbox() {
      const [messageRows, subscriptionRows] = await Promise.all([
        db
          .select({
            message: messages,
            forwarding: {
              attempts: outbox.attempts,
              sentAt: outbox.sentAt,
              failedAt: outbox.failedAt,
              lastError: outbox.lastError,
            },
          })
          .from(messages)
          .leftJoin(outbox, eq(outbox.messageId, messages.id))
          .orderBy(desc(messages.createdAt))
          .limit(INBOX_MAX),
        db
          .select({
            email: subscriptions.email,
            consentedAt: subscriptions.consentedAt,
            unsubscribedAt: subscriptions.unsubscribedAt,
          })
          .from(subscriptions)
          .orderBy(desc(subscriptions.consentedAt))
          .limit(INBOX_MAX),
      ]);
      return {
        messages: messageRows.map(
          ({ message: { id: _id, dedupeKey: _key, ...message }, forwarding }) => ({
            ...message,
            forwarding,
          }),
        ),
        subscriptions: subscriptionRows,
      };
    },
  };
}
