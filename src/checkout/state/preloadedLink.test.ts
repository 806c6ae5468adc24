// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../../sandbox';
import {
  PRELOADED_LINK_ID,
  preloadedLinkElement,
  readPreloadedLink,
  type PreloadedLink,
} from './preloadedLink';

/** A document as the browser parses the server's HTML. */
const parse = (html: string) =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

const preloaded = (product: string): PreloadedLink => ({
  link: buildPaymentLinkDetails({ product }),
  groups: paymentMethodGroups,
});

describe('the link the server looked up, carried in the page', () => {
  it('reaches the browser as it left the server', () => {
    const sent = preloaded('Panier de 3 boubous brodés');
    expect(readPreloadedLink(parse(preloadedLinkElement(sent)))).toEqual(sent);
  });

  it("keeps a merchant's markup as text: it cannot close the element or add one", () => {
    const product = 'Panier</script><script>alert(1)</script><!--';
    const html = preloadedLinkElement(preloaded(product));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const document = parse(html);
    expect(document.scripts).toHaveLength(1);
    expect(readPreloadedLink(document)?.link.product).toBe(product);
  });

  it('is nothing when the page carries none, or nothing usable', () => {
    expect(readPreloadedLink(parse('<div id="root"></div>'))).toBeUndefined();
    const element = (text: string) =>
      parse(`<script type="application/json" id="${PRELOADED_LINK_ID}">${text}</script>`);
    expect(readPreloadedLink(element('{"link":'))).toBeUndefined();
    expect(readPreloadedLink(element('{"link":{"token":"pl_1"},"groups":[]}'))).toBeUndefined();
  });

  it('carries the texts the server wrote, or leaves them out, not the link, when misshapen', () => {
    const sent = { ...preloaded('Boubou'), texts: { 'amount fr-SN XOF 45000': '45 000 F CFA' } };
    expect(readPreloadedLink(parse(preloadedLinkElement(sent)))).toEqual(sent);
    const { texts: _, ...link } = sent;
    for (const texts of [{ 'amount fr-SN XOF 45000': 45_000 }, 'texte', ['texte'], null]) {
      const json = JSON.stringify({ ...link, texts });
      const page = parse(
        `<script type="application/json" id="${PRELOADED_LINK_ID}">${json}</script>`,
      );
      expect(readPreloadedLink(page)).toEqual(link);
    }
  });
});
