import { PaymentLinkDetailsResponseSchema } from './schemas/paymentLink';
import { PaymentMethodListResponseSchema } from './schemas/paymentMethod';
import { MobilePayInResponseSchema, TransactionStatusResponseSchema } from './schemas/transaction';
import type { EndpointDef } from './endpointDef';

/**
 * The calls of the hosted payment page, none of them in the spec: the sandbox's assumptions,
 * in a module of their own so that the payment page loads these four schemas and not the
 * merchant API's. `endpoints` includes them.
 */
export const hostedPageEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
