import { describe, expect, it } from 'vitest';
import { isPaymentPagePath, paymentTokenOf } from './paymentPath';

describe('the hosted payment page path', () => {
  it('matches /paiement/{token} in any case, with or without a trailing slash', () => {
    expect(isPaymentPagePath('/paiement/pl_8Kd2')).toBe(true);
    expect(isPaymentPagePath('/PAIEMENT/pl_8Kd2/')).toBe(true);
    expect(isPaymentPagePath('/paiement')).toBe(false);
    expect(isPaymentPagePath('/paiement/')).toBe(false);
    expect(isPaymentPagePath('/paiement/a/b')).toBe(false);
  });

  it('reads the token with its own case, decoded', () => {
    expect(paymentTokenOf('/PAIEMENT/pl_8Kd2/')).toBe('pl_8Kd2');
    expect(paymentTokenOf('/paiement/a%20b')).toBe('a b');
    expect(paymentTokenOf('/paiement/%E0%A4%A')).toBe('%E0%A4%A');
    expect(paymentTokenOf('/faq')).toBe('');
  });
});
