import { countries, findMethod, type Country, type MethodInfo } from './catalogue';
import type { ApiCode } from '../api/apiCodes';
import { MAX_AMOUNT, MAX_QUOTED_LENGTH, maxLengthOf, WHOLE_UNIT_CURRENCIES } from './limits';

/** A request the sandbox refuses; `title` is French and says what to fix. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiCode,
    readonly title: string,
    readonly field?: string,
  ) {
    super(title);
  }
}

export const invalid = (title: string, field?: string) =>
  new Refusal(400, 'BAD_REQUEST', title, field);
export const notFound = (title: string) => new Refusal(404, 'NOT_FOUND', title);
export const conflict = (title: string, field?: string) =>
  new Refusal(409, 'CONFLICT', title, field);
export const insufficientBalance = (title: string, field = 'amount') =>
  new Refusal(400, 'INSUFFICIENT_BALANCE', title, field);

export type Body = Record<string, unknown>;

/** A refused value quoted in a title, cut short: titles never echo a whole hostile body. */
export function shown(value: unknown) {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  if (text.length <= MAX_QUOTED_LENGTH) return `« ${text} »`;
  // Never end on half a surrogate pair: the title must stay valid Unicode.
  const cut = text.slice(0, MAX_QUOTED_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
  return `« ${cut}… »`;
}

/** "15 300 XOF", grouped the French way (narrow no-break spaces). */
export const money = (amount: number, currency: string) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;

/** The request body must be a JSON object. */
export function asBody(value: unknown): Body {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Le corps de la requête doit être un objet JSON.');
  }
  return value as Body;
}

const numberText = (value: number) => (Object.is(value, -0) ? '-0' : String(value));

/**
 * Money where it enters: a JSON number (a string such as "5000" is refused), above zero
 * (0 and -0 too), at most MAX_AMOUNT (which also refuses 1e308 and the Infinity of 1e999), and
 * whole in the currencies without cents. Call it once the currency is known.
 */
export function readAmount(body: Body, currency: string, field = 'amount'): number {
  const value = body[field];
  if (value === undefined || value === null) {
    throw invalid(`Le montant (${field}) est obligatoire.`, field);
  }
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw invalid(
      `Le montant (${field}) doit être un nombre, par exemple 5000 ; reçu : ${shown(value)}.`,
      field,
    );
  }
  if (!(value > 0)) {
    throw invalid(
      `Le montant (${field}) doit être supérieur à zéro ; reçu : ${numberText(value)}.`,
      field,
    );
  }
  if (!(value <= MAX_AMOUNT) || !Number.isFinite(value)) {
    throw invalid(
      `Le montant (${field}) ne peut dépasser ${money(MAX_AMOUNT, currency)} ; reçu : ${numberText(value)}.`,
      field,
    );
  }
  if (WHOLE_UNIT_CURRENCIES.includes(currency) && !Number.isInteger(value)) {
    throw invalid(
      `Le montant (${field}) doit être un nombre entier de ${currency}, qui n'a pas de centimes ; reçu : ${numberText(value)}.`,
      field,
    );
  }
  if (Math.round(value * 100) / 100 !== value) {
    throw invalid(
      `Le montant (${field}) compte au plus deux décimales ; reçu : ${numberText(value)}.`,
      field,
    );
  }
  return value;
}

/** A required text field, trimmed, no longer than its limit (`maxLengthOf`). */
export function readString(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw invalid(`Le champ ${field} est obligatoire.`, field);
  }
  if (typeof value !== 'string') {
    throw invalid(
      `Le champ ${field} doit être une chaîne de caractères ; reçu : ${shown(value)}.`,
      field,
    );
  }
  const max = maxLengthOf(field);
  if (value.length > max) {
    throw invalid(
      `Le champ ${field} compte au plus ${max} caractères ; reçu : ${value.length}.`,
      field,
    );
  }
  return value.trim();
}

export function readOptionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  return readString(body, field);
}

export function readMethod(body: Body, field = 'paymentMethod'): MethodInfo {
  const code = readString(body, field);
  const info = findMethod(code);
  if (!info) {
    throw invalid(
      `Moyen de paiement inconnu : ${shown(code)}. Les codes disponibles sont listés par GET /api/v1/transaction/payment-method/all.`,
      field,
    );
  }
  return info;
}

export function checkCurrency(body: Body, { method }: MethodInfo, field = 'currency') {
  const currency = readString(body, field);
  if (currency !== method.currency) {
    throw invalid(
      `La devise ${shown(currency)} ne correspond pas à ${method.name} (${method.paymentMethod}), qui fonctionne en ${method.currency}.`,
      field,
    );
  }
  return currency;
}

export function checkPrefix(body: Body, { method, country }: MethodInfo, field = 'prefixPhone') {
  const prefix = readString(body, field).replace(/^\+/, '');
  if (prefix !== country.prefix) {
    throw invalid(
      `L'indicatif ${shown(prefix)} ne correspond pas à ${method.name} (${method.paymentMethod}), disponible ${country.inName} (+${country.prefix}).`,
      field,
    );
  }
  return prefix;
}

export function readPhone(body: Body, country: Country, field = 'phoneNumber') {
  const phone = readString(body, field);
  if (!country.mobilePattern.test(phone)) {
    throw invalid(
      `Le numéro ${shown(phone)} n'est pas un numéro mobile valide ${country.inName} : ${country.mobileFormat}, sans l'indicatif ni espaces.`,
      field,
    );
  }
  return phone;
}

export function readCountry(body: Body, field = 'country'): Country {
  const code = readString(body, field).toUpperCase();
  const country = countries.find((c) => c.code === code);
  if (!country) {
    throw invalid(
      `Pays non desservi : ${shown(code)}. Pays disponibles : ${countries.map((c) => c.code).join(', ')}.`,
      field,
    );
  }
  return country;
}

export function readOtp(body: Body, { method }: MethodInfo, field = 'codeOtp') {
  const otp = readOptionalString(body, field);
  if (otp === undefined) {
    throw invalid(`Code OTP manquant pour ${method.name}. ${method.instructions}`, field);
  }
  if (!/^\d{4,6}$/.test(otp)) {
    throw invalid(`Le code OTP doit compter de 4 à 6 chiffres ; reçu : ${shown(otp)}.`, field);
  }
  return otp;
}

export function readEmail(body: Body, field = 'email') {
  const email = readString(body, field);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalid(`L'adresse e-mail ${shown(email)} n'est pas valide.`, field);
  }
  return email;
}

/**
 * The spellings of a notification URL: the spec writes `Ipn` on the mobile pay-in, `ipn` on
 * payouts and links, `notifyUrl` on the card pay-in. Every call that takes one accepts all three.
 */
export const NOTIFICATION_URL_FIELDS = ['Ipn', 'ipn', 'notifyUrl'] as const;

function checkNotificationUrl(value: string, field: string) {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw invalid(
      `L’adresse de notification (${field}) doit être une URL absolue en https:// (ou http:// pour un serveur de test), par exemple https://boutique.example/ipn ; reçu : ${shown(value)}.`,
      field,
    );
  }
  if (url.username || url.password) {
    throw invalid(
      `L’adresse de notification (${field}) ne peut pas contenir d’identifiants (utilisateur:mot de passe@) : ils finiraient dans des journaux. Vérifiez plutôt la signature de chaque notification.`,
      field,
    );
  }
}

/**
 * Sandbox assumption: where the hosted page sends the payer back once the link is paid (its
 * receipt's "Retour chez …" link). HTTPS only, without credentials: a payer is sent there.
 */
export function readReturnUrl(body: Body, field = 'returnUrl'): string | null {
  const value = readOptionalString(body, field);
  if (value === undefined) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname || url.username || url.password) {
    throw invalid(
      `L’adresse de retour (${field}) doit être une URL absolue en https:// sans identifiants, par exemple https://boutique.example/merci ; reçu : ${shown(value)}.`,
      field,
    );
  }
  return url.href;
}

/** The operation's notification URL under any of its spellings, checked; null when none is given. */
export function readNotificationUrl(body: Body): string | null {
  let found: { field: string; url: string } | undefined;
  for (const field of NOTIFICATION_URL_FIELDS) {
    const url = readOptionalString(body, field);
    if (url === undefined) continue;
    checkNotificationUrl(url, field);
    if (found && found.url !== url) {
      throw invalid(
        `Deux adresses de notification différentes : ${found.field} et ${field}. ${NOTIFICATION_URL_FIELDS.join(', ')} désignent la même adresse : n’en donnez qu’une.`,
        field,
      );
    }
    found ??= { field, url };
  }
  return found?.url ?? null;
}

/** Runs a check for one item of a list, naming the item in the refusal. */
export function forItem<T>(list: string, index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const title = `Bénéficiaire n° ${index + 1} : ${error.title.charAt(0).toLowerCase()}${error.title.slice(1)}`;
    const field = error.field ? `${list}[${index}].${error.field}` : `${list}[${index}]`;
    throw new Refusal(error.status, error.code, title, field);
  }
}
