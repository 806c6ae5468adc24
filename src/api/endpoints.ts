import {
  BalanceResponseSchema,
  CardPayInResponseSchema,
  MassPayoutListResponseSchema,
  MassPayoutResponseSchema,
  MobilePayInResponseSchema,
  PaymentLinkResponseSchema,
  PaymentMethodListResponseSchema,
  PayoutContactResponseSchema,
  PayoutListResponseSchema,
  PayoutResponseSchema,
  TransactionListResponseSchema,
  TransactionStatusResponseSchema,
} from './schemas';
import type { EndpointDef } from './endpointDef';
import { payerEndpoints } from './payer';

/**
 * The merchant API of spec 7, one entry per call: the client, the sandbox's routes
 * and the OpenAPI document are all built from this table.
 */
export const endpoints = {
  payInMobile: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-method',
    response: MobilePayInResponseSchema,
    movesMoney: true,
  },
  payInCard: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-card',
    response: CardPayInResponseSchema,
    movesMoney: true,
  },
  createPaymentLink: {
    method: 'POST',
    path: '/api/v1/transaction/pay-in-url',
    response: PaymentLinkResponseSchema,
  },
  listTransactions: {
    method: 'GET',
    path: '/api/v1/transaction/pay-in',
    response: TransactionListResponseSchema,
  },
  getBalance: {
    method: 'GET',
    path: '/api/v1/transaction/get-balance',
    response: BalanceResponseSchema,
  },
  getTransactionStatus: {
    method: 'GET',
    path: '/api/v1/transaction/status/:transactionId',
    response: TransactionStatusResponseSchema,
  },
  listPaymentMethods: {
    method: 'GET',
    path: '/api/v1/transaction/payment-method/all',
    response: PaymentMethodListResponseSchema,
  },
  createPayout: {
    method: 'POST',
    path: '/api/v1/transfer/create',
    response: PayoutResponseSchema,
    movesMoney: true,
  },
  addPayoutContact: {
    method: 'POST',
    path: '/api/v1/transfer/contact/add',
    response: PayoutContactResponseSchema,
  },
  listPayouts: {
    method: 'GET',
    path: '/api/v1/transfer',
    response: PayoutListResponseSchema,
  },
  createMassPayout: {
    method: 'POST',
    path: '/api/v1/pay-out-mass/create',
    response: MassPayoutResponseSchema,
    movesMoney: true,
  },
  listMassPayouts: {
    method: 'GET',
    path: '/api/v1/pay-out-mass',
    response: MassPayoutListResponseSchema,
  },
  ...payerEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type EndpointId = keyof typeof endpoints;
export const endpointIds = Object.keys(endpoints) as EndpointId[];

/** The calls of spec 7; the others are the sandbox's assumptions for the hosted payment page. */
const payerIds: readonly string[] = Object.keys(payerEndpoints);
export const specifiedEndpointIds = endpointIds.filter((id) => !payerIds.includes(id));
