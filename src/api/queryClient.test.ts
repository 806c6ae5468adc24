import {
  focusManager,
  MutationObserver,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { isValidElement, type ReactNode } from 'react';

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { TEST_PHONE_NUMBERS } from './sandboxTestNumbers';
import { setupSandboxServer, testApi } from '../sandbox/testServer';
import { HttpError, NetworkError, SchemaMismatchError } from './errors';
import { balanceQuery, createPayoutMutation, transfersQuery } from './queries';
import {
  createQueryClient,
  GC_TIME_MS,
  quietErrors,
  retryDelay,
  shouldRetry,
  STALE_TIME_MS,
  type Notice,
  type QueryClientDependencies,
} from './queryClient';

const env = setupSandboxServer();

const HERE = '/documentation/api?tab=curl#pay-in';

function setup(overrides: Partial<QueryClientDependencies> = {}) {
  const mocks = {
    onUnauthorized: vi.fn<() => void>(),
    navigate: vi.fn<(to: string) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    logError: vi.fn<(error: unknown) => void>(),
  };
  const client = createQueryClient({
    api: testApi,
    currentLocation: () => HERE,
    ...mocks,
    ...overrides,
  });
  return { client, ...mocks };
}

const textOf = (node: ReactNode): string =>
  isValidElement<{ children?: ReactNode }>(node) ? textOf(node.props.children) : String(node);

/** The toasts shown, as plain data: title text, its language when marked, variant. */
const toastsOf = (notify: Mock<(notice: Notice) => void>) =>
  notify.mock.calls.map(([input]) => ({
    title: textOf(input.title),
    lang: isValidElement<{ lang?: string }>(input.title) ? input.title.props.lang : undefined,
    variant: input.variant ?? 'default',
  }));

/** Runs a query the way useQuery does (an observer) and waits until it settles. */
interface Observable {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): { fetchStatus: string; error: unknown };
}

async function observe(observer: Observable) {
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'), {
    timeout: 60_000,
  });
  return { result: observer.getCurrentResult(), unsubscribe };
}

const validPayout = {
  amount: 200,
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: TEST_PHONE_NUMBERS.success,
};

function mutate(
  client: QueryClient,
  variables = { ...validPayout },
  meta?: Record<string, unknown>,
) {
  return new MutationObserver(client, { ...createPayoutMutation(), meta })
    .mutate(variables)
    .catch((error: unknown) => error);
}

describe('defaults (spec 7)', () => {
  it('are stale after 10 s, refetched on focus, kept 5 min, retried by the policy', () => {
    const { client } = setup();
    const queries = client.getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(10_000);
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(queries.gcTime).toBe(5 * 60 * 1000);
    expect(queries.retry).toBe(shouldRetry);
    expect(queries.retryDelay).toBe(retryDelay);
  });
});

describe('cache timing, with fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('serves data for 10 s, then fetches again', async () => {
    const { client } = setup();
    let requests = 0;
    env.server.events.on('request:start', () => (requests += 1));
    await client.fetchQuery(balanceQuery());
    await vi.advanceTimersByTimeAsync(STALE_TIME_MS - 1);
    await client.fetchQuery(balanceQuery());
    expect(requests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await client.fetchQuery(balanceQuery());
    expect(requests).toBe(2);
  });

  it('forgets unused data after 5 minutes', async () => {
    const { client } = setup();
    await client.fetchQuery(balanceQuery());
    await vi.advanceTimersByTimeAsync(GC_TIME_MS - 1);
    expect(client.getQueryData(balanceQuery().queryKey)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(balanceQuery().queryKey)).toBeUndefined();
  });

  it('refetches stale data when the window regains focus', async () => {
    const { client } = setup();
    // QueryClientProvider mounts the client, which is what listens to focus.
    client.mount();
    let requests = 0;
    env.server.events.on('request:start', () => (requests += 1));
    const { unsubscribe } = await observe(new QueryObserver(client, balanceQuery()));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toBe(1);
    await vi.advanceTimersByTimeAsync(STALE_TIME_MS);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toBe(2);
    unsubscribe();
    client.unmount();
    focusManager.setFocused(undefined);
  });
});

describe('retry policy, with fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  function countRequests() {
    const times: number[] = [];
    env.server.events.on('request:start', () => times.push(Date.now()));
    return times;
  }

  it('retries 3 times, 1 s, 2 s then 4 s apart', async () => {
    env.sandbox.scenarios.set('serverError');
    const times = countRequests();
    const { client } = setup();
    const done = client.fetchQuery(balanceQuery()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await done).toBeInstanceOf(HttpError);
    expect(times).toHaveLength(4);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1000, 2000, 4000]);
  });

  it('stops retrying as soon as an attempt succeeds', async () => {
    const times = countRequests();
    env.sandbox.scenarios.set('networkError');
    const { client } = setup();
    const done = client.fetchQuery(balanceQuery());
    await vi.advanceTimersByTimeAsync(1000);
    env.sandbox.scenarios.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect((await done).data.availableBalance).toBe(250_000);
    expect(times).toHaveLength(3);
  });

  it.each(['unauthorized', 'forbidden'] as const)('never retries %s', async (scenario) => {
    env.sandbox.scenarios.set(scenario);
    const times = countRequests();
    const { client } = setup();
    const done = client.fetchQuery(balanceQuery()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await done).toBeInstanceOf(HttpError);
    expect(times).toHaveLength(1);
  });

  it('caps the backoff at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(shouldRetry(2, new NetworkError('GET /x', null))).toBe(true);
    expect(shouldRetry(3, new NetworkError('GET /x', null))).toBe(false);
  });
});

describe('global error handling (spec 8)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  async function failQuery(client: QueryClient, meta?: Record<string, unknown>) {
    const observed = observe(new QueryObserver(client, { ...transfersQuery(), meta }));
    await vi.advanceTimersByTimeAsync(60_000);
    const { result, unsubscribe } = await observed;
    unsubscribe();
    return result.error;
  }

  it('query 401: "Session expired!", session reset, sign-in with a way back', async () => {
    env.sandbox.scenarios.set('unauthorized');
    const { client, notify, onUnauthorized, navigate } = setup();
    await failQuery(client);
    expect(toastsOf(notify)).toEqual([
      { title: 'Session expired!', lang: 'en', variant: 'destructive' },
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/sign-in?redirect=%2Fdocumentation%2Fapi%3Ftab%3Dcurl%23pay-in',
    );
  });

  it('401 while already on the sign-in page: no second redirect', async () => {
    env.sandbox.scenarios.set('unauthorized');
    const { client, navigate, onUnauthorized } = setup({
      currentLocation: () => '/sign-in?redirect=%2Ftarif',
    });
    await failQuery(client);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('mutation 401 is a lost session too', async () => {
    env.sandbox.scenarios.set('unauthorized');
    const { client, notify, navigate } = setup();
    await mutate(client);
    expect(toastsOf(notify)[0]?.title).toBe('Session expired!');
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/sign-in\?redirect=/));
  });

  it('query 500: "Internal Server Error!" and the 500 page, once the retries are spent', async () => {
    env.sandbox.scenarios.set('serverError');
    const { client, notify, navigate, logError } = setup();
    await failQuery(client);
    expect(toastsOf(notify)).toEqual([
      { title: 'Internal Server Error!', lang: 'en', variant: 'destructive' },
    ]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/500');
    expect(logError).not.toHaveBeenCalled();
  });

  it('mutation 500 stays on the page and shows the API title', async () => {
    env.sandbox.scenarios.set('serverError');
    const { client, notify, navigate } = setup();
    await mutate(client);
    expect(navigate).not.toHaveBeenCalled();
    expect(toastsOf(notify)[0]?.title).toBe(
      'Erreur interne du serveur : réessayez dans quelques instants.',
    );
  });

  it('mutation 304: "Content not modified!"', async () => {
    env.sandbox.scenarios.set('notModified');
    const { client, notify, logError } = setup();
    await mutate(client);
    expect(toastsOf(notify)).toEqual([
      { title: 'Content not modified!', lang: 'en', variant: 'default' },
    ]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('status 204: "Content not found."', async () => {
    env.sandbox.scenarios.set('noContent');
    const { client, notify } = setup();
    await failQuery(client);
    expect(toastsOf(notify)).toEqual([
      { title: 'Content not found.', lang: 'en', variant: 'destructive' },
    ]);
  });

  it("HTTP-client error: the toast's title is the body's data.title", async () => {
    const { client, notify, logError } = setup();
    const error = await mutate(client, { ...validPayout, amount: -200 });
    expect(error).toBeInstanceOf(HttpError);
    expect(toastsOf(notify)).toEqual([
      {
        title: 'Le montant (amount) doit être supérieur à zéro ; reçu : -200.',
        lang: undefined,
        variant: 'destructive',
      },
    ]);
    expect(logError).toHaveBeenCalledWith(error);
  });

  it('query 403 shows its data.title and is not retried', async () => {
    env.sandbox.scenarios.set('forbidden');
    const { client, notify, navigate } = setup();
    await failQuery(client);
    expect(toastsOf(notify)).toEqual([
      {
        title: "Ce compte marchand n'a pas accès à cette opération.",
        lang: undefined,
        variant: 'destructive',
      },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('anything else: logged, destructive "Something went wrong!"', async () => {
    env.sandbox.scenarios.set('malformed', ['listPayouts']);
    const { client, notify, logError } = setup();
    const error = await failQuery(client);
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(logError).toHaveBeenCalledWith(error);
    expect(toastsOf(notify)).toEqual([
      { title: 'Something went wrong!', lang: 'en', variant: 'destructive' },
    ]);

    env.sandbox.scenarios.set('networkError');
    const failed = await mutate(client);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(toastsOf(notify)[1]?.title).toBe('Something went wrong!');
  });

  it('a mutation with no function fails with "No mutationFn found"', async () => {
    const { client, notify, logError } = setup();
    const error = await new MutationObserver(client, {}).mutate(undefined).catch((e: unknown) => e);
    expect(error).toEqual(new Error('No mutationFn found'));
    expect(logError).toHaveBeenCalledWith(error);
    expect(toastsOf(notify)[0]?.title).toBe('Something went wrong!');
  });

  it('stays silent for queries and mutations that show their own errors', async () => {
    env.sandbox.scenarios.set('unauthorized');
    const { client, notify, navigate, onUnauthorized } = setup();
    await failQuery(client, quietErrors);
    await mutate(client, { ...validPayout }, quietErrors);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reads the browser's location by default", async () => {
    vi.stubGlobal('window', { location: { pathname: '/tarif', search: '', hash: '' } });
    env.sandbox.scenarios.set('unauthorized');
    const navigate = vi.fn();
    const notify = vi.fn<(notice: Notice) => void>();
    const client = createQueryClient({ api: testApi, onUnauthorized: vi.fn(), navigate, notify });
    await failQuery(client);
    expect(navigate).toHaveBeenCalledWith('/sign-in?redirect=%2Ftarif');
    expect(toastsOf(notify)).toEqual([
      { title: 'Session expired!', lang: 'en', variant: 'destructive' },
    ]);
  });
});
