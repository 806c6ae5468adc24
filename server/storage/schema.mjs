// The site's own data, in PostgreSQL (embedded PGlite by default, a server with DATABASE_URL):
// what visitors send through the forms. Migrations are generated from this file
// (`npm run db:generate`) into ./migrations and applied at start.
import { index, pgTable, text, timestamp, uniqueIndex, serial } from 'drizzle-orm/pg-core';

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
