import { describe, expect, it } from 'vitest';
import {
  caretAfterCardDigits,
  cardBrandOf,
  cardDigits,
  cardProblems,
  cardRequest,
  cvcDigits,
  formatExpiry,
  groupCardNumber,
  isExpired,
  luhnValid,
  parseExpiry,
} from './cardRules';
import { cardFormCopy as copy } from './cardCopy';
// 26 November 2026, the day these were written: expiry is compared with the month.
const NOW = Date.UTC(2026, 10, 26, 12);
const good = { number: '4242 4242 4242 4242', expiry: '09 / 30', cvc: '123', holder: 'Awa Diop' };

describe('card number', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    // Doubled digits above 4 carry over: 5 doubled counts 1, 9 doubled counts 9.
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('5105105105105100')).toBe(true);
    expect(luhnValid('4012888888881881')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    // Two neighbours swapped.
    expect(luhnValid('2442424242424242')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('tells the network from the first digits', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('5105105105105100')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('2720990000000000')).toBe('mastercard');
    expect(cardBrandOf('2721000000000000')).toBe('unknown');
    expect(cardBrandOf('34')).toBe('amex');
    expect(cardBrandOf('37')).toBe('amex');
    expect(cardBrandOf('6')).toBe('unknown');
    expect(cardBrandOf('')).toBe('unknown');
  });

  it('groups as the network prints it, as typed', () => {
    expect(groupCardNumber('4')).toBe('4');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242424242424242123')).toBe('4242 4242 4242 4242 123');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(caretAfterCardDigits('4242 4242 4', 5)).toBe(6);
    expect(caretAfterCardDigits('4242 4242 4', 4)).toBe(4);
    expect(caretAfterCardDigits('4242', 0)).toBe(0);
  });

  it('keeps only digits of hostile pastes, 19 at most', () => {
    expect(cardDigits(' 4242-4242 4242\t4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242 abcd 4242 💳 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('1'.repeat(40))).toHaveLength(19);
    expect(cardDigits('💳💳💳')).toBe('');
    expect(cardDigits('٤٢٤٢')).toBe('');
  });

  it('says what is wrong with the number', () => {
    expect(cardProblems({ ...good, number: '' }, NOW, copy).number).toBe(copy.number.empty);
    expect(cardProblems({ ...good, number: '4242 4242' }, NOW, copy).number).toBe(
      copy.number.incomplete,
    );
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, NOW, copy).number).toBe(
      copy.number.invalid,
    );
    // Forty digits are refused, not cut to nineteen and perhaps accepted.
    expect(cardProblems({ ...good, number: '4'.repeat(40) }, NOW, copy).number).toBe(
      copy.number.invalid,
    );
    expect(cardProblems({ ...good, number: 'quatre deux 💳' }, NOW, copy).number).toBe(
      copy.number.empty,
    );
    expect(
      cardProblems({ ...good, number: '4242-4242-4242-4242' }, NOW, copy).number,
    ).toBeUndefined();
  });
});

describe('expiry', () => {
  it('writes MM / AA as typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
    expect(formatExpiry('1/30')).toBe('01 / 30');
    expect(formatExpiry('12/2030')).toBe('12 / 30');
    expect(formatExpiry('ab📅')).toBe('');
  });

  it('reads the month and year', () => {
    expect(parseExpiry('09 / 30')).toEqual({ month: 9, year: 2030 });
    expect(parseExpiry('0930')).toEqual({ month: 9, year: 2030 });
    expect(parseExpiry('9/2030')).toEqual({ month: 9, year: 2030 });
    expect(parseExpiry('13 / 30')).toBeUndefined();
    expect(parseExpiry('00 / 30')).toBeUndefined();
    expect(parseExpiry('09 / 3')).toBeUndefined();
    expect(parseExpiry('septembre')).toBeUndefined();
  });

  it('accepts a card through the last day of its month', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, NOW)).toBe(true);
    expect(cardProblems({ ...good, expiry: '10 / 26' }, NOW, copy).expiry).toBe(copy.expiry.past);
    expect(cardProblems({ ...good, expiry: '11 / 26' }, NOW, copy).expiry).toBeUndefined();
    expect(cardProblems({ ...good, expiry: '' }, NOW, copy).expiry).toBe(copy.expiry.empty);
    expect(cardProblems({ ...good, expiry: '1' }, NOW, copy).expiry).toBe(copy.expiry.invalid);
  });
});

describe('security code and name', () => {
  it('wants 3 digits, 4 on American Express', () => {
    expect(cvcDigits('1a2-3 4 5')).toBe('1234');
    expect(cardProblems({ ...good, cvc: '' }, NOW, copy).cvc).toBe(copy.cvc.empty(3));
    expect(cardProblems({ ...good, cvc: '12' }, NOW, copy).cvc).toBe(copy.cvc.invalid(3));
    expect(cardProblems({ ...good, cvc: '1234' }, NOW, copy).cvc).toBe(copy.cvc.invalid(3));
    const amex = { ...good, number: '3782 822463 10005' };
    expect(cardProblems({ ...amex, cvc: '123' }, NOW, copy).cvc).toBe(copy.cvc.invalid(4));
    expect(cardProblems({ ...amex, cvc: '1234' }, NOW, copy)).toEqual({});
  });

  it('takes names as cards print them', () => {
    expect(cardProblems({ ...good, holder: '  ' }, NOW, copy).holder).toBe(copy.holder.empty);
    expect(cardProblems({ ...good, holder: 'N’Diaye Aïssatou-Marie' }, NOW, copy)).toEqual({});
    expect(cardProblems({ ...good, holder: "O'Neil J." }, NOW, copy)).toEqual({});
    expect(cardProblems({ ...good, holder: 'Awa 💳' }, NOW, copy).holder).toBe(copy.holder.invalid);
    expect(cardProblems({ ...good, holder: '<script>' }, NOW, copy).holder).toBe(
      copy.holder.invalid,
    );
    expect(cardProblems({ ...good, holder: 'A'.repeat(61) }, NOW, copy).holder).toBe(
      copy.holder.tooLong(60),
    );
  });
});

describe('the request', () => {
  it('is normalised from a good card', () => {
    expect(cardProblems(good, NOW, copy)).toEqual({});
    expect(cardRequest({ ...good, number: '4242-4242-4242-4242', holder: ' Awa  Diop ' })).toEqual({
      cardNumber: '4242424242424242',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
      cardHolderName: 'Awa Diop',
    });
  });
});
