// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../../sandbox';
import { storageKey, type SavedCheckout } from './resume';
import { useCheckout } from './useCheckout';

const link = buildPaymentLinkDetails({ token: 'pl_repris' });
const pending: SavedCheckout = {
  version: 1,
  entry: { country: 'SN', method: 'WAVESN', phone: '770000003' },
  screen: { name: 'pending', transactionId: 'YN-PI-000001', since: Date.now() },
  otpAsked: false,
};

afterEach(() => sessionStorage.clear());

describe('useCheckout on a page the server rendered', () => {
  it('starts on the form, then goes on from where the payer was before a reload', () => {
    sessionStorage.setItem(storageKey(link.token), JSON.stringify(pending));
    // StrictMode runs the effects twice: the second run must not read what the first just saved.
    const { result, unmount } = renderHook(
      () => useCheckout(link.token, { preloaded: { link, groups: paymentMethodGroups } }),
      { reactStrictMode: true },
    );
    expect(result.current.state.screen).toEqual(pending.screen);
    expect(result.current.state.entry).toMatchObject(pending.entry);
    unmount();
  });
});
