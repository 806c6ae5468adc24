/** Payers read amounts and dates the way their region writes them, whatever the browser's language. */
const LOCALE = 'fr-SN';

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per currency, made once. The first loads the locale's data: half of the payment
 * page's 25 ms hydration task in a profile on the build machine, unless `prepareAmountFormat`
 * made it in a task of its own first.
 */
function amountFormat(currency: string) {
  let format = amountFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    amountFormats.set(currency, format);
  }
  return format;
}

/**
 * Both CFA francs are written one way on the page, "F CFA" (with a narrow no-break space), as
 * the locale writes XOF; it writes XAF "FCFA", and a page showing both read as two currencies.
 */
const CFA = 'F\u202fCFA';

/** "45 000 F CFA": the currency's symbol and no decimals where it has none (XOF, XAF, GNF). */
export function formatAmount(amount: number, currency: string) {
  const text = amountFormat(currency).format(amount);
  return currency === 'XAF' ? text.replace('FCFA', CFA) : text;
}

/**
 * Text from the API (an operator's instructions) in the page's typography: apostrophes
 * typographic (’), as in every string the page writes itself.
 */
export const typographic = (text: string) => text.replace(/'/g, '’');

/** Makes the currency's formatter now, in a task of its own, ahead of the render that shows it. */
export const prepareAmountFormat = (currency: string) => void amountFormat(currency);

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

/** "14 novembre 2023 à 23:13", in the country's time zone when known. */
export const formatPaymentDate = (epochMs: number, country: string) =>
  new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZones[country],
  }).format(epochMs);
