// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupSandboxServer, testApi } from '../../sandbox/testServer';
import { createQueryClient } from '../queryClient';
import { useBalance, useCreatePayout, usePaymentMethods, useTransfers } from '.';

setupSandboxServer();

function wrapper() {
  const client = createQueryClient({
    api: testApi,
    onUnauthorized: vi.fn(),
    navigate: vi.fn(),
    notify: vi.fn(),
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('hooks, in a React tree with the app QueryClient', () => {
  it('read the sandbox, unwrapped from the envelope', async () => {
    const { result } = renderHook(() => ({ balance: useBalance(), methods: usePaymentMethods() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    expect(result.current.balance.data?.businessName).toBe('Boutique Teranga');
    await waitFor(() => expect(result.current.methods.data?.[0]?.country).toBe('SN'));
  });

  it('a payout made through the hook shows in the list', async () => {
    const { result } = renderHook(() => ({ list: useTransfers(), create: useCreatePayout() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() =>
      result.current.create.mutateAsync({
        amount: 1500,
        currency: 'XOF',
        paymentMethod: 'WAVESN',
        prefixPhone: '221',
        phoneNumber: '770000001',
      }),
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(result.current.list.data?.[0]).toMatchObject({ amount: 1500, realAmount: 1530 });
  });
});
