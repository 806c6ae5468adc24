import { describe, expect, it } from 'vitest';
import { formatAmount, formatPaymentDate, typographic } from './format';

describe('format', () => {
  it('writes amounts and dates the way the region does', () => {
    expect(formatAmount(45_000, 'XOF', 'fr-SN').replace(/\s/g, ' ')).toBe('45 000 F CFA');
    // One way to write the CFA franc, whichever of the two: the locale writes XAF "FCFA".
    expect(formatAmount(5_000, 'XAF', 'fr-SN')).toBe(formatAmount(5_000, 'XOF', 'fr-SN'));
    expect(formatAmount(5_000, 'XAF', 'fr-SN')).toBe('5\u202f000\u00a0F\u202fCFA');
    expect(typographic("Ouvrez l'application : elle s'affiche")).toBe(
      'Ouvrez l’application : elle s’affiche',
    );
    const at = Date.UTC(2025, 3, 14, 23, 30);
    // Dakar is on UTC, Douala an hour ahead: the receipt shows the payer's own time.
    expect(formatPaymentDate(at, 'SN', 'fr-SN')).toBe('14 avril 2025 à 23:30');
    expect(formatPaymentDate(at, 'CM', 'fr-SN')).toBe('15 avril 2025 à 00:30');
  });

  it('writes them one way in English too, the CFA francs alike', () => {
    expect(formatAmount(45_000, 'XOF', 'en-GB')).toBe('F\u202fCFA\u00a045,000');
    expect(formatAmount(45_000, 'XAF', 'en-GB')).toBe(formatAmount(45_000, 'XOF', 'en-GB'));
    expect(formatAmount(45_000, 'GNF', 'en-GB')).toBe('GNF\u00a045,000');
    expect(formatPaymentDate(Date.UTC(2025, 3, 14, 23, 30), 'CM', 'en-GB')).toBe(
      '15 April 2025 at 00:30',
    );
  });
});
