import { callApi, type CallControls, type PageControls, type ReadControls } from './client';
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
  callApi(endpoints.payInMobile, { ...controls, body });

/** Charges a bank card. */
export const payInCard = (body: CardPayInRequest, controls: CallControls = {}) =>
  callApi(endpoints.payInCard, { ...controls, body });

/** Creates a payment link and its hosted payment page. */
export const createPaymentLink = (body: PaymentLinkRequest, controls: CallControls = {}) =>
  callApi(endpoints.createPaymentLink, { ...controls, body });

/** The `limit` and `starting_after` query of a list call. */
const pageQuery = ({ limit, startingAfter }: PageControls) => ({
  limit,
  starting_after: startingAfter,
});

/** The merchant's pay-ins, newest first, one page at a time (`has_more` says if more follow). */
export const listTransactions = ({
  limit,
  startingAfter,
  ...controls
}: ReadControls & PageControls = {}) =>
  callApi(endpoints.listTransactions, { ...controls, query: pageQuery({ limit, startingAfter }) });

/** What the merchant can pay out. */
export const getBalance = (controls: ReadControls = {}) => callApi(endpoints.getBalance, controls);

/** Status and details of one pay-in. */
export const getTransactionStatus = (transactionId: string, controls: ReadControls = {}) =>
  callApi(endpoints.getTransactionStatus, { ...controls, params: { transactionId } });

/** Payment methods grouped by country. */
export const listPaymentMethods = (controls: ReadControls = {}) =>
  callApi(endpoints.listPaymentMethods, controls);

/** Sends money to one mobile-money account. */
export const createPayout = (body: PayoutRequest, controls: CallControls = {}) =>
  callApi(endpoints.createPayout, { ...controls, body });

/** Saves a payout account to pay later. */
export const addPayoutContact = (body: PayoutContactRequest, controls: CallControls = {}) =>
  callApi(endpoints.addPayoutContact, { ...controls, body });

/** The merchant's payouts, newest first, one page at a time. */
export const listPayouts = ({
  limit,
  startingAfter,
  ...controls
}: ReadControls & PageControls = {}) =>
  callApi(endpoints.listPayouts, { ...controls, query: pageQuery({ limit, startingAfter }) });

/** Pays many recipients in one call. */
export const createMassPayout = (body: MassPayoutRequest, controls: CallControls = {}) =>
  callApi(endpoints.createMassPayout, { ...controls, body });

/** The merchant's mass payouts, newest first, one page at a time. */
export const listMassPayouts = ({
  limit,
  startingAfter,
  ...controls
}: ReadControls & PageControls = {}) =>
  callApi(endpoints.listMassPayouts, { ...controls, query: pageQuery({ limit, startingAfter }) });

// The payer's calls belong to the client too: its query options and the api barrel offer every call.
export {
  cancelPaymentLinkPayment,
  getPaymentLink,
  getPaymentLinkStatus,
  listPaymentLinkMethods,
  payPaymentLink,
  payPaymentLinkByCard,
} from './payer';
