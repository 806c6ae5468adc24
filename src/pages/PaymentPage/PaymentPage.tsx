import { useParams } from 'wouter';
import { CheckoutScreens } from './CheckoutScreens';
import { useCheckout, type CheckoutOptions } from './useCheckout';

/**
 * /paiement/{token}: the hosted payment page of a payment link, where a merchant's
 * customers pay, standalone or inside the merchant's iframe (the widget).
 */
export function PaymentPage({ timing, now }: CheckoutOptions) {
  const { token = '' } = useParams<{ token: string }>();
  const checkout = useCheckout(token, { timing, now });
  return <CheckoutScreens checkout={checkout} />;
}
