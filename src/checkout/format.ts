// Payers read amounts and dates the way the page's language writes them in their region
// (the copy's `locale`: fr-SN, en-GB), whatever the browser's own language.

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per currency, made once. The first loads the locale's data: half of the payment
 * page's 25 ms hydration task in a profile on the build machine, unless `prepareAmountFormat`
 * made it in a task of its own first.
 */
function amountFormat(currency: string, locale: string) {
  const key = `${locale} ${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    amountFormats.set(key, format);
  }
  return format;
}

/**
 * Both CFA francs are written one way on the page, "F CFA" (with a narrow no-break space), as
 * both locales write XOF; they write XAF "FCFA", and a page showing both read as two currencies.
 */
const CFA = 'F\u202fCFA';

/**
 * "45 000 F CFA" in French, "F CFA 45,000" in English: the currency's symbol and no decimals
 * where it has none (XOF, XAF, GNF).
 */
export function formatAmount(amount: number, currency: string, locale: string) {
  const text = amountFormat(currency, locale).format(amount);
  return currency === 'XAF' ? text.replace('FCFA', CFA) : text;
}

/**
 * Text from the API (an operator's instructions) in the page's typography: apostrophes
 * typographic (’), as in every string the page writes itself.
 */
export const typographic = (text: string) => text.replace(/'/g, '’');

/** Makes the currency's formatter now, in a task of its own, ahead of the render that shows it. */
export const prepareAmountFormat = (currency: string, locale: string) =>
  void amountFormat(currency, locale);

/**
 * Time zones of the countries served: a receipt shows the time of the payer's country,
 * not the phone's setting, which is often left at the factory default.
 */
const timeZones: Record<string, string> = {
  SN: 'Africa/Dakar',
  CI: 'Africa/Abidjan',
  ML: 'Africa/Bamako',
  BF: 'Africa/Ouagadougou',
  BJ: 'Africa/Porto-Novo',
  TG: 'Africa/Lome',
  CM: 'Africa/Douala',
  GN: 'Africa/Conakry',
  NE: 'Africa/Niamey',
};

/** "14 novembre 2023 à 23:13" ("14 November 2023 at 23:13"), in the country's time zone when known. */
export const formatPaymentDate = (epochMs: number, country: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZones[country],
  }).format(epochMs);
