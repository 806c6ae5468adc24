import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The site's whole stylesheet, as the file every prerendered page names: a page carries inline
 * only the rules its own code can match (scripts/entry-stylesheet.mjs, scripts/prerender.mjs).
 */
export async function wholeSheetOf(request: APIRequestContext) {
  const home = await (await request.get('/')).text();
  const href = /<style data-frame="site" data-complete-sheet="([^"]+)">/.exec(home)?.[1];
  expect(href, 'the home page names the whole sheet').toMatch(/^\/assets\/style-[\w-]+\.css$/);
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  return { href: href!, text: await answer.text(), headers: answer.headers() };
}

/**
 * The page as it is, then with the whole sheet after its own rules: the same pixels. The
 * CSP, which allows only the page's own inline text, is bypassed for that addition alone
 * (`bypassCSP` in the spec). Sections drawn only near the viewport are drawn in both shots.
 */
export async function drawnAsByTheWholeSheet(page: Page, wholeSheet: string, state: string) {
  const drawnAll = await page.addStyleTag({
    content: '*{content-visibility:visible!important}',
  });
  const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const own = await shot();
  const added = await page.addStyleTag({ content: wholeSheet });
  const whole = await shot();
  for (const tag of [added, drawnAll])
    await tag.evaluate((element) => (element as Element).remove());
  expect(own.equals(whole), state).toBe(true);
}
