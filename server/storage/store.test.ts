// The storage, on both engines it runs on: embedded PGlite (always) and a PostgreSQL server
// (when TEST_DATABASE_URL names one: `.ci/run` starts a throwaway cluster for it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, StorageBusyError } from './open.mjs';
import { createStore, INBOX_MAX } from './store.mjs';
import { engines } from './testEngines';

describe.each(engines)('$name', ({ where }) => {
  let storage: Awaited<ReturnType<typeof openStorage>>;
  let store: ReturnType<typeof createStore>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const target = await where();
    drop = target.drop;
    storage = await openStorage(target.where);
    store = createStore(storage.db);
  }, 120_000);

  afterAll(async () => {
    await storage?.close();
    await drop?.();
  });

  it('stores a message once, with a reference a person can read out', async () => {
    const message = {
      kind: 'contact' as const,
      page: '/contacteznous',
      lastName: 'Diop',
      firstName: 'Awa',
      email: 'Awa.Diop@Exemple.SN',
      phone: '',
      body: 'Bonjour, je voudrais ouvrir un compte.',
    };
    const first = await store.recordMessage(message);
    expect(first).toEqual({
      reference: expect.stringMatching(/^YN-[0-9A-HJKMNP-TV-Z]{8}$/),
      stored: true,
    });
    // A reload or a second tap: the same message, the same reference, one row.
    expect(await store.recordMessage({ ...message, email: 'awa.diop@exemple.sn' })).toEqual({
      reference: first.reference,
      stored: false,
    });
    const other = await store.recordMessage({ ...message, body: 'Une autre question.' });
    expect(other.reference).not.toBe(first.reference);
    const { messages } = await store.inbox();
    expect(messages.filter((m) => m.email === 'awa.diop@exemple.sn')).toHaveLength(2);
    expect(messages[0]).toMatchObject({ reference: other.reference, body: 'Une autre question.' });
    expect(messages[0]).not.toHaveProperty('dedupeKey');
  });

  it('keeps what it is given as text, whatever it holds', async () => {
    const body = "'); DROP TABLE messages; -- <script>alert(1)</script> \u0000\u202e émoji 🙂";
    const { reference } = await store.recordMessage({
      kind: 'password-reset',
      page: '/forgot-password',
      email: 'x@exemple.sn',
      body: body.replace('\u0000', ''),
    });
    const { messages } = await store.inbox();
    expect(messages.find((m) => m.reference === reference)?.body).toBe(body.replace('\u0000', ''));
  });

  it('subscribes an address once, again without error, and back after unsubscribing', async () => {
    const first = await store.subscribe('Moussa@Exemple.sn');
    expect(first).toEqual({ token: expect.stringMatching(/^[\w-]{32}$/), status: 'new' });
    expect(await store.subscribe('moussa@exemple.sn')).toEqual({
      token: first.token,
      status: 'already',
    });
    expect(await store.subscriptionOf(first.token)).toEqual({
      email: 'moussa@exemple.sn',
      active: true,
    });
    expect(await store.unsubscribe(first.token)).toBe(true);
    expect(await store.subscriptionOf(first.token)).toEqual({
      email: 'moussa@exemple.sn',
      active: false,
    });
    const { subscriptions } = await store.inbox();
    expect(
      subscriptions.find((s) => s.email === 'moussa@exemple.sn')?.unsubscribedAt,
    ).toBeInstanceOf(Date);
    expect(await store.subscribe('moussa@exemple.sn')).toEqual({
      token: first.token,
      status: 'renewed',
    });
    expect(await store.unsubscribe('unknown-token')).toBe(false);
    expect(await store.subscriptionOf('unknown-token')).toBeUndefined();
  });

  it('lists at most INBOX_MAX rows of each kind', async () => {
    const many = Array.from({ length: INBOX_MAX + 5 }, (_, i) =>
      store.subscribe(`n${i}@exemple.sn`),
    );
    await Promise.all(many);
    const { subscriptions } = await store.inbox();
    expect(subscriptions).toHaveLength(INBOX_MAX);
    // Five hundred writes: seconds on a busy machine, not a sign of anything wrong.
  }, 60_000);
});

describe('the embedded data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'yonnee-data-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps what was stored across a restart, and is opened by one process at a time', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await openStorage({ dataDir });
    const { reference } = await createStore(first.db).recordMessage({
      kind: 'contact',
      page: '/contacteznous',
      email: 'awa@exemple.sn',
      body: 'Survivra au redémarrage.',
    });
    await expect(openStorage({ dataDir })).rejects.toBeInstanceOf(StorageBusyError);
    await first.close();
    const second = await openStorage({ dataDir });
    const { messages } = await createStore(second.db).inbox();
    await second.close();
    expect(messages.map((m) => m.reference)).toEqual([reference]);
  }, 120_000);
});
