import * as z from 'zod/mini';
import { hasControlInLine, hasControlInText } from '../../lib/controlCharacters';
import {
  contactFormWords,
  EMAIL_MAX_LENGTH,
  messageLength,
  nameLength,
  type ContactFormWords,
} from '../../content/contact';

const required = (message: string) => z.minLength(1, { error: message });

/** Accepts an empty value (the field is optional) or 8 to 15 digits with the usual separators. */
export function isPlausiblePhone(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/**
 * The form's rules, with its messages in the words given (the page's language). zod/mini keeps
 * this public page light; the first failing check of a field is the one shown.
 */
export const contactSchemaOf = (copy: ContactFormWords) =>
  z.object({
    lastName: z.string().check(
      z.trim(),
      required(copy.lastName.required),
      z.maxLength(nameLength.max, { error: copy.lastName.tooLong }),
      z.refine((name) => !hasControlInLine(name), { error: copy.lastName.control }),
    ),
    firstName: z.string().check(
      z.trim(),
      required(copy.firstName.required),
      z.maxLength(nameLength.max, { error: copy.firstName.tooLong }),
      z.refine((name) => !hasControlInLine(name), { error: copy.firstName.control }),
    ),
    email: z
      .string()
      .check(
        z.trim(),
        required(copy.email.required),
        z.maxLength(EMAIL_MAX_LENGTH, { error: copy.email.invalid }),
        z.regex(z.regexes.email, { error: copy.email.invalid }),
      ),
    phone: z.string().check(z.trim(), z.refine(isPlausiblePhone, { error: copy.phone.invalid })),
    message: z.string().check(
      z.trim(),
      required(copy.message.required),
      z.minLength(messageLength.min, { error: copy.message.tooShort }),
      z.maxLength(messageLength.max, { error: copy.message.tooLong }),
      z.refine((message) => !hasControlInText(message), { error: copy.message.control }),
    ),
  });

/** The French form's rules, the contact page's and the support page's. */
export const contactSchema = contactSchemaOf(contactFormWords);

export type ContactValues = z.infer<ReturnType<typeof contactSchemaOf>>;

export const emptyContact: ContactValues = {
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  message: '',
};
