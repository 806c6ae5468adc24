import * as z from 'zod/mini';
import { requestAmount, requestText } from './request';

export const MobilePayInRequestSchema = /* @__PURE__ */ z.object({
  amount: requestAmount(),
  currency: requestText('currency'),
  /** Method code from the payment-method list, e.g. WAVESN. */
  paymentMethod: requestText('paymentMethod'),
  /** Country calling code without +, e.g. 221. */
  prefixPhone: requestText('prefixPhone'),
  /** National number, digits only. */
  phoneNumber: requestText('phoneNumber'),
  idClient: z.optional(requestText('idClient')),
  /** Notification URL; the capital I is the API's own spelling. */
  Ipn: z.optional(requestText('Ipn')),
  description: z.optional(requestText('description')),
  country: z.optional(requestText('country')),
  /** Code the payer generated on their phone, for methods with `otpRequired`. */
  codeOtp: z.optional(requestText('codeOtp')),
  metadata: z.optional(requestText('metadata')),
});
export type MobilePayInRequest = z.infer<typeof MobilePayInRequestSchema>;

export const CardPayInRequestSchema = /* @__PURE__ */ z.object({
  amount: requestAmount(),
  currency: requestText('currency'),
  description: z.optional(requestText('description')),
  cardNumber: requestText('cardNumber'),
  customerFirstName: requestText('customerFirstName'),
  customerLastName: requestText('customerLastName'),
  cardExpirationMonth: requestText('cardExpirationMonth'),
  cardExpirationYear: requestText('cardExpirationYear'),
  cardCv: requestText('cardCv'),
  idClient: z.optional(requestText('idClient')),
  notifyUrl: z.optional(requestText('notifyUrl')),
});
export type CardPayInRequest = z.infer<typeof CardPayInRequestSchema>;
