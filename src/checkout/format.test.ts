import { describe, expect, it } from 'vitest';
import { amountKey, formatAmount, keepServerTexts, typographic } from './format';

describe('format', () => {
  it('writes amounts the way the region does', () => {
    expect(formatAmount(45_000, 'XOF', 'fr-SN').replace(/\s/g, ' ')).toBe('45 000 F CFA');
    // One way to write the CFA franc, whichever of the two: the locale writes XAF "FCFA".
    expect(formatAmount(5_000, 'XAF', 'fr-SN')).toBe(formatAmount(5_000, 'XOF', 'fr-SN'));
    expect(formatAmount(5_000, 'XAF', 'fr-SN')).toBe('5\u202f000\u00a0F\u202fCFA');
    expect(typographic("Ouvrez l'application : elle s'affiche")).toBe(
      'Ouvrez l’application : elle s’affiche',
    );
  });

  it('writes them one way in English too, the CFA francs alike', () => {
    expect(formatAmount(45_000, 'XOF', 'en-GB')).toBe('F\u202fCFA\u00a045,000');
    expect(formatAmount(45_000, 'XAF', 'en-GB')).toBe(formatAmount(45_000, 'XOF', 'en-GB'));
    expect(formatAmount(45_000, 'GNF', 'en-GB')).toBe('GNF\u00a045,000');
  });

  it('writes what the server wrote for the very same amount, currency and language, and formats the rest', () => {
    // A text no formatter writes: the page shows the server's, not its own.
    keepServerTexts({ [amountKey(12_500, 'XOF', 'fr-SN')]: 'douze mille cinq cents F CFA' });
    expect(formatAmount(12_500, 'XOF', 'fr-SN')).toBe('douze mille cinq cents F CFA');
    expect(formatAmount(12_500, 'XOF', 'en-GB')).toBe('F\u202fCFA\u00a012,500');
    expect(formatAmount(12_501, 'XOF', 'fr-SN')).toBe('12\u202f501\u00a0F\u202fCFA');
    expect(formatAmount(12_500, 'GNF', 'fr-SN')).toBe('12\u202f500\u00a0GNF');
  });
});
