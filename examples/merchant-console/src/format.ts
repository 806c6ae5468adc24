// Amounts are written by the kit's formatAmount, the one way the site and the console write money.
const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** An epoch in milliseconds, as the API sends `createdAt`. */
export const formatDate = (epochMs: number) => dates.format(new Date(epochMs));
