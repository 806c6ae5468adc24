export type FeeDirection = 'payIn' | 'payout';

export interface FeeExample {
  amount: number;
  fee: number;
  /** What the merchant receives (pay-in) or is debited (payout). */
  result: number;
}

/**
 * Applies an example rate the way the API samples do: a pay-in nets the amount
 * minus the fee, a payout costs the amount plus the fee. The franc CFA has no
 * minor unit, so the fee is rounded to the franc.
 */
export function exampleFee(amount: number, direction: FeeDirection, rate: number): FeeExample {
  const fee = Math.round(amount * rate);
  return { amount, fee, result: direction === 'payIn' ? amount - fee : amount + fee };
}

/** The largest amount the simulator accepts, well within safe integers. */
export const MAX_AMOUNT = 999_999_999_999;

/** Reads a whole franc amount typed with or without thousands separators; null when it is not one. */
export function parseAmount(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const amount = Number(compact);
  return amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

const xof = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'XOF',
  maximumFractionDigits: 0,
});

/** "10 000 F CFA", with the non-breaking spaces French typography uses. */
export const formatXof = (amount: number) => xof.format(amount);
