import * as z from 'zod/mini';
import { amount, envelope } from './envelope';

export const BalanceSchema = /* @__PURE__ */ z.object({
  businessName: z.string(),
  availableBalance: amount(),
  currency: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const BalanceResponseSchema = envelope(BalanceSchema);
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;
