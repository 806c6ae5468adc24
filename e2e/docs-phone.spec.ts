// The documentation read on a phone and on a short laptop screen: nothing scrolls sideways, no
// table is cut off, axe finds nothing (field tables stacked, every part in a landmark), and the
// list of the page's headings keeps the one being read in sight. And its search speaks other
// APIs' words. The long pages' parts drawn only when near: skipped at first, drawn when scrolled
// to, a jump to any heading lands in sight, and no focus ring is clipped by their edges.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from './test';
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

/** Whether the browser draws what `locator` shows: not inside a part skipped off-screen. */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`the API reference's subsections are drawn once scrolled near, and a jump to any heading lands on it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(docsPath('api'));
    const pagination = page.getByRole('heading', { level: 3, name: 'Pagination des listes' });
    // The subsection's text (its heading stays drawn, see the test below), found by its role.
    const paginationText = page
      .locator('section:has(> #pagination) > div')
      .getByRole('paragraph')
      .first();
    await expect.poll(() => drawn(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await drawn(paginationText)).toBe(false);
    // Skipped, it is still in the accessibility tree (a role locator passes over what is not).
    await expect(paginationText).toBeAttached();
    // Scrolled to as a reader does, a screen at a time.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, viewport.height / 2);
      await expect(pagination).toBeInViewport({ timeout: 100 });
    }).toPass();
    await expect.poll(() => drawn(paginationText)).toBe(true);
    // A jump within the page (an in-page link, scripts or not) to a heading below parts whose
    // height is still an estimate lands it in sight. (On a phone, a card above that hydrates
    // then drops its no-scripts note, and the heading ends partly under the sticky bar.)
    for (const id of [
      'pagination',
      endpointDocs.getBalance.anchor,
      endpointDocs.listMassPayouts.anchor,
    ]) {
      await page.goto(docsPath('api'));
      await page.evaluate((anchor) => (window.location.hash = anchor), id);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ ratio: 1 });
    }
  });
}

for (const page of ['api', 'notifications'] as const)
  test(`${docsPath(page)}: no heading of “Sur cette page” sits in a part skipped off-screen`, async ({
    page: tab,
  }) => {
    await tab.setViewportSize({ width: 360, height: 740 });
    await tab.goto(docsPath(page));
    await waitForApp(tab);
    // The list reads every heading's position as the reader scrolls. Reading a box inside a part
    // skipped off-screen makes the browser lay that part out at once: on the API reference, five or
    // six parts in the frame after hydration (11–25 ms unthrottled, several times that on a phone).
    const toc = tab.getByRole('navigation', { name: docsChrome.tocTitle });
    // On a phone the list is folded away; the page still reads its headings.
    const ids = await toc
      .locator('a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(ids.length).toBeGreaterThan(5);
    const skipped = await tab.evaluate(
      (ids) =>
        ids.filter(
          (id) => !document.getElementById(id)!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ids,
    );
    expect(skipped).toEqual([]);
  });

for (const page of ['api', 'notifications'] as const)
  test(`${docsPath(page)}: a focus ring inside a part drawn when near is never cut by its edge`, async ({
    page: tab,
  }) => {
    await tab.setViewportSize({ width: 360, height: 740 });
    await tab.goto(docsPath(page));
    await waitForApp(tab);
    // `content-visibility: auto` clips painting to the part's box: every focusable element there,
    // scrolled to and focused as from the keyboard, keeps its whole ring inside that box. (Until
    // the part is drawn, its box is the estimated height, not the one painting is clipped to.)
    const cut = await tab.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const found: string[] = [];
      let checked = 0;
      for (const element of document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main [tabindex="0"], main input, main select, main textarea',
      )) {
        let part = element.parentElement;
        while (part && getComputedStyle(part).contentVisibility !== 'auto')
          part = part.parentElement;
        if (!part || !element.checkVisibility()) continue;
        element.scrollIntoView({ block: 'center' });
        element.focus();
        await frame();
        await frame();
        const style = getComputedStyle(element);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const ring = element.getBoundingClientRect();
        const box = part.getBoundingClientRect();
        checked += 1;
        if (
          ring.left - reach < box.left ||
          ring.right + reach > box.right ||
          ring.top - reach < box.top ||
          ring.bottom + reach > box.bottom
        )
          found.push(`${element.tagName} “${element.textContent?.slice(0, 30)}”`);
      }
      return { found, checked };
    });
    expect(cut.checked, 'focusable elements checked').toBeGreaterThan(3);
    expect(cut.found).toEqual([]);
  });
