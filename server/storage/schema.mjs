// The site's own data, in PostgreSQL (embedded PGlite by default, a server with DATABASE_URL):
// what visitors send through the forms. Migrations are generated from this file
// (`npm run db:generate`) into ./migrations and applied at start.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Contact messages and password-reset requests: what the support team reads and answers. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** What the sender is shown and quotes to support ("YN-7K2P9Q"). */
    reference: text('reference').notNull(),
    /** contact (the contact pages) or password-reset (the forgot-password page). */
    kind: text('kind').notNull(),
    /** The page it was sent from. */
    page: text('page').notNull(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The same message sent twice (a reload, a double tap) is stored once. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_reference_key').on(table.reference),
    uniqueIndex('messages_dedupe_key').on(table.dedupeKey),
    index('messages_created_at').on(table.createdAt),
  ],
);

/** Newsletter subscriptions, with the time consent was given and how to withdraw it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased: one subscription per address. */
    email: text('email').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the address unsubscribes; a new subscription clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The secret of the address's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_email_key').on(table.email),
    uniqueIndex('subscriptions_token_key').on(table.unsubscribeToken),
  ],
);

/**
 * Messages still to be e-mailed to support (server/forwarder.mjs): one row per message, written
 * with it, so a message is never stored without being queued; sent, retried or given up.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Attempts made so far (a claimed row counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now, after a failure's pause, or after a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the mail server refused for good or the attempts ran out. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The mail server's last answer, for staff (never a field of the message). */
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('outbox_message_key').on(table.messageId),
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * Notifications (IPN) still to be delivered to the URLs merchants gave, and those delivered or
 * given up, for the developer's event log (server/webhooks/): one row per event, its `payload`
 * the exact JSON that is signed and sent on every attempt.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    /** `webhook-id`: the same on every attempt and resend, for receivers to deduplicate on. */
    eventId: text('event_id').notNull(),
    /** The credentials it belongs to (their x-api-key): their secret signs it, their log lists it. */
    account: text('account').notNull(),
    /** payment.succeeded, payout.failed… */
    type: text('type').notNull(),
    url: text('url').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts since it was queued or last resent (a claimed row counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now, after a failure's pause, or after a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the attempts ran out or the address was refused. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_events_event_key').on(table.eventId),
    index('webhook_events_account').on(table.account, table.id),
    index('webhook_events_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);

/** Each attempt to deliver a notification: what the receiver answered, or why nothing came. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    eventRowId: integer('event_row_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when none came. */
    statusCode: integer('status_code'),
    /** The start of the receiver's answer, bounded. */
    body: text('body').notNull().default(''),
    /** Why the attempt did not count (time-out, refused address, redirect…), in French. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_event').on(table.eventRowId, table.id)],
);

/**
 * Developers' own sandboxes (POST /api/v1/sandboxes): their credentials, of which only hashes
 * of the secrets are kept (the webhook secret excepted, which signs), and their whole state as
 * JSON, rewritten by each request that changes it. `version` guards those writes, so instances
 * sharing one PostgreSQL never lose each other's changes.
 */
export const sandboxes = pgTable(
  'sandboxes',
  {
    id: serial('id').primaryKey(),
    /** x-api-key, `yk_dev_…`: not a secret, it names the sandbox. */
    apiKey: text('api_key').notNull(),
    /** SHA-256 (hex) of X-API-TOKEN and of the JWT. */
    apiTokenHash: text('api_token_hash').notNull(),
    jwtHash: text('jwt_hash').notNull(),
    /** `whsec_…`: the server signs this sandbox's notifications with it. */
    webhookSecret: text('webhook_secret').notNull(),
    name: text('name').notNull().default(''),
    /** SHA-256 of the address it was created from: the creations' rate limit, without the address. */
    createdBy: text('created_by').notNull(),
    /** The sandbox's records, idempotency keys and counters (SandboxSnapshot, JSON). */
    state: text('state').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last request: sandboxes unused for long are deleted. */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandboxes_api_key').on(table.apiKey),
    index('sandboxes_created_by').on(table.createdBy, table.createdAt),
    index('sandboxes_used_at').on(table.usedAt),
  ],
);

/** Payment link tokens of developers' sandboxes: a payer's page finds its sandbox by them. */
export const sandboxLinks = pgTable(
  'sandbox_links',
  {
    token: text('token').primaryKey(),
    sandboxId: integer('sandbox_id')
      .notNull()
      .references(() => sandboxes.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sandbox_links_sandbox').on(table.sandboxId)],
);

/**
 * The last id the public sandbox (kept in memory, the same for everyone) gave each kind of
 * record: after a restart its ids go on from there, so an operation never takes the id of one
 * already in the event log.
 */
export const publicSandboxIds = pgTable('public_sandbox_ids', {
  /** transaction, payout, massPayout, recipient, contact. */
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
});
