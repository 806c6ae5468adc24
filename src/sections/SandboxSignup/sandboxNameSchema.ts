import * as z from 'zod/mini';
import { MAX_SANDBOX_NAME_LENGTH } from '../../api/schemas/developerSandbox';
import { sandboxSignupCopy, type SandboxSignupCopy } from '../../content/sandboxSignup';

/**
 * The docs' sandbox form, with its messages in the page's language: the browser and the server
 * (server/forms.mjs) check it alike.
 */
export const sandboxNameSchemaOf = (copy: SandboxSignupCopy) =>
  z.object({
    name: z.string().check(
      z.trim(),
      z.maxLength(MAX_SANDBOX_NAME_LENGTH, copy.nameTooLong(MAX_SANDBOX_NAME_LENGTH)),
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      z.refine((name) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name), copy.nameControl),
    ),
  });

export const sandboxNameSchema = sandboxNameSchemaOf(sandboxSignupCopy);
