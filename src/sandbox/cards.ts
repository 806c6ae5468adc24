import type { ApiCode } from '../api/apiCodes';
import { TEST_CARDS, type TestOutcome } from '../api/sandboxTestNumbers';
import type { Answer } from './handlers/route';
import { invalid, readString, type Body } from './validation';

// Cards, as `pay-in-card` and the hosted page's card payment both check and settle them.

export const CARD_CURRENCIES = ['XOF', 'XAF', 'GNF'];

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const n = Number(char) * (i % 2 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0) %
    10 ===
  0;

/** The test card's outcome; any other valid card succeeds. */
export const cardOutcome = (number: string): TestOutcome =>
  number === TEST_CARDS.rejected
    ? 'rejected'
    : number === TEST_CARDS.insufficientBalance
      ? 'insufficientBalance'
      : 'success';

/**
 * Checks the card's number, expiry (not past at `now`) and security code, and returns the
 * number's digits. Each refusal names its field.
 */
export function readCard(body: Body, now: number): string {
  const number = readString(body, 'cardNumber').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
    throw invalid("Le numéro de carte (cardNumber) n'est pas valide.", 'cardNumber');
  }
  const month = Number(readString(body, 'cardExpirationMonth'));
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw invalid(
      "Le mois d'expiration (cardExpirationMonth) doit aller de 01 à 12.",
      'cardExpirationMonth',
    );
  }
  const yearText = readString(body, 'cardExpirationYear');
  if (!/^(\d{2}|\d{4})$/.test(yearText)) {
    throw invalid(
      "L'année d'expiration (cardExpirationYear) doit compter 2 ou 4 chiffres.",
      'cardExpirationYear',
    );
  }
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const today = new Date(now);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    throw invalid('La carte a expiré.', 'cardExpirationYear');
  }
  if (!/^\d{3,4}$/.test(readString(body, 'cardCv'))) {
    throw invalid('Le cryptogramme (cardCv) doit compter 3 ou 4 chiffres.', 'cardCv');
  }
  return number;
}

const cardDeclines = {
  rejected: {
    code: 'CARD_DECLINED',
    title:
      'Paiement refusé par la banque de la carte : proposez une autre carte ou un autre moyen de paiement.',
  },
  insufficientBalance: {
    code: 'INSUFFICIENT_FUNDS',
    title:
      'Provision insuffisante sur la carte : proposez une autre carte ou un montant plus faible.',
  },
} as const satisfies Record<string, { code: ApiCode; title: string }>;

/**
 * A decline is recorded (the list shows it) and answered as an error carrying its reason, as
 * card APIs do (402): a client that only checks for success cannot take it for one.
 */
export function cardDecline(number: string, transactionId: string): Answer {
  const reason =
    cardDeclines[
      cardOutcome(number) === 'insufficientBalance' ? 'insufficientBalance' : 'rejected'
    ];
  return {
    status: 402,
    body: {
      code: reason.code,
      message: 'Payment Required',
      data: { title: reason.title, field: 'cardNumber', transactionId },
    },
  };
}
