/**
 * Every call the hosted payment page makes, in one place. None is in the spec: they are the
 * sandbox's assumptions (flagged `x-sandbox-assumption` in /openapi.json), called without
 * merchant credentials, and the real payer-facing calls replace them here and nowhere else.
 * Imported from `hostedPageCalls`, not the api barrel or `calls`: neither react-query nor
 * the merchant API's schemas come along.
 */
export {
  getPaymentLink as lookUpLink,
  getPaymentLinkStatus as paymentStatus,
  listPaymentLinkMethods as linkMethods,
  payPaymentLink as payLink,
} from '../../api/hostedPageCalls';
export { newIdempotencyKey } from '../../api/idempotency';
