import { describe, expect, it } from 'vitest';
import { outcomeOf, targetOriginOf } from './embedding';
import { checkoutReducer } from './reducer';
import { answer, edit, loaded, sent } from './testCheckout';

describe('targetOriginOf', () => {
  const allowed = ['https://shop.example', 'http://localhost:3000', 'https://a.example'];

  it('posts to the origin the merchant named, else to the page that embedded this one', () => {
    expect(targetOriginOf('?origin=https://shop.example/panier', '', allowed)).toBe(
      'https://shop.example',
    );
    expect(targetOriginOf('', 'https://shop.example/checkout?x=1', allowed)).toBe(
      'https://shop.example',
    );
    expect(targetOriginOf('?origin=https://a.example', 'https://b.example/', allowed)).toBe(
      'https://a.example',
    );
    expect(targetOriginOf('', 'http://localhost:3000/', allowed)).toBe('http://localhost:3000');
  });

  it('never posts to an origin the merchant did not register, nor to just anyone', () => {
    expect(targetOriginOf('?origin=https://evil.example', '', allowed)).toBeUndefined();
    expect(targetOriginOf('', 'https://evil.example/', allowed)).toBeUndefined();
    expect(
      targetOriginOf('?origin=https://evil.example', 'https://shop.example/', allowed),
    ).toBeUndefined();
    expect(targetOriginOf('', '', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=*', 'https://b.example/', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=javascript:alert(1)', '', allowed)).toBeUndefined();
    expect(targetOriginOf('?origin=data:text/html,x', '', allowed)).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('tells the embedding page the outcome once there is one', () => {
    const state = loaded(edit({ method: 'WAVESN', phone: '770000001' }));
    expect(outcomeOf(state)).toBeUndefined();
    const paid = checkoutReducer(sent(state), {
      type: 'answered',
      answer: answer('SUCCESS'),
      at: 1,
    });
    expect(outcomeOf(paid)).toEqual({
      type: 'yonnee:payment-outcome',
      token: 'pl-000001',
      status: 'SUCCESS',
      transactionId: 'YN-PI-000001',
      amount: 45_000,
      currency: 'XOF',
    });
    const refused = checkoutReducer(sent(state), {
      type: 'answered',
      answer: answer('REJECTED', 'PAYMENT_FAILED'),
      at: 1,
    });
    expect(outcomeOf(refused)?.status).toBe('REJECTED');
    const late = checkoutReducer(
      checkoutReducer(sent(state), { type: 'answered', answer: answer('PENDING'), at: 1 }),
      { type: 'timedOut' },
    );
    expect(outcomeOf(late)?.status).toBe('PENDING');
  });
});
