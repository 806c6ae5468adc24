const amounts = new Map<string, Intl.NumberFormat>();

/** An amount in its currency, as a French reader writes it (250 000 F CFA). */
export function formatAmount(amount: number, currency: string) {
  let format = amounts.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    amounts.set(currency, format);
  }
  return format.format(amount);
}

const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** An epoch in milliseconds, as the API sends `createdAt`. */
export const formatDate = (epochMs: number) => dates.format(new Date(epochMs));
