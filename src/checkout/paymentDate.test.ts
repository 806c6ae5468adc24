import { describe, expect, it } from 'vitest';
import { keepServerTexts } from './format';
import { dateKey, formatPaymentDate } from './paymentDate';

describe('a receipt’s date', () => {
  const at = Date.UTC(2025, 3, 14, 23, 30);

  it('is the time of the payer’s country, in the page’s language', () => {
    // Dakar is on UTC, Douala an hour ahead: the receipt shows the payer's own time.
    expect(formatPaymentDate(at, 'SN', 'fr-SN')).toBe('14 avril 2025 à 23:30');
    expect(formatPaymentDate(at, 'CM', 'fr-SN')).toBe('15 avril 2025 à 00:30');
    expect(formatPaymentDate(at, 'CM', 'en-GB')).toBe('15 April 2025 at 00:30');
  });

  it('is what the server wrote for the very same time, country and language, and formatted otherwise', () => {
    // A text no formatter writes: the page shows the server's, not its own.
    keepServerTexts({ [dateKey(at, 'CM', 'fr-SN')]: 'le 15 avril' });
    expect(formatPaymentDate(at, 'CM', 'fr-SN')).toBe('le 15 avril');
    expect(formatPaymentDate(at, 'SN', 'fr-SN')).toBe('14 avril 2025 à 23:30');
    expect(formatPaymentDate(at, 'CM', 'en-GB')).toBe('15 April 2025 at 00:30');
    expect(formatPaymentDate(at + 60_000, 'CM', 'fr-SN')).toBe('15 avril 2025 à 00:31');
  });
});
