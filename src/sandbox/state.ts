import type {
  MassPayout,
  Payout,
  PayoutContact,
  Transaction,
  WebhookPayload,
} from '../api/schemas';
import { SANDBOX_BUSINESS, seedData } from './fixtures';
import { eventTypeOf, type NotifiedKind, type WebhookDraft } from './notifications';
import {
  MAX_BALANCE,
  MAX_IDEMPOTENCY_BYTES,
  MAX_IDEMPOTENCY_KEYS,
  MAX_MASS_PAYOUTS,
  MAX_RECORDS,
  MAX_STORED_RECIPIENTS,
  IDEMPOTENCY_TTL_MS,
  MAX_RATE_LIMITED_CREDENTIALS,
} from './limits';
import { SANDBOX_RATE_LIMIT } from '../api/sandboxScenarios';

export interface PaymentLinkRecord {
  token: string;
  product: string;
  country: string;
  /** The pending pay-in the link created; paying the link settles it. */
  transactionId: string;
  /** Where the receipt sends the payer back (sandbox assumption); null when the merchant gave none. */
  returnUrl: string | null;
}

export interface StoredResponse {
  /** The endpoint, its path values and its body in canonical form, hashed. */
  fingerprint: string;
  status: number;
  /** The answer as sent, JSON: a replay gives it again even if the records change. */
  text: string;
  /** `now()` when it was stored: it expires IDEMPOTENCY_TTL_MS later. */
  at: number;
}

/** Fills a byte array with random values, as `crypto.getRandomValues` does. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

export interface SandboxStateOptions {
  /** The clock of every new record; `Date.now` by default, fixed in tests and stories. */
  now?: () => number;
  /** Start from the spec's samples (default) or from nothing. */
  seed?: boolean;
  /** Available balance at start, in XOF. */
  balance?: number;
  /**
   * Where tokens get their randomness: `crypto.getRandomValues` by default, so links cannot be
   * guessed. Only a build that must repeat itself (the docs' examples) gives `seededRandom()`.
   */
  random?: RandomBytes;
  /**
   * The site that serves the hosted payment page, where `urlPayIn` points: the browser's own
   * origin, else `http://localhost:4173` (`npm start`). Never taken from a request.
   */
  publicOrigin?: string;
  /** The merchant's origins that may frame the payment page and hear its outcome; none by default. */
  merchantOrigins?: readonly string[];
  /**
   * Queues a notification when an operation with a notification URL changes status; without
   * it (Storybook, `npm run dev`) nothing is sent. createSandbox fills in the account.
   */
  onNotification?: (draft: Omit<WebhookDraft, 'account'>) => Promise<void>;
  /** Requests a set of credentials may send per window; `SANDBOX_RATE_LIMIT` by default. */
  rateLimit?: RateLimit;
  /**
   * Counts requests against their credentials' quota; the state's own by default. A sandbox
   * rebuilt for each request from storage (a developer's) shares one that outlives it.
   */
  quotas?: Quotas;
  /** How many records each store keeps; `RECORD_LIMITS` (the public sandbox's) by default. */
  limits?: RecordLimits;
  /** Starts from what a previous state's `snapshot()` gave (a developer's sandbox, from storage). */
  snapshot?: SandboxSnapshot;
  /**
   * Told each id a new record takes, for ids to stay unique across restarts (`npm start`: kept
   * in storage, see `raiseIds`); the answer of the call waits for it, as for notifications.
   */
  onIdTaken?: (kind: CounterKind, id: number) => Promise<void>;
}

/** Each store's bound; past it, its oldest record that is not a sample goes. */
export interface RecordLimits {
  records: number;
  massPayouts: number;
  recipients: number;
  idempotencyKeys: number;
  idempotencyBytes: number;
}

export const RECORD_LIMITS: RecordLimits = {
  records: MAX_RECORDS,
  massPayouts: MAX_MASS_PAYOUTS,
  recipients: MAX_STORED_RECIPIENTS,
  idempotencyKeys: MAX_IDEMPOTENCY_KEYS,
  idempotencyBytes: MAX_IDEMPOTENCY_BYTES,
};

export type CounterKind = 'transaction' | 'payout' | 'massPayout' | 'recipient' | 'contact';

/** Everything a sandbox holds, as JSON: what storage keeps of a developer's sandbox. */
export interface SandboxSnapshot {
  balance: number;
  counters: Record<CounterKind, number>;
  transactions: Transaction[];
  payouts: Payout[];
  massPayouts: MassPayout[];
  contacts: PayoutContact[];
  links: PaymentLinkRecord[];
  idempotency: [string, StoredResponse][];
}

/** Where the requests of each set of credentials stand against their quota. */
export interface Quotas {
  /** Counts one request of a set of credentials (see createQuotas). */
  take(credentials: string): Quota;
  readonly rateLimit: RateLimit;
  /** How many sets of credentials a count is kept for. */
  readonly size: number;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Where one request stands against its credentials' quota. */
export interface Quota {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  exceeded: boolean;
}

export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:4173';

/** `scheme://host[:port]` of an http(s) URL; throws for anything else (a CSP must never get it). */
export function originOf(value: string, what = 'origin'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`The sandbox's ${what} must be an http(s) origin, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The sandbox's ${what} must be an http(s) origin, not ${value}`);
  }
  return url.origin;
}

function defaultPublicOrigin() {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && /^https?:\/\//.test(origin) ? origin : DEFAULT_PUBLIC_ORIGIN;
}

/**
 * A seeded stand-in for `crypto.getRandomValues`, for output that must not change from one
 * build to the next (mulberry32). Never for a sandbox anyone else can reach.
 */
export function seededRandom(seed: number): RandomBytes {
  let state = seed >>> 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 1) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      bytes[i] = (t ^ (t >>> 14)) >>> 24;
    }
    return bytes;
  };
}

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

const TOKEN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 22 characters of 62: 130 bits, beyond guessing or enumerating (128 bits is the usual floor). */
export const TOKEN_LENGTH = 22;
/** The largest multiple of 62 a byte holds (4 × 62): bytes above it are dropped, so no character is likelier. */
const UNBIASED_BYTE_LIMIT = 248;

/** Drops the oldest entries that are not samples (lists are newest first) while `tooMany()` holds. */
function evictOldest<T extends object>(
  list: T[],
  tooMany: () => boolean,
  kept: WeakSet<object>,
  onEvict?: (record: T) => void,
) {
  for (let i = list.length - 1; i >= 0 && tooMany(); i -= 1) {
    if (kept.has(list[i]!)) continue;
    const [gone] = list.splice(i, 1);
    onEvict?.(gone!);
  }
}

/**
 * Fixed windows of `rateLimit.windowMs` per set of credentials. A request over the quota is not
 * counted: a client that waits gets its whole quota back. At most MAX_RATE_LIMITED_CREDENTIALS
 * counts are kept, the oldest window going first.
 */
export function createQuotas(rateLimit: RateLimit, now: () => number = Date.now): Quotas {
  if (!(rateLimit.limit >= 1) || !(rateLimit.windowMs >= 1)) {
    throw new RangeError("The sandbox's rate limit needs a limit and a window of at least 1");
  }
  /** Oldest first (a Map keeps insertion order). */
  const windows = new Map<string, { start: number; count: number }>();
  const quotas = {
    rateLimit: { ...rateLimit },
    take(credentials: string): Quota {
      const at = now();
      let window = windows.get(credentials);
      const { limit, windowMs } = quotas.rateLimit;
      if (!window || at - window.start >= windowMs) {
        windows.delete(credentials);
        window = { start: at, count: 0 };
        windows.set(credentials, window);
        for (const key of windows.keys()) {
          if (windows.size <= MAX_RATE_LIMITED_CREDENTIALS) break;
          windows.delete(key);
        }
      }
      const exceeded = window.count >= limit;
      if (!exceeded) window.count += 1;
      return {
        limit,
        remaining: limit - window.count,
        resetSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
        exceeded,
      };
    },
    get size() {
      return windows.size;
    },
  };
  return quotas;
}

/** The ids of the spec's samples, by kind: a restored state never evicts them either. */
function sampleIds() {
  const seed = seedData();
  return {
    transactions: new Set(seed.transactions.map((t) => t.id)),
    payouts: new Set(seed.payouts.map((p) => p.id)),
    massPayouts: new Set(seed.massPayouts.map((m) => m.id)),
    contacts: new Set(seed.contacts.map((c) => c.id)),
  };
}

/** One sandbox's data; every createSandbox() gets its own, so tests and stories start fresh. */
export function createSandboxState({
  now = Date.now,
  seed = true,
  balance,
  random = cryptoRandom,
  publicOrigin = defaultPublicOrigin(),
  merchantOrigins = [],
  onNotification,
  rateLimit = SANDBOX_RATE_LIMIT,
  quotas = createQuotas(rateLimit, now),
  limits = RECORD_LIMITS,
  snapshot,
  onIdTaken,
}: SandboxStateOptions = {}) {
  const fresh = () =>
    seed
      ? seedData()
      : { transactions: [], payouts: [], massPayouts: [], contacts: [], balance: undefined };
  const seeded = snapshot ? undefined : fresh();
  const initial = snapshot ?? seeded!;
  const counters = { transaction: 0, payout: 0, massPayout: 0, recipient: 0, contact: 0 };
  const transactions: Transaction[] = [...initial.transactions];
  const payouts: Payout[] = [...initial.payouts];
  const massPayouts: MassPayout[] = [...initial.massPayouts];
  const contacts: PayoutContact[] = [...initial.contacts];
  /** The spec's samples: never evicted, so the lists always show them. */
  const samples = new WeakSet<object>();
  const markSamples = () => {
    if (!snapshot) {
      [...transactions, ...payouts, ...massPayouts, ...contacts].forEach((r) => samples.add(r));
      return;
    }
    // Restored records are new objects: the samples are known by their ids, which no new
    // record of the same kind takes (the counters start above them).
    const ids = sampleIds();
    for (const kind of ['transactions', 'payouts', 'massPayouts', 'contacts'] as const) {
      for (const record of { transactions, payouts, massPayouts, contacts }[kind]) {
        if (ids[kind].has(record.id)) samples.add(record);
      }
    }
  };
  markSamples();
  /** Counters never go back, a reset included: an id names one record for the sandbox's life. */
  const countAbove = () => {
    counters.transaction = Math.max(counters.transaction, ...transactions.map((t) => t.id));
    counters.payout = Math.max(counters.payout, ...payouts.map((p) => p.id));
    counters.massPayout = Math.max(counters.massPayout, ...massPayouts.map((m) => m.id));
    counters.recipient = Math.max(
      counters.recipient,
      ...massPayouts.flatMap((m) => m.recipients.map((r) => r.id)),
    );
    counters.contact = Math.max(counters.contact, ...contacts.map((c) => c.id));
  };
  if (snapshot) Object.assign(counters, snapshot.counters);
  countAbove();
  const startBalance = snapshot
    ? snapshot.balance
    : (balance ?? seeded?.balance?.availableBalance ?? 0);
  if (!Number.isFinite(startBalance) || startBalance < 0 || startBalance > MAX_BALANCE) {
    throw new RangeError(`The sandbox's balance must be between 0 and ${MAX_BALANCE}`);
  }

  const links = new Map<string, PaymentLinkRecord>(
    (snapshot?.links ?? []).map((link) => [link.token, link]),
  );
  const idempotency = new Map<string, StoredResponse & { bytes: number }>();
  let idempotencyBytes = 0;
  /** Keys are a client's text: counted with the answer, two bytes a UTF-16 unit. */
  const sizeOf = (key: string, response: Omit<StoredResponse, 'at'>) =>
    2 * (key.length + response.fingerprint.length + response.text.length);
  for (const [key, stored] of snapshot?.idempotency ?? []) {
    const bytes = sizeOf(key, stored);
    idempotency.set(key, { ...stored, bytes });
    idempotencyBytes += bytes;
  }
  /** Notifications being queued and ids being kept: the call's answer waits for them. */
  const queueing = new Set<Promise<void>>();
  const track = (work: Promise<void>, failure: string) => {
    const tracked = work
      .catch((error: unknown) => {
        // The operation happened: its answer goes out, and the log says what was lost.
        console.error(
          `[sandbox] ${failure}: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => queueing.delete(tracked));
    queueing.add(tracked);
  };
  const recipientCount = () => massPayouts.reduce((sum, m) => sum + m.recipients.length, 0);

  const forget = (key: string) => {
    const entry = idempotency.get(key);
    if (!entry) return;
    idempotencyBytes -= entry.bytes;
    idempotency.delete(key);
  };

  const state = {
    now,
    business: SANDBOX_BUSINESS,
    /** In the business currency (XOF); change it through credit() and debit() (operations.ts). */
    balance: startBalance,
    /** The quota of each set of credentials (see takeRequest); a flood test may raise it. */
    rateLimit: quotas.rateLimit,
    /** Where `urlPayIn` points (see SandboxStateOptions). */
    publicOrigin: originOf(publicOrigin, 'publicOrigin'),
    /** Sent with a link to the hosted page (see SandboxStateOptions). */
    merchantOrigins: merchantOrigins.map((origin) => originOf(origin, 'merchantOrigins')),
    /** Newest first, as the lists answer; add through the add* functions, which keep the caps. */
    transactions,
    payouts,
    massPayouts,
    contacts,
    links,
    nextId(kind: CounterKind) {
      const id = ++counters[kind];
      if (onIdTaken) track(onIdTaken(kind, id), `id ${kind} ${id} not kept`);
      return id;
    },
    /** Ids go on above these (the last ids an earlier run of the server gave). */
    raiseIds(last: Partial<Record<CounterKind, number>>) {
      for (const kind of Object.keys(counters) as CounterKind[]) {
        counters[kind] = Math.max(counters[kind], last[kind] ?? 0);
      }
    },

    addTransaction(transaction: Transaction) {
      transactions.unshift(transaction);
      // A link without its pay-in is gone: the token goes with it.
      evictOldest(
        transactions,
        () => transactions.length > limits.records,
        samples,
        (t) => t.token && links.delete(t.token),
      );
    },
    addPayout(payout: Payout) {
      payouts.unshift(payout);
      evictOldest(payouts, () => payouts.length > limits.records, samples);
    },
    addMassPayout(massPayout: MassPayout) {
      massPayouts.unshift(massPayout);
      let recipients = recipientCount();
      evictOldest(
        massPayouts,
        () => massPayouts.length > limits.massPayouts || recipients > limits.recipients,
        samples,
        (gone) => (recipients -= gone.recipients.length),
      );
    },
    addContact(contact: PayoutContact) {
      contacts.unshift(contact);
      evictOldest(contacts, () => contacts.length > limits.records, samples);
    },
    addLink(link: PaymentLinkRecord) {
      links.set(link.token, link);
      // A Map iterates in insertion order: the first keys are the oldest links.
      for (const token of links.keys()) {
        if (links.size <= limits.records) break;
        links.delete(token);
      }
    },

    /** Answers already given, by idempotency key (see StoredResponse). */
    idempotency: {
      /** The answer stored for a key, unless it has expired. */
      get(key: string): StoredResponse | undefined {
        const entry = idempotency.get(key);
        if (entry && now() - entry.at >= IDEMPOTENCY_TTL_MS) {
          forget(key);
          return undefined;
        }
        return entry;
      },
      set(key: string, response: Omit<StoredResponse, 'at'>) {
        forget(key);
        const at = now();
        const bytes = sizeOf(key, response);
        idempotency.set(key, { ...response, at, bytes });
        idempotencyBytes += bytes;
        for (const [oldKey, entry] of idempotency) {
          const expired = at - entry.at >= IDEMPOTENCY_TTL_MS;
          const full =
            idempotency.size > limits.idempotencyKeys || idempotencyBytes > limits.idempotencyBytes;
          if (oldKey === key || (!expired && !full)) break;
          forget(oldKey);
        }
      },
      get size() {
        return idempotency.size;
      },
      get bytes() {
        return idempotencyBytes;
      },
    },

    /**
     * Queues the notification of an operation's new status when it has a URL and someone
     * delivers notifications; returns the event's type then, else null. `data` is copied now:
     * the notification says what the status was at this moment, whatever happens next.
     */
    notify(
      url: string | null | undefined,
      kind: NotifiedKind,
      data: WebhookPayload['data'],
    ): WebhookPayload['type'] | null {
      if (!url || !onNotification) return null;
      const type = eventTypeOf(kind, data.status ?? 'PENDING');
      const payload = { type, timestamp: new Date(now()).toISOString(), data: { ...data } };
      // The code a payer typed is never theirs to read back, nor the merchant's to receive.
      if ('codeOTP' in payload.data) payload.data.codeOTP = null;
      // Called at once, in order: the queue stores notifications in the order they happened.
      track(
        onNotification({ url, type, payload }),
        `notification ${type} of ${data.transactionId} not queued`,
      );
      return type;
    },
    /** Resolves once every notification asked so far is queued (or its failure logged). */
    async notificationsQueued() {
      await Promise.all([...queueing]);
    },

    /** Counts one request of a set of credentials against its quota (see createQuotas). */
    takeRequest: (credentials: string): Quota => quotas.take(credentials),
    /** How many sets of credentials the rate limit keeps a count for. */
    get rateLimitedCredentials() {
      return quotas.size;
    },

    /** Everything this sandbox holds, as JSON (see SandboxSnapshot). */
    snapshot(): SandboxSnapshot {
      return {
        balance: state.balance,
        counters: { ...counters },
        transactions,
        payouts,
        massPayouts,
        contacts,
        links: [...links.values()],
        idempotency: [...idempotency].map(([key, { bytes: _bytes, ...stored }]) => [key, stored]),
      };
    },

    /**
     * Back to the start: the spec's samples and the starting balance, no link nor idempotency
     * key. Counters go on, so an id never names two records (nor two notifications' subjects).
     */
    reset() {
      const start = fresh();
      transactions.splice(0, transactions.length, ...start.transactions);
      payouts.splice(0, payouts.length, ...start.payouts);
      massPayouts.splice(0, massPayouts.length, ...start.massPayouts);
      contacts.splice(0, contacts.length, ...start.contacts);
      [...transactions, ...payouts, ...massPayouts, ...contacts].forEach((r) => samples.add(r));
      links.clear();
      idempotency.clear();
      idempotencyBytes = 0;
      state.balance = balance ?? start.balance?.availableBalance ?? 0;
    },

    /** A token that cannot be guessed: the prefix, `_`, then 22 letters and digits (130 bits). */
    token(prefix: string) {
      let token = '';
      const bytes = new Uint8Array(32);
      while (token.length < TOKEN_LENGTH) {
        for (const byte of random(bytes)) {
          if (byte >= UNBIASED_BYTE_LIMIT) continue;
          token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
          if (token.length === TOKEN_LENGTH) break;
        }
      }
      return `${prefix}_${token}`;
    },
  };
  return state;
}

export type SandboxState = ReturnType<typeof createSandboxState>;
