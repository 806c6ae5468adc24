import { CheckoutScreens } from './CheckoutScreens';
import { useCheckout, type CheckoutOptions } from '../state/useCheckout';
import { outcomeScreen } from './lazySteps';

export interface HostedCheckoutProps extends Omit<CheckoutOptions, 'afterPayment'> {
  /** The payment link's token, from its URL. */
  token: string;
}

/** The hosted payment page of one payment link, wherever its token comes from. */
export function HostedCheckout({ token, timing, now, preloaded, gone }: HostedCheckoutProps) {
  const checkout = useCheckout(token, {
    timing,
    now,
    preloaded,
    gone,
    afterPayment: outcomeScreen,
  });
  return <CheckoutScreens checkout={checkout} />;
}
