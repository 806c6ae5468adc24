// The documentation read on a phone and on a short laptop screen: nothing scrolls sideways, no
// table is cut off, axe finds nothing (field tables stacked, every part in a landmark), and the
// list of the page's headings keeps the one being read in sight. And its search speaks other
// APIs' words.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { docsPages, docsPath } from '../src/paths/paths';
import { endpointDocs } from '../src/content/docs/apiReference';
import { docsChrome } from '../src/content/docs/labels';
import { waitForApp } from './waitForApp';

for (const locale of ['fr', 'en'] as const)
  for (const docsPage of docsPages) {
    test(`${docsPath(docsPage, locale)} fits a 320 px phone and axe finds nothing there`, async ({
      page,
    }) => {
      // The API reference is 31,000 px tall on a phone: axe takes its time there.
      test.slow(docsPage === 'api');
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(docsPath(docsPage, locale), { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'px scrolled sideways').toBe(0);
      // A table wider than its box is either in a box that scrolls and takes the keyboard's
      // focus, or lost past a clipping edge, which the page's own width never shows.
      const unreadable = await page.evaluate(() =>
        [...document.querySelectorAll('main table')].flatMap((table) => {
          const name = table.querySelector('caption')?.textContent ?? table.id;
          for (
            let box = table.parentElement;
            box && box !== document.body;
            box = box.parentElement
          ) {
            const { overflowX } = getComputedStyle(box);
            if (overflowX === 'visible') continue;
            if (overflowX === 'auto' || overflowX === 'scroll')
              return box.tabIndex >= 0 ? [] : [`${name}: scrolls out of the keyboard's reach`];
            const lost =
              Math.max(table.scrollWidth, table.getBoundingClientRect().width) - box.clientWidth;
            return lost > 1 ? [`${name}: ${Math.round(lost)} px cut off`] : [];
          }
          return [];
        }),
      );
      expect(unreadable, 'tables that cannot be read whole').toEqual([]);
      // Only violations are read: axe then builds no selector for each node that passes, on
      // the API reference a fifth of its time (10.4 s to 8.1 s measured; 18 s to 9.6 s traced).
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }

test('on a 1366 × 650 screen the heading being read stays in sight in “Sur cette page”', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 650 });
  await page.goto(docsPath('api'));
  // The list follows the reader once the scripts run: scrolled before, nothing would follow.
  await waitForApp(page);
  const toc = page.getByRole('navigation', { name: docsChrome.tocTitle });
  const last = endpointDocs.listMassPayouts;
  const current = toc.locator('[aria-current="location"]');
  // Scrolled again until it holds: parts of the reference still loading may move the headings.
  await expect(async () => {
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), last.anchor);
    await expect(current).toHaveText(last.title, { timeout: 1000 });
  }).toPass();
  await expect(current).toBeInViewport({ ratio: 1 });
  // And back up: the list follows the reader both ways.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current).toBeInViewport({ ratio: 1 });
  await expect(toc.getByRole('link').first()).toHaveAttribute('aria-current', 'location');
});

test('search finds “webhook”: the docs say IPN', async ({ page }) => {
  await page.goto(docsPath('presentation'));
  await expect(page.getByRole('button', { name: /^Rechercher/ })).toBeEnabled();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: docsChrome.search.inputLabel });
  await input.fill('webhook');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first().locator('mark').first()).toHaveText(/ipn|notif/i);
});
