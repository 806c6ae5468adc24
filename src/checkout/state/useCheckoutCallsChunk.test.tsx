// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../../sandbox';
import { useCheckout } from './useCheckout';

// The API's calls are a chunk of their own (checkoutCalls.ts): here it is held back, as on a
// slow network, until `release()`; the payment it sends is a spy.
let release = () => {};
const held = new Promise<void>((resolve) => (release = resolve));
const sendPayment = vi.fn(async () => ({ type: 'linkPaid' as const }));
vi.mock('./checkoutCalls', async () => {
  await held;
  return {
    attemptFor: () => ({ key: 'cle-1', fingerprint: 'empreinte-1' }),
    sendPayment,
  };
});

const link = buildPaymentLinkDetails({ token: 'pl_lent' });

describe('useCheckout while the API’s chunk is on its way', () => {
  it('keeps a payment sent meanwhile, busy at once and sent once, when the chunk arrives', async () => {
    const { result } = renderHook(() =>
      useCheckout(link.token, { preloaded: { link, groups: paymentMethodGroups } }),
    );
    act(() => result.current.edit({ country: 'SN', method: 'WAVESN', phone: '770000001' }));
    act(() => void result.current.submit('method'));
    act(() => void result.current.submit('phone'));
    expect(result.current.state.screen).toMatchObject({ name: 'form', sending: true });
    // A second press meanwhile (Enter in the field) sends nothing more.
    act(() => void result.current.submit('phone'));

    await act(async () => release());
    await waitFor(() => expect(result.current.state.screen.name).toBe('paid'));
    expect(sendPayment).toHaveBeenCalledTimes(1);
    expect(sendPayment.mock.calls[0]).toContainEqual({ key: 'cle-1', fingerprint: 'empreinte-1' });
  });
});
