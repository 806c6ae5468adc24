import * as z from 'zod/mini';
import { envelope } from './envelope';

export const PaymentMethodSchema = /* @__PURE__ */ z.object({
  /** Operator name shown to payers, e.g. Orange Money. */
  name: z.string(),
  currency: z.string(),
  prefixPhone: z.string(),
  /** The code sent as `paymentMethod`, e.g. WAVESN. */
  paymentMethod: z.string(),
  /** The payer generates a code on their phone first and it goes in `codeOtp`. */
  otpRequired: z.boolean(),
  /** How to pay, in French. */
  instructions: z.string(),
  /** How to pay, in English. */
  instructionsEn: z.string(),
  dataProcessingRequest: z.object({ isPhoneNumberRequired: z.boolean() }),
  /** WALLET for mobile money. */
  type: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodGroupSchema = /* @__PURE__ */ z.object({
  /** ISO 3166-1 alpha-2 code, e.g. SN. */
  country: z.string(),
  methods: z.array(PaymentMethodSchema),
});
export type PaymentMethodGroup = z.infer<typeof PaymentMethodGroupSchema>;

export const PaymentMethodListResponseSchema = envelope(z.array(PaymentMethodGroupSchema));
export type PaymentMethodListResponse = z.infer<typeof PaymentMethodListResponseSchema>;
