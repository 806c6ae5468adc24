// Payers read amounts and dates the way the page's language writes them in their region
// (the copy's `locale`: fr-SN, en-GB), whatever the browser's own language.

/**
 * Texts the server wrote into a link's page, by what they write (`amountKey`, and
 * ./paymentDate.ts's `dateKey`). Hydrating, the page writes them again, and must write them to the
 * letter: taken from here, they spare the browser its first Intl formatter, which loads ICU's
 * data whatever the locale (20-30 ms of the payment page's main thread, ×9 on a 3G phone: issue
 * 21). Anything else (another language, a page drawn anew) is formatted.
 */
let serverTexts = new Map<string, string>();

/** Keeps the texts the server's page carries (src/checkout/main.tsx), for the page's formatting. */
export const keepServerTexts = (texts: Record<string, string>) => {
  serverTexts = new Map(Object.entries(texts));
};

/** What the server wrote for this key (`amountKey`, `dateKey`), if it did. */
export const serverText = (key: string) => serverTexts.get(key);

export const amountKey = (amount: number, currency: string, locale: string) =>
  `amount ${locale} ${currency} ${amount}`;

const amountFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency, made once: the first loads the locale's data. */
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
  const written = serverText(amountKey(amount, currency, locale));
  if (written !== undefined) return written;
  const text = amountFormat(currency, locale).format(amount);
  return currency === 'XAF' ? text.replace('FCFA', CFA) : text;
}

/**
 * Text from the API (an operator's instructions) in the page's typography: apostrophes
 * typographic (’), as in every string the page writes itself.
 */
export const typographic = (text: string) => text.replace(/'/g, '’');
