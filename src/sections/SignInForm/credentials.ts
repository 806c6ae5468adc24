import * as z from 'zod/mini';
import { credentialErrors, PASSWORD_MIN_LENGTH } from '../../content/auth';

/** Spec 5: required first, then the format, each with its own message. */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: credentialErrors.emailRequired, abort: true }),
    z.email({ error: credentialErrors.emailInvalid }),
  );

export const passwordField = z
  .string()
  .check(
    z.minLength(1, { error: credentialErrors.passwordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: credentialErrors.passwordTooShort }),
  );

export const signInSchema = z.object({ email: emailField, password: passwordField });
export type SignInValues = z.infer<typeof signInSchema>;
