import { useState } from 'react';
import { HostedCheckout } from './PaymentPage/HostedCheckout';
import type { PreloadedLink } from './state/preloadedLink';
import { PaymentErrorBoundary } from './PaymentErrorBoundary';
import { paymentTokenOf } from '../paths/paymentPath';
import { useThemeSync } from '../lib/useThemeSync';
import {
  frenchWords,
  WordsContext,
  type CheckoutLanguage,
  type CheckoutWords,
} from './language/words';
import { loadWords } from './language/loadWords';
import { keepLanguage } from './language/keepLanguage';

export interface PaymentAppProps {
  /** Path to render on the server (at build time, or per payment link); the browser location otherwise. */
  ssrPath?: string;
  /** The link as the server looked it up; without it, the page starts on its loading screen. */
  preloaded?: PreloadedLink;
  /** The server found no such link, or no longer: the page says so at once. */
  gone?: boolean;
  /** The page's words as the server rendered them (French unless the payer asked for English). */
  words?: CheckoutWords;
}

/**
 * What a payment link opens (src/checkout/main.tsx): the hosted payment page alone, without the
 * site's router, shell or chrome. Inside the site, the same page is also a route.
 */
export function PaymentApp({ ssrPath, preloaded, gone, words = frenchWords }: PaymentAppProps) {
  useThemeSync();
  const [current, setCurrent] = useState(words);
  const pathname = ssrPath ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  // The whole page stays mounted: the step, what was typed and the payment go on in the new words.
  const switchTo = async (lang: CheckoutLanguage) => {
    const next = await loadWords(lang);
    keepLanguage(lang, next.copy.documentTitle);
    setCurrent(next);
  };
  return (
    <WordsContext value={{ ...current, switchTo: (lang) => void switchTo(lang) }}>
      <PaymentErrorBoundary>
        <HostedCheckout token={paymentTokenOf(pathname)} preloaded={preloaded} gone={gone} />
      </PaymentErrorBoundary>
    </WordsContext>
  );
}
