import { callApi, type CallControls } from './client';
import { endpoints } from './endpoints';
import type {
  CardPayInRequest,
  MassPayoutRequest,
  MobilePayInRequest,
  PaymentLinkRequest,
  PayoutContactRequest,
  PayoutRequest,
} from './schemas';

/** Asks a mobile-money payment of a payer. */
export const payInMobile = (body: MobilePayInRequest, controls: CallControls = {}) =>
  callApi(endpoints.payInMobile, { body, ...controls });

/** Charges a bank card. */
export const payInCard = (body: CardPayInRequest, controls: CallControls = {}) =>
  callApi(endpoints.payInCard, { body, ...controls });

/** Creates a payment link and its hosted payment page. */
export const createPaymentLink = (body: PaymentLinkRequest, controls: CallControls = {}) =>
  callApi(endpoints.createPaymentLink, { body, signal: controls.signal });

/** The merchant's pay-ins, newest first. */
export const listTransactions = (controls: CallControls = {}) =>
  callApi(endpoints.listTransactions, { signal: controls.signal });

/** What the merchant can pay out. */
export const getBalance = (controls: CallControls = {}) =>
  callApi(endpoints.getBalance, { signal: controls.signal });

/** Status and details of one pay-in. */
export const getTransactionStatus = (transactionId: string, controls: CallControls = {}) =>
  callApi(endpoints.getTransactionStatus, { params: { transactionId }, signal: controls.signal });

/** Payment methods grouped by country. */
export const listPaymentMethods = (controls: CallControls = {}) =>
  callApi(endpoints.listPaymentMethods, { signal: controls.signal });

/** Sends money to one mobile-money account. */
export const createPayout = (body: PayoutRequest, controls: CallControls = {}) =>
  callApi(endpoints.createPayout, { body, ...controls });

/** Saves a payout account to pay later. */
export const addPayoutContact = (body: PayoutContactRequest, controls: CallControls = {}) =>
  callApi(endpoints.addPayoutContact, { body, signal: controls.signal });

/** The merchant's payouts, newest first. */
export const listPayouts = (controls: CallControls = {}) =>
  callApi(endpoints.listPayouts, { signal: controls.signal });

/** Pays many recipients in one call. */
export const createMassPayout = (body: MassPayoutRequest, controls: CallControls = {}) =>
  callApi(endpoints.createMassPayout, { body, ...controls });

/** The merchant's mass payouts, newest first. */
export const listMassPayouts = (controls: CallControls = {}) =>
  callApi(endpoints.listMassPayouts, { signal: controls.signal });

// The payer's calls belong to the client too: its query options and the api barrel offer every call.
export {
  getPaymentLink,
  getPaymentLinkStatus,
  listPaymentLinkMethods,
  payPaymentLink,
} from './payer';
