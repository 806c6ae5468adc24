import { describe, expect, it } from 'vitest';
import { exampleFeeRate } from '../../content/pricing';
import { exampleFee, formatXof, parseAmount } from './fees';

describe('exampleFee', () => {
  it('reproduces the pay-in sample of the spec: 100 gives 98', () => {
    expect(exampleFee(100, 'payIn', exampleFeeRate)).toEqual({ amount: 100, fee: 2, result: 98 });
  });

  it('reproduces the mass payout sample of the spec: 200 costs 204', () => {
    expect(exampleFee(200, 'payout', exampleFeeRate)).toEqual({ amount: 200, fee: 4, result: 204 });
  });

  it('rounds the fee to the franc', () => {
    expect(exampleFee(1234, 'payIn', exampleFeeRate)).toEqual({
      amount: 1234,
      fee: 25,
      result: 1209,
    });
  });
});

describe('parseAmount', () => {
  it.each([
    ['10000', 10000],
    ['10 000', 10000],
    ['1\u202f000\u202f000', 1000000],
    [' 250 ', 250],
  ])('reads %j', (input, expected) => expect(parseAmount(input)).toBe(expected));

  it.each(['', '0', '-5', '10,5', '10.000', 'dix mille', '9999999999999'])('rejects %j', (input) =>
    expect(parseAmount(input)).toBeNull(),
  );
});

describe('formatXof', () => {
  it('writes francs CFA without decimals', () => {
    expect(formatXof(9800).replace(/\s/g, ' ')).toBe('9 800 F CFA');
  });
});
