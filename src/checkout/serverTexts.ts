import { amountKey, formatAmount } from './format';
import { dateKey, formatPaymentDate } from './paymentDate';
import type { PreloadedLink } from './state/preloadedLink';

/**
 * The texts a link's page writes with Intl from its data, as the server writes them in `locale`:
 * the link's amount, and the date of the receipt the payer's kept state opens on. They go with
 * the data, for the browser to hydrate with (./format.ts says why). Server only: the browser's
 * part is ./format.ts's `keepServerTexts`.
 */
export function serverTextsOf({ link, resumed }: PreloadedLink, locale: string) {
  const { amount, currency } = link;
  const texts = { [amountKey(amount, currency, locale)]: formatAmount(amount, currency, locale) };
  if (resumed?.screen.name === 'success') {
    const { paidAt, country } = resumed.screen.receipt;
    texts[dateKey(paidAt, country, locale)] = formatPaymentDate(paidAt, country, locale);
  }
  return texts;
}
