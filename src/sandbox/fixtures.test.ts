import { describe, expect, it } from 'vitest';
import {
  BalanceSchema,
  MassPayoutSchema,
  MobilePayInResponseSchema,
  PaymentLinkDetailsSchema,
  PaymentMethodGroupSchema,
  PayoutContactSchema,
  PayoutSchema,
  TransactionSchema,
} from '../api/schemas';
import { countries, findMethod, paymentMethodGroups } from './catalogue';
import {
  buildBalance,
  buildMassPayout,
  buildMassPayoutRecipient,
  buildMobilePayInResponse,
  buildPaymentLinkDetails,
  buildPayout,
  buildPayoutContact,
  buildTransaction,
  seedData,
} from './fixtures';
import {
  outcomeFor,
  TEST_PHONE_NUMBERS,
  testOutcomes,
  testPhoneNumber,
} from '../api/sandboxTestNumbers';

describe('builders', () => {
  it.each([
    ['buildTransaction', buildTransaction, TransactionSchema],
    ['buildPayout', buildPayout, PayoutSchema],
    ['buildMassPayout', buildMassPayout, MassPayoutSchema],
    ['buildBalance', buildBalance, BalanceSchema],
    ['buildPayoutContact', buildPayoutContact, PayoutContactSchema],
    ['buildPaymentLinkDetails', buildPaymentLinkDetails, PaymentLinkDetailsSchema],
    ['buildMobilePayInResponse', buildMobilePayInResponse, MobilePayInResponseSchema],
  ] as const)('%s builds what its schema accepts', (_name, build, schema) => {
    expect(schema.safeParse(build()).success).toBe(true);
  });

  it("mirror the spec's samples", () => {
    expect(buildTransaction()).toMatchObject({
      amount: 100,
      realAmount: 98,
      currency: 'XOF',
      country: 'SN',
      prefixPhone: '221',
      paymentMethod: 'WAVESN',
    });
    expect(buildPayout()).toMatchObject({ status: 'SUCCESS', currency: 'XOF', prefix: '221' });
    expect(buildMassPayoutRecipient()).toMatchObject({
      amount: 200,
      realAmount: 204,
      payment_method: 'WAVESN',
    });
    expect(buildMobilePayInResponse().data).toMatchObject({
      paymentMessage: 'PAYMENT_SUCCESS',
      type: 'OTP',
    });
    expect(seedData().transactions.map((t) => t.status)).toContain('REJECTED');
  });

  it('take overrides and keep derived fields consistent', () => {
    expect(buildTransaction({ amount: 1000 }).realAmount).toBe(980);
    expect(buildPayout({ amount: 1000 }).realAmount).toBe(1020);
    expect(buildPayout({ id: 7 }).transactionId).toBe('YN-PO-000007');
    expect(
      buildMassPayout({
        recipients: [buildMassPayoutRecipient(), buildMassPayoutRecipient({ id: 2, amount: 300 })],
      }).amount,
    ).toBe(500);
    expect(buildMobilePayInResponse({ data: { type: 'PUSH' } }).data.paymentMessage).toBe(
      'PAYMENT_SUCCESS',
    );
  });
});

describe('payment methods', () => {
  it('cover the countries served, grouped by country', () => {
    expect(paymentMethodGroups.map((g) => g.country)).toEqual([
      'SN',
      'CI',
      'ML',
      'BF',
      'BJ',
      'TG',
      'CM',
      'GN',
      'NE',
    ]);
    for (const group of paymentMethodGroups) {
      expect(PaymentMethodGroupSchema.safeParse(group).success).toBe(true);
      expect(group.methods.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("use each country's calling code and currency, with instructions in French and English", () => {
    for (const group of paymentMethodGroups) {
      const country = countries.find((c) => c.code === group.country)!;
      for (const method of group.methods) {
        expect(method.prefixPhone).toBe(country.prefix);
        expect(method.currency).toBe(country.currency);
        expect(method.instructions).not.toBe(method.instructionsEn);
        expect(method.instructions.length).toBeGreaterThan(30);
        expect(method.instructionsEn.length).toBeGreaterThan(30);
      }
    }
  });

  it('ask Orange Money Sénégal payers for the code of #144#391#', () => {
    const orange = findMethod('OMSN')!.method;
    expect(orange.otpRequired).toBe(true);
    expect(orange.instructions).toContain('#144#391#');
    expect(orange.instructionsEn).toContain('#144#391#');
    expect(findMethod('WAVESN')!.method.otpRequired).toBe(false);
  });
});

describe('test phone numbers', () => {
  it('choose the outcome from the last 7 digits', () => {
    for (const outcome of testOutcomes)
      expect(outcomeFor(TEST_PHONE_NUMBERS[outcome])).toBe(outcome);
    expect(outcomeFor('0700000003')).toBe('pending');
    expect(outcomeFor('771234567')).toBe('success');
  });

  it('exist in every country, valid for its format', () => {
    for (const country of countries) {
      for (const outcome of testOutcomes) {
        const phone = testPhoneNumber(country.code, outcome);
        expect(country.mobilePattern.test(phone), `${country.code} ${phone}`).toBe(true);
        expect(outcomeFor(phone)).toBe(outcome);
      }
    }
    expect(TEST_PHONE_NUMBERS.rejected).toBe('770000002');
  });
});
