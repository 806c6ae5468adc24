// The server's side of the site's forms (server/forms.mjs reads this through the SSR entry):
// which page hosts which form, and each form's rules, the very schemas the browser uses.
import type * as z from 'zod/mini';
import { newsletter } from '../content/homeNewsletter';
import type { FormId } from '../lib/forms';
import { contactSchema, contactSchemaOf } from '../sections/ContactForm/contactSchema';
import { contactFormWordsEn } from '../content/docs/en/contact';
import { resetSchema } from '../sections/ForgotPasswordForm/resetSchema';
import { sandboxSignupCopy, type SandboxSignupCopy } from '../content/sandboxSignup';
import { sandboxSignupCopyEn } from '../content/docs/en/sandboxSignup';
import {
  sandboxNameSchema,
  sandboxNameSchemaOf,
} from '../sections/SandboxSignup/sandboxNameSchema';
import { checkEmail } from '../sections/NewsletterSignup/emailSchema';
import { otpSchema } from '../sections/OtpForm/otpSchema';
import { signInSchema } from '../sections/SignInForm/credentials';
import { unsubscribeSchema } from '../sections/UnsubscribeForm/unsubscribeSchema';
import { docsPath, paths } from '../paths/paths';

/** The form each page posts, by the page's path (a form posts to its own page). */
export const formOfPage: Record<string, FormId> = {
  [paths.home]: 'newsletter',
  [paths.signIn]: 'sign-in',
  [paths.otp]: 'otp',
  [paths.forgotPassword]: 'password-reset',
  [paths.unsubscribe]: 'unsubscribe',
  [paths.contactUs]: 'contact',
  [docsPath('support')]: 'contact',
  [docsPath('support', 'en')]: 'contact',
  [docsPath('prerequis')]: 'sandbox',
  [docsPath('prerequis', 'en')]: 'sandbox',
};

/** The sandbox form's words on each page that has it: each page answers in its own language. */
const sandboxCopyOfPage: Record<string, SandboxSignupCopy> = {
  [docsPath('prerequis')]: sandboxSignupCopy,
  [docsPath('prerequis', 'en')]: sandboxSignupCopyEn,
};

/** The sandbox form's words for the page it was posted to. */
export const sandboxSignupCopyOf = (pagePath: string) =>
  sandboxCopyOfPage[pagePath] ?? sandboxSignupCopy;

/** The contact form's rules on each page whose form speaks another language than French. */
const contactSchemaOfPage = new Map<string, typeof contactSchema>([
  [docsPath('support', 'en'), contactSchemaOf(contactFormWordsEn)],
]);

const sandboxSchemaOfPage = new Map(
  Object.entries(sandboxCopyOfPage).map(([page, copy]) => [page, sandboxNameSchemaOf(copy)]),
);

/** Fields each form reads; anything else a client sends is ignored. */
const fieldsOf: Record<FormId, readonly string[]> = {
  contact: ['lastName', 'firstName', 'email', 'phone', 'message'],
  newsletter: ['email'],
  unsubscribe: ['token'],
  'sign-in': ['email', 'password'],
  otp: ['otp'],
  'password-reset': ['email'],
  sandbox: ['name'],
};

/** Never shown again, not even to its author: it would sit in the page's HTML. */
const secretFields = new Set(['password']);

export type Checked =
  | { ok: true; values: Record<string, string>; echo: Record<string, string> }
  | { ok: false; errors: Record<string, string>; echo: Record<string, string> };

const firstMessages = (error: z.core.$ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Checks a submission with the form's own rules: the values to keep, or each field's message,
 * in the language of the page it was posted to.
 */
export function checkSubmission(form: FormId, raw: Record<string, string>, pagePath = ''): Checked {
  const given = Object.fromEntries(fieldsOf[form].map((name) => [name, raw[name] ?? '']));
  const echo = Object.fromEntries(
    Object.entries(given).filter(([name]) => !secretFields.has(name)),
  );
  if (form === 'newsletter') {
    const checked = checkEmail(given.email ?? '', {
      empty: newsletter.emptyError,
      invalid: newsletter.invalidError,
    });
    return checked.ok
      ? { ok: true, values: { email: checked.email }, echo }
      : { ok: false, errors: { email: checked.message }, echo };
  }
  const schema = {
    unsubscribe: unsubscribeSchema,
    contact: contactSchemaOfPage.get(pagePath) ?? contactSchema,
    'sign-in': signInSchema,
    otp: otpSchema,
    'password-reset': resetSchema,
    sandbox: sandboxSchemaOfPage.get(pagePath) ?? sandboxNameSchema,
  }[form];
  const parsed = schema.safeParse(given);
  return parsed.success
    ? { ok: true, values: parsed.data as Record<string, string>, echo }
    : { ok: false, errors: firstMessages(parsed.error), echo };
}
