// Bounds of what the merchant API accepts: the request schemas carry them into the OpenAPI
// document, and the sandbox enforces them where money and text enter (src/sandbox/validation.ts).
// No zod here, so the sandbox's Node adapter can read them without the schemas.

/**
 * The largest amount one operation may carry, in the currency's unit: 100 000 000 (about
 * 152 000 € in XOF or XAF), far above what a mobile-money wallet or a card moves in one go in
 * the region, and small enough that the sum of a full mass payout with its fees
 * (500 × 1.02 × 10^8 = 5.1 × 10^10) stays exact to the hundredth in a double (under 2^53 / 100).
 */
export const MAX_AMOUNT = 100_000_000;

/** Currencies without a subdivision (ISO 4217 minor unit 0): their amounts are whole numbers. */
export const WHOLE_UNIT_CURRENCIES: readonly string[] = ['XOF', 'XAF', 'GNF'];

/** Most recipients one mass payout may carry: a payroll of a large shop, one call of a few hundred KB. */
export const MASS_PAYOUT_MAX_RECIPIENTS = 500;

/** The longest value each kind of text field of a request may hold, in UTF-16 code units. */
export const MAX_LENGTH = {
  /** What the payer buys, shown whole on the payment page's summary. */
  product: 200,
  /** A free text for the merchant's records and the payer's statement. */
  description: 500,
  /** The merchant's own reference (an order or customer number). */
  idClient: 100,
  /** A notification or return URL (`ipn`, `Ipn`, `notifyUrl`, `returnUrl`): the 2 048 characters browsers and proxies agree on. */
  url: 2048,
  /** Free data the merchant attaches to the operation. */
  metadata: 2048,
  /** A person's name or surname. */
  name: 100,
  /** RFC 5321: a forward path holds at most 256 octets, so an address at most 254 characters. */
  email: 254,
  /** Codes and numbers (currency, country, method, phone, card fields, OTP): far above the longest valid one. */
  code: 64,
} as const;

/** Each named text field's limit; any other field is a code or a number (`MAX_LENGTH.code`). */
const fieldLimits: Record<string, number> = {
  product: MAX_LENGTH.product,
  description: MAX_LENGTH.description,
  idClient: MAX_LENGTH.idClient,
  ipn: MAX_LENGTH.url,
  Ipn: MAX_LENGTH.url,
  notifyUrl: MAX_LENGTH.url,
  returnUrl: MAX_LENGTH.url,
  metadata: MAX_LENGTH.metadata,
  name: MAX_LENGTH.name,
  surname: MAX_LENGTH.name,
  customerFirstName: MAX_LENGTH.name,
  customerLastName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
};

/** The longest value a request's text field may hold. */
export const maxLengthOf = (field: string) => fieldLimits[field] ?? MAX_LENGTH.code;
