import * as z from 'zod/mini';
import { OTP_LENGTH, otpCopy as copy } from '../../content/auth';

/** Spec 5: the code is required, then all seven slots. */
export const otpSchema = z.object({
  otp: z
    .string()
    .check(
      z.minLength(1, { error: copy.required, abort: true }),
      z.length(OTP_LENGTH, { error: copy.incomplete }),
    ),
});
export type OtpValues = z.infer<typeof otpSchema>;
