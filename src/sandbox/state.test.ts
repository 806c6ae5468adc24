import { describe, expect, it } from 'vitest';
import {
  buildMassPayout,
  buildMassPayoutRecipient,
  buildPayout,
  buildTransaction,
} from './fixtures';
import {
  IDEMPOTENCY_TTL_MS,
  MASS_PAYOUT_MAX_RECIPIENTS,
  MAX_IDEMPOTENCY_BYTES,
  MAX_IDEMPOTENCY_KEYS,
  MAX_MASS_PAYOUTS,
  MAX_RECORDS,
  MAX_STORED_RECIPIENTS,
} from './limits';
import {
  createSandboxState,
  RECORD_LIMITS,
  seededRandom,
  TOKEN_LENGTH,
  type RandomBytes,
} from './state';

const stored = (text = '{}') => ({ fingerprint: 'f', status: 200, text });

describe('tokens', () => {
  it('come from crypto.getRandomValues unless a generator is given', () => {
    const first = createSandboxState().token('pl');
    const second = createSandboxState().token('pl');
    expect(first).not.toBe(second);
    expect(first).toMatch(new RegExp(`^pl_[0-9A-Za-z]{${TOKEN_LENGTH}}$`));
    expect(TOKEN_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(128);
  });

  it('drop the bytes that would make some characters likelier (248 to 255)', () => {
    let calls = 0;
    // First every byte is out of range, then each is 61 ('z') or 250 (dropped).
    const random: RandomBytes = (bytes) => bytes.fill(calls++ === 0 ? 255 : 61).fill(250, 0, 5);
    expect(createSandboxState({ random }).token('pl')).toBe(`pl_${'z'.repeat(TOKEN_LENGTH)}`);
  });

  it('repeat only with a seeded generator', () => {
    const a = createSandboxState({ random: seededRandom(1) });
    const b = createSandboxState({ random: seededRandom(1) });
    expect([a.token('pl'), a.token('pl')]).toEqual([b.token('pl'), b.token('pl')]);
  });
});

describe('bounded stores', () => {
  it('keep MAX_RECORDS records a list, dropping the oldest but never the samples', () => {
    const state = createSandboxState();
    const samples = [...state.transactions];
    for (let id = 1000; id < 1000 + MAX_RECORDS + 10; id += 1) {
      state.addTransaction(buildTransaction({ id, token: `pl_${id}` }));
      state.addLink({
        token: `pl_${id}`,
        product: 'p',
        country: 'SN',
        transactionId: `t${id}`,
        returnUrl: null,
      });
      state.addPayout(buildPayout({ id }));
    }
    expect(state.transactions).toHaveLength(MAX_RECORDS);
    expect(state.payouts).toHaveLength(MAX_RECORDS);
    for (const sample of samples) expect(state.transactions).toContain(sample);
    // Newest first; the first ones added are gone, with their links.
    expect(state.transactions[0]!.id).toBe(1000 + MAX_RECORDS + 9);
    expect(state.transactions.some((t) => t.id === 1000)).toBe(false);
    expect(state.links.has('pl_1000')).toBe(false);
    expect(state.links.size).toBeLessThanOrEqual(MAX_RECORDS);
  });

  it('keep at most MAX_STORED_RECIPIENTS recipients over the mass payouts', () => {
    const state = createSandboxState({ seed: false });
    const full = Array.from({ length: MASS_PAYOUT_MAX_RECIPIENTS }, (_, i) =>
      buildMassPayoutRecipient({ id: i }),
    );
    const rounds = MAX_STORED_RECIPIENTS / MASS_PAYOUT_MAX_RECIPIENTS + 3;
    for (let id = 1; id <= rounds; id += 1) {
      state.addMassPayout(buildMassPayout({ id, recipients: full }));
    }
    const count = state.massPayouts.reduce((sum, m) => sum + m.recipients.length, 0);
    expect(count).toBe(MAX_STORED_RECIPIENTS);
    expect(state.massPayouts[0]!.id).toBe(rounds);
    for (let id = 1; id <= MAX_MASS_PAYOUTS + 1; id += 1) {
      state.addMassPayout(buildMassPayout({ id, recipients: [buildMassPayoutRecipient()] }));
    }
    expect(state.massPayouts).toHaveLength(MAX_MASS_PAYOUTS);
  });
});

describe('idempotency store', () => {
  it('forgets a key IDEMPOTENCY_TTL_MS after it was stored', () => {
    let clock = 0;
    const state = createSandboxState({ now: () => clock });
    state.idempotency.set('k', stored());
    clock = IDEMPOTENCY_TTL_MS - 1;
    expect(state.idempotency.get('k')).toBeDefined();
    clock = IDEMPOTENCY_TTL_MS;
    expect(state.idempotency.get('k')).toBeUndefined();
    expect(state.idempotency.size).toBe(0);
  });

  it('drops expired keys as new ones come', () => {
    let clock = 0;
    const state = createSandboxState({ now: () => clock });
    for (let i = 0; i < 10; i += 1) state.idempotency.set(`old-${i}`, stored());
    clock = IDEMPOTENCY_TTL_MS;
    state.idempotency.set('new', stored());
    expect(state.idempotency.size).toBe(1);
  });

  it('keeps MAX_IDEMPOTENCY_KEYS keys, the oldest going first', () => {
    const state = createSandboxState();
    for (let i = 0; i <= MAX_IDEMPOTENCY_KEYS; i += 1) state.idempotency.set(`k${i}`, stored());
    expect(state.idempotency.size).toBe(MAX_IDEMPOTENCY_KEYS);
    expect(state.idempotency.get('k0')).toBeUndefined();
    expect(state.idempotency.get('k1')).toBeDefined();
    expect(state.idempotency.get(`k${MAX_IDEMPOTENCY_KEYS}`)).toBeDefined();
  });

  it('keeps at most MAX_IDEMPOTENCY_BYTES of answers', () => {
    const state = createSandboxState();
    const large = 'x'.repeat(400_000);
    for (let i = 0; i < 20; i += 1) state.idempotency.set(`big-${i}`, stored(large));
    expect(state.idempotency.bytes).toBeLessThanOrEqual(MAX_IDEMPOTENCY_BYTES);
    expect(state.idempotency.get('big-19')).toBeDefined();
    expect(state.idempotency.get('big-0')).toBeUndefined();
  });
});

describe('snapshot and reset', () => {
  it('gives back the same sandbox from its snapshot, samples still kept', () => {
    const state = createSandboxState({ limits: { ...RECORD_LIMITS, records: 4 } });
    state.addTransaction(buildTransaction({ id: state.nextId('transaction'), amount: 700 }));
    state.idempotency.set('key-1', stored('{"a":1}'));
    state.addLink({
      token: 'pl_a',
      product: 'Thé',
      country: 'SN',
      transactionId: 'YN-PI-000004',
      returnUrl: null,
    });
    const restored = createSandboxState({
      limits: { ...RECORD_LIMITS, records: 4 },
      snapshot: JSON.parse(JSON.stringify(state.snapshot())),
    });
    expect(restored.snapshot()).toEqual(state.snapshot());
    expect(restored.idempotency.get('key-1')?.text).toBe('{"a":1}');
    // Past the bound, the new records go, never the spec's three samples.
    for (let i = 0; i < 3; i += 1) {
      restored.addTransaction(buildTransaction({ id: restored.nextId('transaction') }));
    }
    expect(restored.transactions.map((t) => t.id)).toEqual([7, 3, 2, 1]);
  });

  it('starts again from the samples on a reset, its ids going on', () => {
    const state = createSandboxState();
    const before = state.snapshot().transactions.length;
    state.addTransaction(buildTransaction({ id: state.nextId('transaction') }));
    state.addLink({
      token: 'pl_a',
      product: 'Thé',
      country: 'SN',
      transactionId: 'x',
      returnUrl: null,
    });
    state.balance = 5;
    state.reset();
    expect(state.transactions).toHaveLength(before);
    expect(state.links.size).toBe(0);
    expect(state.balance).toBe(250_000);
    expect(state.nextId('transaction')).toBe(5);
  });
});
