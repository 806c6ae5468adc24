import type { PreloadedLink } from './preloadedLink';
import { checkoutReducer } from './reducer';
import { initialCheckout, type CheckoutState } from './state';

/** The state a page starts in: loading, or what the server looked up and kept for the payer. */
export function startingCheckout(preloaded: PreloadedLink | undefined): CheckoutState {
  if (!preloaded) return initialCheckout;
  const { link, groups, resumed, error } = preloaded;
  const loaded = checkoutReducer(
    checkoutReducer(initialCheckout, { type: 'linkLoaded', link, saved: resumed }),
    { type: 'methodsLoaded', groups },
  );
  return error ? checkoutReducer(loaded, { type: 'invalid', error }) : loaded;
}

/** A link the server found gone: its page starts, and stays, on the "not found" screen. */
export const goneCheckout: CheckoutState = checkoutReducer(initialCheckout, {
  type: 'linkFailed',
  notFound: true,
});
