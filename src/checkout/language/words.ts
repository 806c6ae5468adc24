import { createContext, useContext } from 'react';
import { checkoutCopy } from '../copy';
import type { CheckoutLanguage, CheckoutWords } from './types';

// The page's words in the payer's language. French is the default and part of the page's
// scripts; English is a chunk of its own (./en.ts), fetched only by a page in English, so a
// French payer never downloads it.

export const frenchWords: CheckoutWords = { lang: 'fr', copy: checkoutCopy };

export interface PageWords extends CheckoutWords {
  /** Switches the page's language in place, once its scripts run (PaymentApp). */
  switchTo?: (lang: CheckoutLanguage) => void;
}

export const WordsContext = createContext<PageWords>(frenchWords);

/** The page's words: French unless PaymentApp was given others. */
export const useWords = () => useContext(WordsContext);

export const useCopy = () => useContext(WordsContext).copy;

export type { CheckoutLanguage, CheckoutWords } from './types';
