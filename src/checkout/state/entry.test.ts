import { describe, expect, it } from 'vitest';
import { planFor } from '../phonePlans';
import { fingerprintOf, payRequest, phoneMessage, stepProblem, suggestedMethod } from './entry';
import { edit, loaded } from './testCheckout';

describe('stepProblem', () => {
  it('asks for a method first', () => {
    expect(stepProblem(loaded(), 'method')).toEqual({
      field: 'method',
      message: { key: 'method.required' },
    });
    expect(stepProblem(loaded(edit({ method: 'WAVESN' })), 'method')).toBeUndefined();
  });

  it('checks the number against the country’s plan: empty, short, wrong start', () => {
    const phone = (digits: string, country = 'SN') =>
      stepProblem(loaded(edit({ country }), edit({ phone: digits })), 'phone')?.message;
    expect(phone('')).toEqual({ key: 'phone.empty' });
    expect(phone('7700000')).toEqual({ key: 'phoneIncomplete', length: 9 });
    expect(phone('330000001')).toEqual({
      key: 'phoneInvalid',
      country: 'SN',
      leads: planFor('SN')!.leads,
    });
    expect(phone('770000001')).toBeUndefined();
    // Côte d'Ivoire has ten digits since 2021.
    expect(phone('070000000', 'CI')).toEqual({ key: 'phoneIncomplete', length: 10 });
    expect(phone('0700000001', 'CI')).toBeUndefined();
  });

  it('wants a code of 4 to 6 digits', () => {
    const otp = (code: string) => stepProblem(loaded(edit({ otp: code })), 'otp')?.message;
    expect(otp('')).toEqual({ key: 'otp.required' });
    expect(otp('123')).toEqual({ key: 'otp.invalid' });
    expect(otp('12a4')).toEqual({ key: 'otp.invalid' });
    expect(otp('1234567')).toEqual({ key: 'otp.invalid' });
    expect(otp('1234')).toBeUndefined();
    expect(otp('123456')).toBeUndefined();
  });
});

describe('phoneMessage', () => {
  const plan = planFor('SN')!;
  const invalid = { key: 'phoneInvalid', country: 'SN', leads: plan.leads };
  it('reports a wrong start while typing, and nothing else until the payer goes on', () => {
    expect(phoneMessage('7', plan, false)).toBeUndefined();
    expect(phoneMessage('77', plan, false)).toBeUndefined();
    expect(phoneMessage('3', plan, false)).toEqual(invalid);
    expect(phoneMessage('79', plan, false)).toEqual(invalid);
    expect(phoneMessage('77', plan, true)).toEqual({ key: 'phoneIncomplete', length: 9 });
  });
});

describe('suggestedMethod', () => {
  it('suggests the wallet of the number’s network between network-bound wallets', () => {
    const state = loaded(edit({ method: 'FREESN', phone: '77' }));
    expect(suggestedMethod(state)).toMatchObject({
      network: 'Orange',
      method: { paymentMethod: 'OMSN' },
    });
    expect(suggestedMethod(loaded(edit({ method: 'FREESN', phone: '76' })))).toBeUndefined();
  });

  it('never second-guesses a wallet that takes any number', () => {
    expect(suggestedMethod(loaded(edit({ method: 'WAVESN', phone: '770000001' })))).toBeUndefined();
  });
});

describe('payRequest and fingerprintOf', () => {
  it('sends the code only when one is needed', () => {
    const wave = loaded(edit({ method: 'WAVESN', phone: '770000001', otp: '1234' }));
    expect(payRequest(wave)).toEqual({
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: '770000001',
    });
    const orange = loaded(edit({ method: 'OMSN', phone: '770000001', otp: '123456' }));
    expect(payRequest(orange).codeOtp).toBe('123456');
  });

  it('tells requests apart without keeping the code itself', () => {
    const request = { paymentMethod: 'OMSN', prefixPhone: '221', phoneNumber: '770000001' };
    const withCode = fingerprintOf({ ...request, codeOtp: '123456' });
    expect(withCode).not.toContain('123456');
    expect(withCode).not.toBe(fingerprintOf(request));
    expect(fingerprintOf({ ...request, phoneNumber: '770000002' })).not.toBe(
      fingerprintOf(request),
    );
  });
});
