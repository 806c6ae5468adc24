import * as z from 'zod/mini';
import { emailField } from '../SignInForm/credentials';

export const resetSchema = z.object({ email: emailField });
export type ResetValues = z.infer<typeof resetSchema>;
