// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../sandbox';
import { formatAmount, keepServerTexts } from './format';
import { formatPaymentDate } from './paymentDate';
import { serverTextsOf } from './serverTexts';
import { preloadedLinkElement, readPreloadedLink, type PreloadedLink } from './state/preloadedLink';

const paidAt = Date.UTC(2025, 3, 14, 23, 30);
const link: PreloadedLink = { link: buildPaymentLinkDetails({}), groups: paymentMethodGroups };
const onReceipt: PreloadedLink = {
  ...link,
  resumed: {
    version: 1,
    entry: { country: 'CM', method: 'MTNCM', phone: '' },
    screen: {
      name: 'success',
      receipt: { transactionId: 'YN-1', paidAt, method: 'MTNCM', country: 'CM', phone: '' },
    },
    otpAsked: false,
  },
};

/** The page's data as the browser reads them from the server's HTML. */
const throughPage = (preloaded: PreloadedLink) =>
  readPreloadedLink(
    new DOMParser().parseFromString(`<body>${preloadedLinkElement(preloaded)}</body>`, 'text/html'),
  )!;

describe('the texts the server wrote into a link’s page', () => {
  it('are the link’s amount, and a kept receipt’s date, in the page’s language', () => {
    expect(Object.values(serverTextsOf(link, 'en-GB'))).toEqual(['F\u202fCFA\u00a045,000']);
    expect(Object.values(serverTextsOf(onReceipt, 'fr-SN'))).toEqual([
      '45\u202f000\u00a0F\u202fCFA',
      '15 avril 2025 à 00:30',
    ]);
  });

  it('are what the browser writes for that amount and date in that language, and nothing else', () => {
    const texts = serverTextsOf(onReceipt, 'fr-SN');
    // Texts no formatter writes, under the same keys: the browser shows the server's.
    const forged = Object.fromEntries(Object.keys(texts).map((key, at) => [key, `texte ${at}`]));
    const read = throughPage({ ...onReceipt, texts: forged });
    keepServerTexts(read.texts!);
    expect(formatAmount(45_000, 'XOF', 'fr-SN')).toBe('texte 0');
    expect(formatPaymentDate(paidAt, 'CM', 'fr-SN')).toBe('texte 1');
    expect(formatAmount(45_000, 'XOF', 'en-GB')).toBe('F\u202fCFA\u00a045,000');
    expect(formatAmount(45_001, 'XOF', 'fr-SN')).toBe('45\u202f001\u00a0F\u202fCFA');
    expect(formatPaymentDate(paidAt, 'SN', 'fr-SN')).toBe('14 avril 2025 à 23:30');
  });
});
