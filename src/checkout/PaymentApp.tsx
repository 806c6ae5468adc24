import { HostedCheckout } from './PaymentPage/HostedCheckout';
import type { PreloadedLink } from './state/preloadedLink';
import { PaymentErrorBoundary } from './PaymentErrorBoundary';
import { paymentTokenOf } from '../paths/paymentPath';
import { useThemeSync } from '../lib/useThemeSync';

export interface PaymentAppProps {
  /** Path to render on the server (at build time, or per payment link); the browser location otherwise. */
  ssrPath?: string;
  /** The link as the server looked it up; without it, the page starts on its loading screen. */
  preloaded?: PreloadedLink;
  /** The server found no such link, or no longer: the page says so at once. */
  gone?: boolean;
}

/**
 * What a payment link opens (src/checkout/main.tsx): the hosted payment page alone, without the
 * site's router, shell or chrome. Inside the site, the same page is also a route.
 */
export function PaymentApp({ ssrPath, preloaded, gone }: PaymentAppProps) {
  useThemeSync();
  const pathname = ssrPath ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  return (
    <PaymentErrorBoundary>
      <HostedCheckout token={paymentTokenOf(pathname)} preloaded={preloaded} gone={gone} />
    </PaymentErrorBoundary>
  );
}
