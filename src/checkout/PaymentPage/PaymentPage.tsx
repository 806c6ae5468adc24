import { useParams } from 'wouter';
import { HostedCheckout } from './HostedCheckout';
import type { CheckoutOptions } from '../state/useCheckout';

/**
 * /paiement/{token} inside the site's router: where a merchant's customers pay, standalone or
 * inside the merchant's iframe (the widget). Opened directly, a payment link gets the same page
 * from its own, lighter entry (src/checkout/main.tsx).
 */
export function PaymentPage(options: CheckoutOptions) {
  const { token = '' } = useParams<{ token: string }>();
  return <HostedCheckout token={token} {...options} />;
}
