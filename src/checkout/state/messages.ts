import * as z from 'zod/mini';
import type { CheckoutCopy } from '../copy';
import type { CheckoutLanguage } from '../language/types';

// What a message on the payment page means, kept in the state (and in the page the server
// sends) instead of its words: the screens word it in the page's language as they render, so a
// message already on screen follows a language switch, as refusal screens do with their reason.

/** Messages that need nothing but their key, and their words in a language. */
const plainWords = {
  methodRequired: (copy) => copy.method.required,
  methodRefused: (copy) => copy.errors.methodRefused,
  phoneEmpty: (copy) => copy.phone.empty,
  otpRequired: (copy) => copy.otp.required,
  otpInvalid: (copy) => copy.otp.invalid,
  otpRefused: (copy) => copy.errors.otpRefused,
  otpAskedByNumber: (copy) => copy.otp.askedByNumber,
  cardRefused: (copy) => copy.card.refused,
  changedSinceLastTry: (copy) => copy.errors.changedSinceLastTry,
  invalidRequest: (copy) => copy.errors.invalidRequest,
  alreadyPending: (copy) => copy.errors.alreadyPending,
  cancelFailed: (copy) => copy.pending.cancelFailed,
  offline: (copy) => copy.errors.offline,
  unreadable: (copy) => copy.errors.unreadable,
  server: (copy) => copy.errors.server,
  refusedAccess: (copy) => copy.errors.refusedAccess,
  generic: (copy) => copy.errors.generic,
} satisfies Record<string, (copy: CheckoutCopy) => string>;

type PlainKey = keyof typeof plainWords;
const plainKeys = Object.keys(plainWords) as [PlainKey, ...PlainKey[]];

/** Failures a later try can fix: the only messages of a failed lookup. */
export type TransientMessage = {
  key: Extract<PlainKey, 'offline' | 'unreadable' | 'server' | 'refusedAccess' | 'generic'>;
};

const MessageSchema = z.union([
  z.object({ key: z.enum(plainKeys) }),
  z.object({ key: z.literal('phoneIncomplete'), length: z.number() }),
  z.object({ key: z.literal('phoneInvalid'), country: z.string(), leads: z.array(z.string()) }),
  /** `method`: the wallet's name; none for the card, named in the page's language. */
  z.object({ key: z.literal('phoneRefused'), method: z.optional(z.string()) }),
  /**
   * A refusal only the Node server writes (a posted form it could not take, a posted card's
   * fields): its words are the server's alone, so it sends them in both languages, and the
   * browser never carries them.
   */
  z.object({ key: z.literal('posted'), fr: z.string(), en: z.string() }),
]);

export type CheckoutMessage = z.infer<typeof MessageSchema>;

/** A message on a field of the form, or on the whole form. */
export const FormErrorSchema = z.object({
  field: z.enum(['method', 'phone', 'otp', 'card', 'form']),
  message: MessageSchema,
});

/** The message in the page's language. */
export function wordMessage(
  words: { lang: CheckoutLanguage; copy: CheckoutCopy },
  message: CheckoutMessage,
): string {
  const { copy } = words;
  switch (message.key) {
    case 'phoneIncomplete':
      return copy.phone.incomplete(message.length);
    case 'phoneInvalid':
      return copy.phone.invalid(message.country, message.leads);
    case 'phoneRefused':
      return copy.errors.phoneRefused(message.method ?? copy.card.method);
    case 'posted':
      return message[words.lang];
    default:
      return plainWords[message.key](copy);
  }
}
