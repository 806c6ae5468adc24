// What the checkout needs of the API: its calls, the payment's sending and the wording of their
// errors. The calls check every answer with zod (src/api/schemas), which the first screen never
// needs: this is a chunk of its own (useCheckout's `checkoutCalls`), fetched on the payer's
// first touch of the page, or at once when the page has a lookup or a payment to follow.
export {
  cancelPaymentLinkPayment,
  getPaymentLink,
  getPaymentLinkStatus,
  listPaymentLinkMethods,
  NetworkError,
} from '../../api/payer';
export { describeLoadError } from './errorWording';
export { attemptFor, sendCardPayment, sendPayment } from './payment';
