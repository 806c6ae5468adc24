import { describe, expect, it } from 'vitest';
import { countries } from '../sandbox/catalogue';
import { testOutcomes, testPhoneNumber } from '../api/sandboxTestNumbers';
import {
  caretAfterDigits,
  formatNational,
  maskPhone,
  nationalDigits,
  networkOf,
  numberingPlans,
  phoneProblem,
  planFor,
} from './phonePlans';

const sn = planFor('SN')!;
const ci = planFor('CI')!;
const cm = planFor('CM')!;

describe('numbering plans', () => {
  it('cover the countries the API serves, with the calling codes and rules the sandbox checks', () => {
    expect(numberingPlans.map((plan) => plan.country)).toEqual(countries.map((c) => c.code));
    for (const country of countries) {
      const plan = planFor(country.code)!;
      expect(plan.prefix, country.code).toBe(country.prefix);
      expect(plan.pattern.source, country.code).toBe(country.mobilePattern.source);
      expect(
        plan.groups.reduce((a, b) => a + b, 0),
        country.code,
      ).toBe(plan.length);
      for (const outcome of testOutcomes) {
        expect(phoneProblem(testPhoneNumber(country.code, outcome), plan)).toBeUndefined();
      }
    }
  });

  it('write numbers the way each country does', () => {
    expect(formatNational('770000001', sn)).toBe('77 000 00 01');
    expect(formatNational('0700000002', ci)).toBe('07 00 00 00 02');
    expect(formatNational('600000001', cm)).toBe('6 00 00 00 01');
    expect(formatNational('7700', sn)).toBe('77 00');
    expect(formatNational('', sn)).toBe('');
  });

  it('keep national digits only, dropping a calling code typed or pasted with the number', () => {
    expect(nationalDigits('77 000-00.01', sn)).toBe('770000001');
    expect(nationalDigits('+221 77 000 00 01', sn)).toBe('770000001');
    expect(nationalDigits('00221770000001', sn)).toBe('770000001');
    expect(nationalDigits('+225 07 00 00 00 01', ci)).toBe('0700000001');
    // A national number that happens to start like the calling code is left alone.
    expect(nationalDigits('2217', sn)).toBe('2217');
    expect(nationalDigits('7700000012345', sn)).toBe('770000001');
  });

  it('say what is wrong with a number', () => {
    expect(phoneProblem('', sn)).toBe('empty');
    expect(phoneProblem('77000', sn)).toBe('incomplete');
    expect(phoneProblem('990000001', sn)).toBe('invalid');
    expect(phoneProblem('770000001', sn)).toBeUndefined();
    // The 8-digit numbers of the old Ivorian plan are no longer complete.
    expect(phoneProblem('07000000', ci)).toBe('incomplete');
    expect(phoneProblem('0900000001', ci)).toBe('invalid');
  });

  it('guess the network from the leading digits where the plan allows', () => {
    expect(networkOf('770000001', sn)?.name).toBe('Orange');
    expect(networkOf('760000001', sn)?.name).toBe('Free');
    expect(networkOf('700000001', sn)).toBeUndefined();
    expect(networkOf('0500000001', ci)?.wallet).toBe('MTN');
    expect(networkOf('655000001', cm)?.name).toBe('Orange');
    expect(networkOf('650000001', cm)?.name).toBe('MTN');
    expect(networkOf('70000001', planFor('ML')!)).toBeUndefined();
  });

  it('put the caret back after the same digits once the number is regrouped', () => {
    expect(caretAfterDigits('77 000 00 01', 2)).toBe(2);
    expect(caretAfterDigits('77 000 00 01', 3)).toBe(4);
    expect(caretAfterDigits('77 000 00 01', 0)).toBe(0);
    expect(caretAfterDigits('77 0', 9)).toBe(4);
  });

  it('mask the middle of a number on receipts', () => {
    expect(maskPhone('770000001', sn)).toBe('+221 77 ••• •• 01');
    expect(maskPhone('0700000001', ci)).toBe('+225 07 •• •• •• 01');
    expect(maskPhone('770000001', undefined)).toBe('77•••••01');
  });
});
