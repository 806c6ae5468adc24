const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency, as a French reader writes it (250 000 F CFA): the one way the
 * kit's money figures are written, so a balance and a table never disagree.
 */
export function formatAmount(amount: number, currency: string, locale = 'fr-FR') {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
