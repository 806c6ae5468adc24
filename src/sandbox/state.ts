import type { MassPayout, Payout, PayoutContact, Transaction } from '../api/schemas';
import { SANDBOX_BUSINESS, seedData } from './fixtures';

export interface PaymentLinkRecord {
  token: string;
  product: string;
  country: string;
  /** The pending pay-in the link created; paying the link settles it. */
  transactionId: string;
}

export interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface SandboxStateOptions {
  /** The clock of every new record; `Date.now` by default, fixed in tests and stories. */
  now?: () => number;
  /** Start from the spec's samples (default) or from nothing. */
  seed?: boolean;
  /** Available balance at start, in XOF. */
  balance?: number;
}

/** A small deterministic generator, so that tokens look random yet repeat from one run to the next. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One sandbox's data; every createSandbox() gets its own, so tests and stories start fresh. */
export function createSandboxState({
  now = Date.now,
  seed = true,
  balance,
}: SandboxStateOptions = {}) {
  const initial = seed
    ? seedData()
    : { transactions: [], payouts: [], massPayouts: [], contacts: [], balance: undefined };
  const random = seededRandom(0x59_4f_4e);
  const counters = { transaction: 0, payout: 0, massPayout: 0, recipient: 0, contact: 0 };
  const transactions: Transaction[] = [...initial.transactions];
  const payouts: Payout[] = [...initial.payouts];
  const massPayouts: MassPayout[] = [...initial.massPayouts];
  const contacts: PayoutContact[] = [...initial.contacts];
  counters.transaction = Math.max(0, ...transactions.map((t) => t.id));
  counters.payout = Math.max(0, ...payouts.map((p) => p.id));
  counters.massPayout = Math.max(0, ...massPayouts.map((m) => m.id));
  counters.recipient = Math.max(0, ...massPayouts.flatMap((m) => m.recipients.map((r) => r.id)));
  counters.contact = Math.max(0, ...contacts.map((c) => c.id));

  return {
    now,
    business: SANDBOX_BUSINESS,
    /** In the business currency (XOF). */
    balance: balance ?? initial.balance?.availableBalance ?? 0,
    /** Newest first, as the lists answer. */
    transactions,
    payouts,
    massPayouts,
    contacts,
    links: new Map<string, PaymentLinkRecord>(),
    /** Answers already given, by idempotency key. */
    idempotency: new Map<string, StoredResponse>(),
    nextId: (kind: keyof typeof counters) => ++counters[kind],
    /** A token of 16 lowercase letters and digits. */
    token: (prefix: string) =>
      `${prefix}_${Array.from({ length: 16 }, () => Math.floor(random() * 36).toString(36)).join('')}`,
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
