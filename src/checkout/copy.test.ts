import { describe, expect, it } from 'vitest';
import { cardFormCopy } from './cardCopy';
import { checkoutCopy, countryNames } from './copy';
import { outcomeCopy } from './outcomeCopy';
import { allStrings } from '../lib/testAllStrings';

describe('checkout copy', () => {
  it('elides "de" before a wallet name starting with a vowel', () => {
    expect(outcomeCopy.pending.waiting('Orange Money')).toBe(
      'Nous attendons la confirmation d’Orange Money.',
    );
    expect(outcomeCopy.pending.waiting('Airtel Money')).toContain('d’Airtel Money');
    expect(outcomeCopy.timeout.text('Orange Money')).toContain('la confirmation d’Orange Money.');
  });

  it('keeps "de" before a consonant', () => {
    expect(outcomeCopy.pending.waiting('Wave')).toBe('Nous attendons la confirmation de Wave.');
    expect(outcomeCopy.timeout.text('Moov Money')).toContain('la confirmation de Moov Money.');
  });
});

describe('the payer’s words', () => {
  it('use typographic apostrophes and one way to write the CFA franc', () => {
    const strings = [checkoutCopy, outcomeCopy, cardFormCopy, countryNames].flatMap(allStrings);
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.filter((text) => text.includes("'"))).toEqual([]);
    expect(strings.filter((text) => /FCFA/.test(text))).toEqual([]);
  });

  it('never invite the payer to type their secret code as the one-time code', () => {
    const { otp } = checkoutCopy;
    expect(otp.label).toBe('Code reçu par SMS');
    expect(otp.description).toContain('Ce n’est pas votre code secret');
    expect(otp.askedInstructions('Wave')).toContain('par SMS');
    expect(otp.askedInstructions('Wave')).not.toMatch(/confirmez-la avec votre code secret/);
  });
});
