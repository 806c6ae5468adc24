import type { CheckoutLanguage, CheckoutWords } from './types';
import { frenchWords } from './words';

/** The words of a language: at hand for French, fetched once for English (its own chunk). */
export const loadWords = (lang: CheckoutLanguage): Promise<CheckoutWords> =>
  lang === 'en'
    ? import('./en').then((module) => module.englishWords)
    : Promise.resolve(frenchWords);
