import * as z from 'zod/mini';
import { MAX_SANDBOX_NAME_LENGTH } from '../../api/schemas/developerSandbox';
import { hasControlInLine } from '../../lib/controlCharacters';
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
      z.refine((name) => !hasControlInLine(name), copy.nameControl),
    ),
  });

export const sandboxNameSchema = sandboxNameSchemaOf(sandboxSignupCopy);
