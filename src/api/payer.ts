// The payer's side of the API: every call the hosted payment page (src/checkout/) makes, and
// what it needs of the API to read their answers. None is in the spec: they are the sandbox's
// assumptions (flagged `x-sandbox-assumption` in /openapi.json), made without merchant
// credentials, and the real payer-facing calls replace them here and nowhere else. A module of
// its own, apart from the merchant's calls and the api barrel, so that the payment page loads
// these four schemas and neither react-query nor the merchant API's.
import { callApi, type CallControls, type ReadControls } from './client';
import type { EndpointDef } from './endpointDef';
import type { PaymentLinkCardPayRequest, PaymentLinkPayRequest } from './schemas/paymentLink';
import { PaymentLinkDetailsResponseSchema } from './schemas/paymentLinkDetails';
import { PaymentMethodListResponseSchema } from './schemas/paymentMethod';
import {
  CardPayInResponseSchema,
  MobilePayInResponseSchema,
  TransactionStatusResponseSchema,
} from './schemas/transaction';

export {
  errorBodyCode,
  errorBodyField,
  errorBodyTransactionId,
  HttpError,
  NetworkError,
  SchemaMismatchError,
} from './errors';
export { newIdempotencyKey } from './idempotency';
export type { PaymentLinkCardPayRequest, PaymentLinkPayRequest } from './schemas/paymentLink';
export { PaymentLinkDetailsSchema, type PaymentLinkDetails } from './schemas/paymentLinkDetails';
export {
  PaymentMethodGroupSchema,
  type PaymentMethod,
  type PaymentMethodGroup,
} from './schemas/paymentMethod';
export type { CardPayInResponse, MobilePayInResponse, Transaction } from './schemas/transaction';

/** The payer's calls as the client, the sandbox and /openapi.json know them; `endpoints` includes them. */
export const payerEndpoints = {
  /** Sandbox assumption: the spec shows no call behind the hosted payment page. */
  getPaymentLink: {
    method: 'GET',
    path: '/api/v1/transaction/pay-in-url/:token',
    response: PaymentLinkDetailsResponseSchema,
    public: true,
  },
  /** Sandbox assumption: the payer pays a link from the hosted payment page. */
  payPaymentLink: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-url/:token',
    response: MobilePayInResponseSchema,
    movesMoney: true,
    public: true,
  },
  /**
   * Sandbox assumption: `pay-in-card` for the payer of one link, without merchant credentials:
   * the link's amount and currency; a decline answers 402 with its reason, as `pay-in-card` does.
   */
  payPaymentLinkByCard: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-url/:token/card',
    response: CardPayInResponseSchema,
    movesMoney: true,
    public: true,
  },
  /**
   * Sandbox assumption: `payment-method/all` as the payer of one link may call it, without
   * merchant credentials (which must never reach a payer's browser): the link's countries only.
   */
  listPaymentLinkMethods: {
    method: 'GET',
    path: '/api/v1/transaction/pay-in-url/:token/payment-method/all',
    response: PaymentMethodListResponseSchema,
    public: true,
  },
  /** Sandbox assumption: `status/{transactionId}` for the payer of one link, without credentials. */
  getPaymentLinkStatus: {
    method: 'GET',
    path: '/api/v1/transaction/pay-in-url/:token/status/:transactionId',
    response: TransactionStatusResponseSchema,
    public: true,
  },
  /**
   * Sandbox assumption: the payer withdraws the payment waiting for their confirmation (to
   * pay from another number or wallet, or not at all); the link stays payable.
   */
  cancelPaymentLinkPayment: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-url/:token/cancel',
    response: TransactionStatusResponseSchema,
    public: true,
  },
} as const satisfies Record<string, EndpointDef>;

/** Sandbox assumption: a link as its hosted payment page shows it; needs no credentials. */
export const getPaymentLink = (token: string, controls: ReadControls = {}) =>
  callApi(payerEndpoints.getPaymentLink, { params: { token }, ...controls });

/** Sandbox assumption: the payer pays a link from its hosted payment page. */
export const payPaymentLink = (
  token: string,
  body: PaymentLinkPayRequest,
  controls: CallControls = {},
) => callApi(payerEndpoints.payPaymentLink, { params: { token }, body, ...controls });

/** Sandbox assumption: the payer pays a link by card from its hosted payment page. */
export const payPaymentLinkByCard = (
  token: string,
  body: PaymentLinkCardPayRequest,
  controls: CallControls = {},
) => callApi(payerEndpoints.payPaymentLinkByCard, { params: { token }, body, ...controls });

/** Sandbox assumption: the payment methods the payer of a link may use, grouped by country. */
export const listPaymentLinkMethods = (token: string, controls: ReadControls = {}) =>
  callApi(payerEndpoints.listPaymentLinkMethods, { params: { token }, ...controls });

/** Sandbox assumption: the status of a payment of a link, as its payer follows it. */
export const getPaymentLinkStatus = (
  token: string,
  transactionId: string,
  controls: ReadControls = {},
) =>
  callApi(payerEndpoints.getPaymentLinkStatus, { params: { token, transactionId }, ...controls });

/** Sandbox assumption: the payer withdraws the payment of a link that waits for their confirmation. */
export const cancelPaymentLinkPayment = (token: string, controls: ReadControls = {}) =>
  callApi(payerEndpoints.cancelPaymentLinkPayment, { params: { token }, ...controls });
