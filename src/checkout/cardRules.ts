import type { CardFormCopy } from './cardCopy';

// The card form's rules as pure functions: the page checks with them as the payer types, and the
// server that answers the form without JavaScript checks the very same fields with them.

/** The card form's field names, as posted: the browser's and the server's one vocabulary. */
export const cardFieldNames = {
  number: 'numero-carte',
  expiry: 'expiration',
  cvc: 'cryptogramme',
  holder: 'titulaire',
} as const;

export type CardField = keyof typeof cardFieldNames;

/** What the payer typed, as typed. */
export type CardInput = Record<CardField, string>;

export const emptyCard: CardInput = { number: '', expiry: '', cvc: '', holder: '' };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

interface BrandRule {
  name: string;
  /** Accepted lengths of the number. */
  lengths: readonly number[];
  /** Sizes of the groups the number is written in. */
  groups: readonly number[];
  cvcLength: number;
}

const brandRules: Record<CardBrand, BrandRule> = {
  visa: { name: 'Visa', lengths: [13, 16, 19], groups: [4, 4, 4, 4, 3], cvcLength: 3 },
  mastercard: { name: 'Mastercard', lengths: [16], groups: [4, 4, 4, 4], cvcLength: 3 },
  amex: { name: 'American Express', lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  // Other networks (the regional GIM-UEMOA among them): any length cards use, checked by Luhn.
  unknown: {
    name: '',
    lengths: [13, 14, 15, 16, 17, 18, 19],
    groups: [4, 4, 4, 4, 3],
    cvcLength: 3,
  },
};

/** The longest card number any network issues. */
export const MAX_CARD_DIGITS = 19;

/** The digits of what was typed or pasted, spaces, dashes and anything else dropped, 19 at most. */
export const cardDigits = (text: string) => text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);

/** The network, from the first digits (IIN ranges), as soon as they tell. */
export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const first4 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
  return 'unknown';
}

/** The network's name for the payer ("Visa"), empty when unknown. */
export const cardBrandName = (brand: CardBrand) => brandRules[brand].name;

/** "4242 4242 4242 4242", "3782 822463 10005": grouped as the network prints it. */
export function groupCardNumber(digits: string): string {
  const groups: string[] = [];
  let rest = cardDigits(digits);
  for (const size of brandRules[cardBrandOf(rest)].groups) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) groups.push(rest);
  return groups.join(' ');
}

/** Where the caret goes after the first `count` digits of a grouped number. */
export function caretAfterCardDigits(grouped: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (/\d/.test(grouped[i]!)) seen++;
    if (seen === count) return i + 1;
  }
  return grouped.length;
}

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * "MM / AA" as typed: a first digit above 1, or one followed by a separator, is a month on its
 * own ("4" is "04"); a pasted four-digit year keeps its last two digits. Anything else is dropped.
 */
export function formatExpiry(text: string): string {
  const pasted = /^\s*(\d{1,2})\s*[/.\-\s]\s*\d{2}(\d{2})\s*$/.exec(text);
  if (pasted) return `${pasted[1]!.padStart(2, '0')} / ${pasted[2]}`;
  let digits = text.replace(/\D/g, '');
  if (/^\s*\d\s*[/.\-\s]/.test(text) || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  // The separator comes with the year's first digit, so erasing back over it never sticks.
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an expiry as typed ("09 / 30", "0930", "9/2030"). */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*[/.\-\s]?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month; `now` in epoch milliseconds. */
export const isExpired = ({ month, year }: { month: number; year: number }, now: number) => {
  const today = new Date(now);
  return year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
};

/** The security code's digits: 3, or 4 on American Express, never more. */
export const cvcDigits = (text: string) => text.replace(/\D/g, '').slice(0, 4);

/** The code length the number's network uses. */
export const cvcLengthFor = (digits: string) => brandRules[cardBrandOf(digits)].cvcLength;

/** The name as printed on cards: letters of any script, spaces, hyphens, apostrophes, dots. */
const HOLDER_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** Cards print 26 characters at most; a margin for names written out in full. */
export const MAX_HOLDER_LENGTH = 60;

/** Spaces collapsed and trimmed: "  Awa   Diop " is "Awa Diop". */
export const normalizeHolder = (text: string) => text.replace(/\s+/g, ' ').trim();

function numberProblem(digits: string, copy: CardFormCopy): string | undefined {
  if (!digits) return copy.number.empty;
  const rule = brandRules[cardBrandOf(digits)];
  if (digits.length < Math.min(...rule.lengths)) return copy.number.incomplete;
  if (!rule.lengths.includes(digits.length) || !luhnValid(digits)) return copy.number.invalid;
  return undefined;
}

function expiryProblem(text: string, now: number, copy: CardFormCopy): string | undefined {
  if (!text.trim()) return copy.expiry.empty;
  const expiry = parseExpiry(text);
  if (!expiry) return copy.expiry.invalid;
  return isExpired(expiry, now) ? copy.expiry.past : undefined;
}

function cvcProblem(text: string, numberDigits: string, copy: CardFormCopy): string | undefined {
  const length = cvcLengthFor(numberDigits);
  if (!text) return copy.cvc.empty(length);
  return /^\d+$/.test(text) && text.length === length ? undefined : copy.cvc.invalid(length);
}

function holderProblem(text: string, copy: CardFormCopy): string | undefined {
  const name = normalizeHolder(text);
  if (!name) return copy.holder.empty;
  if (name.length > MAX_HOLDER_LENGTH) return copy.holder.tooLong(MAX_HOLDER_LENGTH);
  return HOLDER_PATTERN.test(name) ? undefined : copy.holder.invalid;
}

/**
 * Each field's problem in the payer's words, in the form's order; an empty object when the card
 * can be sent.
 */
export function cardProblems(
  input: CardInput,
  now: number,
  copy: CardFormCopy,
): Partial<Record<CardField, string>> {
  const digits = cardDigits(input.number);
  // A number longer than any card is not cut silently: it was mistyped or pasted wrong.
  const tooLong = input.number.replace(/\D/g, '').length > MAX_CARD_DIGITS;
  const problems: Partial<Record<CardField, string>> = {
    number: tooLong ? copy.number.invalid : numberProblem(digits, copy),
    expiry: expiryProblem(input.expiry, now, copy),
    cvc: cvcProblem(input.cvc.trim(), digits, copy),
    holder: holderProblem(input.holder, copy),
  };
  for (const field of Object.keys(problems) as CardField[]) {
    if (problems[field] === undefined) delete problems[field];
  }
  return problems;
}

/** What the payer-facing card call takes, from a card `cardProblems` found nothing wrong with. */
export function cardRequest(input: CardInput) {
  const expiry = parseExpiry(input.expiry);
  if (!expiry) throw new Error('cardRequest needs a checked card');
  return {
    cardNumber: cardDigits(input.number),
    cardExpirationMonth: String(expiry.month).padStart(2, '0'),
    cardExpirationYear: String(expiry.year),
    cardCv: input.cvc.trim(),
    cardHolderName: normalizeHolder(input.holder),
  };
}
