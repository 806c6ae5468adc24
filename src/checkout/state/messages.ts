import * as z from 'zod/mini';
import type { CheckoutCopy } from '../copy';
import type { CheckoutLanguage } from '../language/types';

// What a message on the payment page means, kept in the state (and in the page the server
// sends) instead of its words: the screens word it in the page's language as they render, so a
// message already on screen follows a language switch, as refusal screens do with their reason.

/** Messages that need nothing but their key. */
const plainKeys = [
  'methodRequired',
  'methodRefused',
  'phoneEmpty',
  'otpRequired',
  'otpInvalid',
  'otpRefused',
  'otpAskedByNumber',
  'cardRefused',
  'changedSinceLastTry',
  'invalidRequest',
  'alreadyPending',
  'cancelFailed',
  'offline',
  'unreadable',
  'server',
  'refusedAccess',
  'generic',
] as const;

export type PlainMessageKey = (typeof plainKeys)[number];

/** Failures a later try can fix: the only messages of a failed lookup. */
export type TransientMessage = {
  key: Extract<PlainMessageKey, 'offline' | 'unreadable' | 'server' | 'refusedAccess' | 'generic'>;
};

const MessageSchema = z.discriminatedUnion('key', [
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
    case 'methodRequired':
      return copy.method.required;
    case 'methodRefused':
      return copy.errors.methodRefused;
    case 'phoneEmpty':
      return copy.phone.empty;
    case 'phoneIncomplete':
      return copy.phone.incomplete(message.length);
    case 'phoneInvalid':
      return copy.phone.invalid(message.country, message.leads);
    case 'phoneRefused':
      return copy.errors.phoneRefused(message.method ?? copy.card.method);
    case 'otpRequired':
      return copy.otp.required;
    case 'otpInvalid':
      return copy.otp.invalid;
    case 'otpRefused':
      return copy.errors.otpRefused;
    case 'otpAskedByNumber':
      return copy.otp.askedByNumber;
    case 'cardRefused':
      return copy.card.refused;
    case 'changedSinceLastTry':
      return copy.errors.changedSinceLastTry;
    case 'invalidRequest':
      return copy.errors.invalidRequest;
    case 'alreadyPending':
      return copy.errors.alreadyPending;
    case 'cancelFailed':
      return copy.pending.cancelFailed;
    case 'offline':
      return copy.errors.offline;
    case 'unreadable':
      return copy.errors.unreadable;
    case 'server':
      return copy.errors.server;
    case 'refusedAccess':
      return copy.errors.refusedAccess;
    case 'generic':
      return copy.errors.generic;
    case 'posted':
      return message[words.lang];
  }
}
