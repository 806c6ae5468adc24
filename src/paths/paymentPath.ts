// Kept apart from the site's path table: the payment page's own entry needs only this.
import { PAYMENT_PAGE } from './paymentPagePattern.js';

/**
 * The hosted payment page has its own frame (CheckoutFrame): a payer, often inside a merchant's
 * iframe, has no use for the site's menu, and the page then loads none of its code.
 */
export const isPaymentPagePath = (pathname: string) => PAYMENT_PAGE.test(pathname);

/** The payment link's token in a hosted payment page's path; '' for any other path. */
export function paymentTokenOf(pathname: string): string {
  const encoded = PAYMENT_PAGE.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
