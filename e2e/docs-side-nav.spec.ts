// The docs' side navigation on a laptop: whole at 1280 × 800 in both languages, and on a
// shorter screen (1366 × 650) its column scrolls by itself to the page being read, the page
// itself staying where it is.
import { expect, test, type Locator } from './test';
import { docsLocales, docsPages, docsPath } from '../src/paths/paths';
import { docsChrome } from '../src/content/docs/labels';
import { docsChromeEn } from '../src/content/docs/en/labels';
import { docsReadingOrder } from '../src/content/docs/navigation';
import { waitForApp } from './waitForApp';

const docsChromeOf = { fr: docsChrome, en: docsChromeEn };

/** The links of the side navigation not wholly inside its column's visible box and the window. */
const linksOutOfSight = (nav: Locator) =>
  nav.evaluate((element) => {
    const column = element.parentElement!.getBoundingClientRect();
    const top = Math.max(column.top, 0);
    const bottom = Math.min(column.bottom, window.innerHeight);
    return [...element.querySelectorAll('a')].flatMap((link) => {
      const box = link.getBoundingClientRect();
      return box.top < top || box.bottom > bottom ? [link.textContent] : [];
    });
  });

for (const locale of docsLocales) {
  const { navLabel, pageTitles } = docsChromeOf[locale];

  test(`at 1280 × 800 every link of the side navigation is in sight (${locale})`, async ({
    page,
  }) => {
    // Every page, since the current link's bolder text could wrap where the others do not.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: navLabel });
    for (const docsPage of docsPages) {
      await page.goto(docsPath(docsPage, locale));
      await page.evaluate(() => document.fonts.ready);
      await expect(
        nav.getByRole('link', { name: pageTitles[docsPage], exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      expect(await linksOutOfSight(nav), docsPage).toEqual([]);
      // Whole, not scrolled to: the column has nothing more to show.
      const overflow = await nav.evaluate(
        (element) => element.parentElement!.scrollHeight - element.parentElement!.clientHeight,
      );
      expect(overflow, `${docsPage}: px of the column out of sight`).toBeLessThanOrEqual(0);
    }
  });

  test(`at 1366 × 650 the side navigation shows the last page’s link on arrival (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 650 });
    const last = docsReadingOrder.at(-1)!;
    await page.goto(docsPath(last, locale));
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: navLabel });
    const current = nav.getByRole('link', { name: pageTitles[last], exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The column is shorter than the list here: otherwise this test would prove nothing.
    expect(
      await nav.evaluate(
        (element) => element.parentElement!.scrollHeight > element.parentElement!.clientHeight,
      ),
    ).toBe(true);
    await expect(current).toBeInViewport({ ratio: 1 });
    await expect.poll(() => linksOutOfSight(nav)).not.toContain(pageTitles[last]);
    // The column scrolled, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
