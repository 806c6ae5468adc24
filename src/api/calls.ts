import { callApi, type CallControls, type PageControls } from './client';
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

/** The `limit` and `starting_after` query of a list call. */
const pageQuery = ({ limit, startingAfter }: PageControls) => ({
  limit,
  starting_after: startingAfter,
});

/** The merchant's pay-ins, newest first, one page at a time (`has_more` says if more follow). */
export const listTransactions = (controls: CallControls & PageControls = {}) =>
  callApi(endpoints.listTransactions, { query: pageQuery(controls), signal: controls.signal });

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

/** The merchant's payouts, newest first, one page at a time. */
export const listPayouts = (controls: CallControls & PageControls = {}) =>
  callApi(endpoints.listPayouts, { query: pageQuery(controls), signal: controls.signal });

/** Pays many recipients in one call. */
export const createMassPayout = (body: MassPayoutRequest, controls: CallControls = {}) =>
  callApi(endpoints.createMassPayout, { body, ...controls });

/** The merchant's mass payouts, newest first, one page at a time. */
export const listMassPayouts = (controls: CallControls & PageControls = {}) =>
  callApi(endpoints.listMassPayouts, { query: pageQuery(controls), signal: controls.signal });

export * from './hostedPageCalls';
