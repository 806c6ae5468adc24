import { describe, expect, it } from 'vitest';
import { allStrings } from '../../../lib/testAllStrings';
import { frenchIn } from '../../../lib/testFrenchLeak';
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
    const strings = pairs.flatMap(([, english]) => allStrings(english));
    expect(strings.length).toBeGreaterThan(60);
    expect(frenchIn(strings)).toEqual([]);
  });
});
