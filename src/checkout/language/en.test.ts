import { describe, expect, it } from 'vitest';
import { cardFormCopy } from '../cardCopy';
import { checkoutCopy, countryNames } from '../copy';
import { outcomeCopy } from '../outcomeCopy';
import { postedCopy, postedCopyEn } from '../postedCopy';
import { receiptActionsCopy } from '../receiptActionsCopy';
import { countryNamesEn, englishWords } from './en';
import { allStrings } from '../../lib/testAllStrings';

/** Every key path of an object ("pending.waiting"), functions being leaves. */
const keysOf = (value: unknown, at = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, at ? `${at}.${key}` : key))
    : [at];

const { copy, card, receiptActions, outcome } = englishWords;
const english = [copy, card, receiptActions, outcome, postedCopyEn];

describe('the payment page in English', () => {
  it('has every key of the French words, and no other', () => {
    expect(keysOf(copy)).toEqual(keysOf(checkoutCopy));
    expect(keysOf(card)).toEqual(keysOf(cardFormCopy));
    expect(keysOf(receiptActions)).toEqual(keysOf(receiptActionsCopy));
    expect(keysOf(outcome)).toEqual(keysOf(outcomeCopy));
    expect(keysOf(postedCopyEn)).toEqual(keysOf(postedCopy));
    expect(Object.keys(countryNamesEn)).toEqual(Object.keys(countryNames));
  });

  it('leaks no French: no accent, no elision, no French word, apart from country names', () => {
    const names = Object.values(countryNamesEn).flatMap((country) => [country!.name]);
    const strings = english
      .flatMap(allStrings)
      .map((text) => names.reduce((rest, name) => rest.replaceAll(name, 'Name'), text));
    expect(strings.length).toBeGreaterThan(120);
    expect(strings.filter((text) => /[éèêàâçùûôîœ«»]/i.test(text))).toEqual([]);
    expect(strings.filter((text) => /(^|[\s(“])(d|l|n|s|j|m|c|qu)’/i.test(text))).toEqual([]);
    expect(
      strings.filter((text) =>
        /\b(le|la|les|du|des|votre|vos|paiement|carte|numéro)\b/i.test(text),
      ),
    ).toEqual([]);
    // English typography: no space before a colon or question mark, as French has.
    expect(strings.filter((text) => /\s[:?!]/.test(text))).toEqual([]);
    expect(strings.filter((text) => text.includes("'"))).toEqual([]);
  });

  it('names countries in English and joins lists with "or"', () => {
    expect(copy.countryName('CI')).toBe('Côte d’Ivoire');
    expect(copy.countryName('CM')).toBe('Cameroon');
    expect(copy.phone.invalid('SN', ['70', '76', '77'])).toBe(
      'This is not a mobile number in Senegal: those start with 70, 76 or 77.',
    );
    expect(copy.locale).toBe('en-GB');
  });

  it('never invites the payer to type their PIN as the one-time code', () => {
    expect(copy.otp.description).toContain('It is not your PIN');
    expect(copy.otp.askedInstructions('Wave')).toContain('by text message');
  });
});
