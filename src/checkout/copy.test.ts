import { describe, expect, it } from 'vitest';
import { checkoutCopy } from './copy';

describe('checkout copy', () => {
  it('elides "de" before a wallet name starting with a vowel', () => {
    expect(checkoutCopy.pending.waiting('Orange Money')).toBe(
      'Nous attendons la confirmation d’Orange Money.',
    );
    expect(checkoutCopy.pending.waiting('Airtel Money')).toContain('d’Airtel Money');
    expect(checkoutCopy.timeout.text('Orange Money')).toContain('la confirmation d’Orange Money.');
  });

  it('keeps "de" before a consonant', () => {
    expect(checkoutCopy.pending.waiting('Wave')).toBe('Nous attendons la confirmation de Wave.');
    expect(checkoutCopy.timeout.text('Moov Money')).toContain('la confirmation de Moov Money.');
  });
});
