import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_PHONE_NUMBERS } from '../sandboxTestNumbers';
import { setupSandboxServer, testApi } from '../../sandbox/testServer';
import {
  balanceQuery,
  createMassPayoutMutation,
  createPayoutMutation,
  payInMobileMutation,
  transfersQuery,
  withApiConfig,
} from '.';

const env = setupSandboxServer();

const payout = () => ({
  amount: 200,
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: TEST_PHONE_NUMBERS.success,
});

function recordKeys() {
  const keys: (string | null)[] = [];
  env.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') keys.push(request.headers.get('idempotency-key'));
  });
  return keys;
}

const newClient = () =>
  withApiConfig(new QueryClient({ defaultOptions: { queries: { retry: false } } }), testApi);

describe('idempotency of money-moving mutations', () => {
  it('retrying with mutation.variables resends the same key and pays once', async () => {
    const keys = recordKeys();
    const before = env.sandbox.state.balance;
    const observer = new MutationObserver(newClient(), createPayoutMutation());
    const first = await observer.mutate(payout());
    const again = await observer.mutate(observer.getCurrentResult().variables!);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(again).toEqual(first);
    expect(env.sandbox.state.balance).toBe(before - 204);
  });

  it('a new submission is a new action with a new key', async () => {
    const keys = recordKeys();
    const observer = new MutationObserver(newClient(), createPayoutMutation());
    await observer.mutate(payout());
    await observer.mutate(payout());
    expect(keys[1]).not.toBe(keys[0]);
    expect(env.sandbox.state.payouts).toHaveLength(3);
  });

  it('an answer lost on the way back is retried with the same key and paid once', async () => {
    let lost = false;
    env.server.use(
      http.post('*/api/v1/transfer/create', async ({ request }) => {
        if (lost) return undefined;
        lost = true;
        // The sandbox does the payout, then the connection drops before the answer arrives.
        await getResponse(env.sandbox.handlers, request.clone());
        return HttpResponse.error();
      }),
    );
    const keys = recordKeys();
    const before = env.sandbox.state.balance;
    const answer = await new MutationObserver(newClient(), {
      ...createPayoutMutation(),
      retry: 1,
      retryDelay: 0,
    }).mutate(payout());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(answer.data.status).toBe('SUCCESS');
    expect(env.sandbox.state.payouts).toHaveLength(2);
    expect(env.sandbox.state.balance).toBe(before - 204);
  });

  it('covers pay-ins and mass payouts too', async () => {
    const keys = recordKeys();
    const client = newClient();
    await new MutationObserver(client, payInMobileMutation()).mutate({ ...payout(), amount: 100 });
    await new MutationObserver(client, createMassPayoutMutation()).mutate({
      payOutMassList: [
        {
          name: 'Ndiaye',
          surname: 'Awa',
          email: 'awa@example.sn',
          amount: 200,
          currency: 'XOF',
          phone: '770000001',
          prefix: '221',
          paiement_method: 'WAVESN',
        },
      ],
    });
    expect(keys.every(Boolean)).toBe(true);
    expect(keys).toHaveLength(2);
  });
});

describe('invalidation', () => {
  it('a payout refreshes the payout list and the balance', async () => {
    const client = newClient();
    const list = new QueryObserver(client, transfersQuery());
    const balance = new QueryObserver(client, balanceQuery());
    const stop = [list.subscribe(() => {}), balance.subscribe(() => {})];
    await expect.poll(() => list.getCurrentResult().data).toHaveLength(1);
    await new MutationObserver(client, createPayoutMutation()).mutate(payout());
    expect(list.getCurrentResult().data).toHaveLength(2);
    expect(balance.getCurrentResult().data?.availableBalance).toBe(250_000 - 204);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('configuration per client', () => {
  it('two clients on one page send their own credentials, each to its own cache', async () => {
    const keys: (string | null)[] = [];
    env.server.events.on('request:start', ({ request }) =>
      keys.push(request.headers.get('x-api-key')),
    );
    const own = newClient();
    const other = withApiConfig(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      {
        ...testApi,
        apiKey: 'yk_other_merchant',
      },
    );
    const [answered, refused] = await Promise.allSettled([
      own.fetchQuery(balanceQuery()),
      other.fetchQuery(balanceQuery()),
    ]);
    expect(answered.status).toBe('fulfilled');
    expect(refused).toMatchObject({ status: 'rejected', reason: { status: 401 } });
    expect(keys.sort()).toEqual([testApi.apiKey, 'yk_other_merchant'].sort());
    await expect(
      new MutationObserver(other, createPayoutMutation()).mutate(payout()),
    ).rejects.toMatchObject({ status: 401 });
    expect(keys.at(-1)).toBe('yk_other_merchant');
  });
});
