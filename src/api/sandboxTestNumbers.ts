import type { CountryCode } from '../sandbox/catalogue';

/**
 * Documented test numbers: the last 7 digits of a national number choose the outcome,
 * in every country (SN 77 000 00 02, CI 07 00 00 00 02, CM 6 00 00 00 02…). Any other
 * valid number succeeds.
 */
export const testOutcomes = [
  'success',
  'rejected',
  'pending',
  'otpRequired',
  'insufficientBalance',
] as const;
export type TestOutcome = (typeof testOutcomes)[number];

const suffixes: Record<TestOutcome, string> = {
  success: '0000001',
  rejected: '0000002',
  pending: '0000003',
  otpRequired: '0000004',
  insufficientBalance: '0000005',
};

/** Leading digits that make a valid mobile number of each country once the suffix is added. */
const leads: Record<CountryCode, string> = {
  SN: '77',
  CI: '070',
  ML: '7',
  BF: '7',
  BJ: '010',
  TG: '9',
  CM: '60',
  GN: '60',
  NE: '9',
};

/** The test number of an outcome in a country, e.g. ('CI', 'rejected') → 0700000002. */
export const testPhoneNumber = (country: CountryCode, outcome: TestOutcome) =>
  `${leads[country]}${suffixes[outcome]}`;

/** Senegalese test numbers (prefix 221), as the documentation shows them. */
export const TEST_PHONE_NUMBERS = Object.fromEntries(
  testOutcomes.map((outcome) => [outcome, testPhoneNumber('SN', outcome)]),
) as Record<TestOutcome, string>;

/** What each test number does, in French and English, for the documentation and `npm start`. */
export const testPhoneGuide: Record<TestOutcome, { fr: string; en: string }> = {
  success: {
    fr: 'Paiement ou versement réussi (SUCCESS) ; tout autre numéro valide réussit aussi.',
    en: 'Pay-in or payout succeeds (SUCCESS); any other valid number succeeds too.',
  },
  rejected: {
    fr: "Refusé par l'opérateur (REJECTED).",
    en: 'Rejected by the operator (REJECTED).',
  },
  pending: {
    fr: 'Reste en attente (PENDING) jusqu’à ce qu’une action du bac à sable le confirme ou le fasse échouer.',
    en: 'Stays PENDING until a sandbox action completes or fails it (POST /api/v1/sandbox/transactions/{id}/complete or /fail).',
  },
  otpRequired: {
    fr: 'Exige un code OTP (codeOtp) même si le moyen de paiement ne le demande pas.',
    en: 'Requires an OTP code (codeOtp) even when the method does not.',
  },
  insufficientBalance: {
    fr: 'Solde insuffisant : du payeur pour un paiement, du marchand pour un versement.',
    en: "Insufficient balance: the payer's on a pay-in, the merchant's on a payout.",
  },
};

/** The outcome a national number asks for. */
export function outcomeFor(phoneNumber: string): TestOutcome {
  const found = testOutcomes.find(
    (outcome) => outcome !== 'success' && phoneNumber.endsWith(suffixes[outcome]),
  );
  return found ?? 'success';
}

/** Test cards: Luhn-valid numbers that choose the outcome of a card pay-in. */
export const TEST_CARDS = {
  success: '4242424242424242',
  rejected: '4000000000000002',
  insufficientBalance: '4000000000009995',
} as const;
