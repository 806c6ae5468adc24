// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../lib/lazyChunk';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../../sandbox';
import { useCheckout } from './useCheckout';

// The screens that follow a payment are a chunk of their own (PaymentPage/lazySteps.ts): a
// payment waits for it, so that what the payer sees next never waits on the network. Here it is
// held back, or refused, as on a slow or dropped network; the calls' chunk is at hand.
const sendPayment = vi.fn(async () => ({ type: 'linkPaid' as const }));
vi.mock('./checkoutCalls', () => ({
  attemptFor: () => ({ key: 'cle-1', fingerprint: 'empreinte-1' }),
  sendPayment,
}));

const link = buildPaymentLinkDetails({ token: 'pl_apres' });

/**
 * A chunk whose fetches are answered by hand: `arrive()` or `fail()` the one under way, once
 * `fetches()` says it has started (the hook asks for it after a few awaits of its own).
 */
function heldChunk() {
  let arrive = () => {};
  let fail = () => {};
  let fetches = 0;
  const chunk = lazyChunk(
    () =>
      new Promise<string>((resolve, reject) => {
        fetches += 1;
        arrive = () => resolve('écrans');
        fail = () => reject(new Error('no network'));
      }),
  );
  return { chunk, fetches: () => fetches, arrive: () => arrive(), fail: () => fail() };
}

function payerAtTheLastStep(afterPayment: ReturnType<typeof heldChunk>['chunk']) {
  const { result } = renderHook(() =>
    useCheckout(link.token, { preloaded: { link, groups: paymentMethodGroups }, afterPayment }),
  );
  act(() => result.current.edit({ country: 'SN', method: 'WAVESN', phone: '770000001' }));
  act(() => void result.current.submit('method'));
  return result;
}

describe('useCheckout and the screens after a payment', () => {
  // Each payer starts on a fresh history entry: the steps a test before left in it would make the
  // hook step back (useStepHistory), and that Back's late popstate would undo this test's steps.
  beforeEach(() => window.history.replaceState(null, ''));

  it('sends a payment only once their chunk is here, busy meanwhile', async () => {
    sendPayment.mockClear();
    const held = heldChunk();
    const result = payerAtTheLastStep(held.chunk);
    act(() => void result.current.submit('phone'));
    await waitFor(() =>
      expect(result.current.state.screen).toMatchObject({ name: 'form', sending: true }),
    );
    await waitFor(() => expect(held.fetches()).toBe(1));
    expect(sendPayment).not.toHaveBeenCalled();

    await act(async () => held.arrive());
    await waitFor(() => expect(result.current.state.screen.name).toBe('paid'));
    expect(sendPayment).toHaveBeenCalledTimes(1);
  });

  it('reads a chunk that did not arrive as no connection, sends nothing, and fetches it again on the next try', async () => {
    sendPayment.mockClear();
    const held = heldChunk();
    const result = payerAtTheLastStep(held.chunk);
    act(() => void result.current.submit('phone'));
    await waitFor(() => expect(held.fetches()).toBe(1));
    await act(async () => held.fail());
    await waitFor(() =>
      expect(result.current.state.error).toEqual({
        field: 'form',
        message: { key: 'errors.offline' },
      }),
    );
    expect(result.current.state.screen).toMatchObject({ name: 'form', sending: false });
    expect(sendPayment).not.toHaveBeenCalled();

    act(() => void result.current.submit('phone'));
    await waitFor(() => expect(held.fetches()).toBe(2));
    await act(async () => held.arrive());
    await waitFor(() => expect(result.current.state.screen.name).toBe('paid'));
    expect(sendPayment).toHaveBeenCalledTimes(1);
  });
});
