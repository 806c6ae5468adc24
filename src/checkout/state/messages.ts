import type { CheckoutCopy } from '../copy';
import type { CheckoutLanguage } from '../language/types';
import {
  arrayOf,
  firstOf,
  number,
  object,
  oneOf,
  optional,
  string,
  type Reader,
} from './jsonShape';

// What a message on the payment page means, kept in the state (and in the page the server
// sends) instead of its words: the screens word it in the page's language as they render, so a
// message already on screen follows a language switch, as refusal screens do with their reason.

/** The paths of the strings of an object of words ("errors.offline"). */
type StringPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends Record<string, unknown>
      ? `${K}.${StringPaths<T[K]>}`
      : never;
}[keyof T & string];

/**
 * Messages that need nothing but their key: the path of their words in the page's words, which
 * both languages have (English is typed as the French).
 */
const plainKeys = [
  'method.required',
  'errors.methodRefused',
  'phone.empty',
  'otp.required',
  'otp.invalid',
  'errors.otpRefused',
  'otp.askedByNumber',
  'card.refused',
  'errors.changedSinceLastTry',
  'errors.invalidRequest',
  'errors.alreadyPending',
  'errors.cancelFailed',
  'errors.offline',
  'errors.unreadable',
  'errors.server',
  'errors.refusedAccess',
  'errors.generic',
] as const satisfies readonly StringPaths<CheckoutCopy>[];

type PlainKey = (typeof plainKeys)[number];

/** Failures a later try can fix: the only messages of a failed lookup. */
export type TransientMessage = {
  key: Extract<
    PlainKey,
    `errors.${'offline' | 'unreadable' | 'server' | 'refusedAccess' | 'generic'}`
  >;
};

export type CheckoutMessage =
  | { key: PlainKey }
  | { key: 'phoneIncomplete'; length: number }
  | { key: 'phoneInvalid'; country: string; leads: string[] }
  /** `method`: the wallet's name; none for the card, named in the page's language. */
  | { key: 'phoneRefused'; method?: string }
  /**
   * A refusal only the Node server writes (a posted form it could not take, a posted card's
   * fields): its words are the server's alone, so it sends them in both languages, and the
   * browser never carries them.
   */
  | { key: 'posted'; fr: string; en: string };

const readMessage: Reader<CheckoutMessage> = firstOf<CheckoutMessage>(
  object({ key: oneOf(...plainKeys) }),
  object({ key: oneOf('phoneIncomplete'), length: number }),
  object({ key: oneOf('phoneInvalid'), country: string, leads: arrayOf(string) }),
  object({ key: oneOf('phoneRefused'), method: optional(string) }),
  object({ key: oneOf('posted'), fr: string, en: string }),
);

/** A message on a field of the form, or on the whole form, as the server's page carries it. */
export const readFormError: Reader<{
  field: 'method' | 'phone' | 'otp' | 'card' | 'form';
  message: CheckoutMessage;
}> = object({
  field: oneOf('method', 'phone', 'otp', 'card', 'form'),
  message: readMessage,
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
    default: {
      const [group, name] = message.key.split('.') as [keyof CheckoutCopy, string];
      return (copy[group] as unknown as Record<string, string>)[name]!;
    }
  }
}
