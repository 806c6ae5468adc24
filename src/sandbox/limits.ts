// Every bound of the sandbox, with its reason: `npm start` serves one sandbox to everyone, so no
// caller may grow its memory or its answers without limit, nor push others' records out of
// reach for long. No imports with side effects: the Node adapter and the Vite plugin read it too.
export {
  MASS_PAYOUT_MAX_RECIPIENTS,
  MAX_AMOUNT,
  MAX_LENGTH,
  maxLengthOf,
  WHOLE_UNIT_CURRENCIES,
} from '../api/schemas/limits';

/**
 * Records kept in each list (pay-ins, payouts, payout accounts, payment links). A full list
 * answer stays near 3 MB even with every text field at its maximum (about 3 KB a record), and a
 * thousand calls is more than a day of an integration's tests. When a list is full, its oldest
 * record goes (never the spec's samples), so a flood costs others their oldest records only.
 */
export const MAX_RECORDS = 1_000;

/** Mass payouts kept: as many as the other records. */
export const MAX_MASS_PAYOUTS = 1_000;

/**
 * Recipients kept over all the mass payouts (about 650 bytes each at most): the list of mass
 * payouts stays near 3 MB, and ten full mass payouts of 500 still fit.
 */
export const MAX_STORED_RECIPIENTS = 5_000;

/** How long an idempotency key holds its answer: 24 hours, as Stripe keeps them. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Idempotency keys remembered at once: one per record a call can create. */
export const MAX_IDEMPOTENCY_KEYS = MAX_RECORDS;

/**
 * Memory for the answers kept for replays, counted two bytes a character: the largest, a
 * mass payout of 500 with every field full, counts about 620 KB, so a dozen of them fit, and
 * thousands of the usual 1 to 6 KB ones.
 */
export const MAX_IDEMPOTENCY_BYTES = 8 * 1024 * 1024;

/** Longest idempotency key, as the OpenAPI document says (a UUID is 36). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Largest request body: a mass payout of 500 recipients with every field at its maximum is
 * about 290 KB (80 KB as usually written); the Node server caps bodies at this size too.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Deepest nesting of objects and arrays a JSON body may have: the API's deepest is 3 (a mass
 * payout's list of recipients); a limit keeps every walk over the body (its canonical form for
 * idempotency) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The balance stops growing at 10^12 XOF (ten thousand pay-ins of the maximum): room for any
 * test, and far below 2^53 / 100, so it stays exact to the hundredth and always finite.
 */
export const MAX_BALANCE = 1_000_000_000_000;

/** Characters of a refused value quoted back in a `data.title`. */
export const MAX_QUOTED_LENGTH = 40;

/** Notifications one call of the event log lists at most (`limit`): each carries its payload. */
export const MAX_WEBHOOK_EVENTS_LISTED = 100;

/**
 * Sets of credentials whose request counts are kept for the rate limit. Only credentials that
 * pass are counted, so today there is one set; the bound holds whatever issues them later.
 */
export const MAX_RATE_LIMITED_CREDENTIALS = 1_000;
