import { describe, expect, it } from 'vitest';
import { formatAmount, formatPaymentDate } from './format';

describe('format', () => {
  it('writes amounts and dates the way the region does', () => {
    expect(formatAmount(45_000, 'XOF').replace(/\s/g, ' ')).toBe('45 000 F CFA');
    const at = Date.UTC(2025, 3, 14, 23, 30);
    // Dakar is on UTC, Douala an hour ahead: the receipt shows the payer's own time.
    expect(formatPaymentDate(at, 'SN')).toBe('14 avril 2025 à 23:30');
    expect(formatPaymentDate(at, 'CM')).toBe('15 avril 2025 à 00:30');
  });
});
