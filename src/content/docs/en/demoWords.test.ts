import { describe, expect, it } from 'vitest';
import { contactDetailsWords, contactFormWords } from '../../contact';
import { brandWords } from '../brand';
import { checkoutDemoWords } from '../checkoutDemo';
import { officeMapWords } from '../office';
import { brandWordsEn } from './brand';
import { checkoutDemoWordsEn } from './checkoutDemo';
import { contactDetailsWordsEn, contactFormWordsEn } from './contact';
import { officeMapWordsEn } from './officeMap';

/** Every key path of an object ("lastName.required"), functions being leaves. */
const keysOf = (value: unknown, at = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, at ? `${at}.${key}` : key))
    : [at];

const pairs = [
  [contactFormWords, contactFormWordsEn],
  [contactDetailsWords, contactDetailsWordsEn],
  [officeMapWords, officeMapWordsEn],
  [brandWords, brandWordsEn],
  [checkoutDemoWords, checkoutDemoWordsEn],
] as const;

/** Every string the words can produce, functions called with sample arguments. */
const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'function'
      ? allStrings((value as (...args: string[]) => unknown)('Awa', 'awa@example.sn'))
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(allStrings)
        : [];

/** Names of places, which keep their own spelling in English. */
const placeNames = ['Route des Almadies', 'Les Almadies', 'Cap-Vert'];

describe('the English docs pages’ demos and support form', () => {
  it('have every word the French ones have', () => {
    for (const [french, english] of pairs) {
      const optional = ['sending', 'offline', 'copyLabels', 'scriptsPending'];
      const required = (words: object) =>
        keysOf(words)
          .filter((key) => !optional.some((o) => key.startsWith(o)))
          .sort();
      expect(required(english)).toEqual(required(french));
    }
  });

  it('leak no French: no accent, no elision, no French word, no space before a colon', () => {
    const strings = pairs
      .flatMap(([, english]) => allStrings(english))
      .map((text) => placeNames.reduce((rest, name) => rest.replaceAll(name, 'Name'), text));
    expect(strings.length).toBeGreaterThan(60);
    expect(strings.filter((text) => /[éèêàâçùûôîœ«»]/i.test(text))).toEqual([]);
    expect(strings.filter((text) => /(^|[\s(“])(d|l|n|s|j|m|c|qu)’/i.test(text))).toEqual([]);
    expect(
      strings.filter((text) =>
        /\b(le|la|les|du|des|de|et|votre|vos|sur|fond|lien|paiement|numéro|adresse|nom|nouvel|onglet|ouvrir|fermer|agrandir|envoyer)\b/i.test(
          text,
        ),
      ),
    ).toEqual([]);
    expect(strings.filter((text) => /\s[:?!]/.test(text))).toEqual([]);
  });
});
