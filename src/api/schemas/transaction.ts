import * as z from 'zod/mini';
import { amount, envelope, listEnvelope } from './envelope';

// The pay-ins as the API answers them, which the payment page reads too; the merchant's pay-in
// requests (./payInRequest) and balance (./balance) are modules of their own, which it never loads.

/** Statuses seen in the spec's samples (REJECTED, SUCCESS) plus the sandbox's PENDING; a real host may send others. */
export const knownTransactionStatuses = ['SUCCESS', 'PENDING', 'REJECTED'] as const;

/** A pay-in as listed by `GET /transaction/pay-in` and returned by the status call. */
export const TransactionSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  idClient: z.nullish(z.string()),
  developerAccountId: z.string(),
  siteId: z.nullish(z.string()),
  amount: amount(),
  /** The amount after fees. */
  realAmount: amount(),
  currency: z.string(),
  payUrl: z.nullish(z.string()),
  transactionId: z.string(),
  description: z.nullish(z.string()),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  status: z.string(),
  ipn: z.nullish(z.string()),
  callback: z.nullish(z.string()),
  token: z.nullish(z.string()),
  country: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  codeOTP: z.nullish(z.string()),
  prefixPhone: z.nullish(z.string()),
  paymentMethod: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionListResponseSchema = listEnvelope(TransactionSchema);
export type TransactionListResponse = z.infer<typeof TransactionListResponseSchema>;

export const TransactionStatusResponseSchema = envelope(TransactionSchema);
export type TransactionStatusResponse = z.infer<typeof TransactionStatusResponseSchema>;

/** The one answer that is not an envelope (spec 7). */
export const MobilePayInResponseSchema = /* @__PURE__ */ z.object({
  state: z.string(),
  statusCode: z.number(),
  data: z.object({
    paymentDate: z.string(),
    paymentTime: z.string(),
    paymentCode: z.string(),
    /** PAYMENT_SUCCESS, PAYMENT_PENDING, PAYMENT_FAILED… */
    paymentMessage: z.string(),
    paymentTransactionId: z.string(),
    paymentMethod: z.string(),
    phoneNumber: z.string(),
    /** The operator's own text. */
    comment: z.nullish(z.string()),
    /** How the payer confirms: OTP or PUSH. */
    type: z.string(),
    metadata: z.nullish(z.string()),
  }),
  timestamp: z.string(),
});
export type MobilePayInResponse = z.infer<typeof MobilePayInResponseSchema>;

/** The spec does not show this answer: the sandbox's assumption is an envelope holding the transaction. */
export const CardPayInResponseSchema = envelope(TransactionSchema);
export type CardPayInResponse = z.infer<typeof CardPayInResponseSchema>;
