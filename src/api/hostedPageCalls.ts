import { callApi, type CallControls, type ReadControls } from './client';
import { hostedPageEndpoints as endpoints } from './hostedPageEndpoints';
import type { PaymentLinkPayRequest } from './schemas/paymentLink';

// The payer's calls, apart from the merchant's so that the payment page bundles only these.

/** Sandbox assumption: a link as its hosted payment page shows it; needs no credentials. */
export const getPaymentLink = (token: string, controls: ReadControls = {}) =>
  callApi(endpoints.getPaymentLink, { params: { token }, ...controls });

/** Sandbox assumption: the payer pays a link from its hosted payment page. */
export const payPaymentLink = (
  token: string,
  body: PaymentLinkPayRequest,
  controls: CallControls = {},
) => callApi(endpoints.payPaymentLink, { params: { token }, body, ...controls });

/** Sandbox assumption: the payment methods the payer of a link may use, grouped by country. */
export const listPaymentLinkMethods = (token: string, controls: ReadControls = {}) =>
  callApi(endpoints.listPaymentLinkMethods, { params: { token }, ...controls });

/** Sandbox assumption: the status of a payment of a link, as its payer follows it. */
export const getPaymentLinkStatus = (
  token: string,
  transactionId: string,
  controls: ReadControls = {},
) => callApi(endpoints.getPaymentLinkStatus, { params: { token, transactionId }, ...controls });
