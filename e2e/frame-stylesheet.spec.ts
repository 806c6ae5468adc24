import { expect, test, type Page } from './test';
import { drawnAsByTheWholeSheet, wholeSheetOf } from './wholeSheet';

/**
 * A prerendered page carries inline only the rules its frame's code can match: the site's
 * pages, or the docs' (scripts/prerender.mjs). A page of the other frame, reached in the app,
 * waits for the whole sheet (src/app/frameStylesheet.ts).
 */
test.use({ bypassCSP: true });

let whole: Awaited<ReturnType<typeof wholeSheetOf>>;
test.beforeAll(async ({ request }) => {
  whole = await wholeSheetOf(request);
});

const inlineSheetOf = (html: string) =>
  /<style data-frame="(\w+)" data-complete-sheet="([^"]+)">([^<]*)<\/style>/.exec(html);

test('each page carries its frame’s rules and names the whole sheet, which is kept for good', async ({
  request,
}) => {
  for (const [path, frame, share] of [
    ['/', 'site', 0.75],
    ['/page-qui-n-existe-pas', 'site', 0.75],
    ['/documentation/introduction', 'docs', 0.45],
    ['/en/documentation/api', 'docs', 0.45],
    ['/documentation/page-qui-n-existe-pas', 'docs', 0.45],
  ] as const) {
    const [, named, href, rules] = inlineSheetOf(await (await request.get(path)).text()) ?? [];
    expect(named, path).toBe(frame);
    expect(href, path).toBe(whole.href);
    expect(rules!.length, path).toBeGreaterThan(10_000);
    expect(rules!.length, path).toBeLessThan(whole.text.length * share);
  }
  expect(whole.headers['content-type']).toMatch(/^text\/css/);
  expect(whole.headers['cache-control']).toContain('immutable');
});

// One page a test: each compares the page's drawing twice, which took over 30 s for three pages
// on a loaded 2-core machine.
test('a docs article and the search are drawn as by the whole sheet', async ({ page }) => {
  await page.goto('/documentation/introduction');
  await drawnAsByTheWholeSheet(page, whole.text, 'an article');
  await page.getByRole('button', { name: /^Rechercher/ }).click();
  await page.getByRole('combobox').fill('paiement');
  await expect(page.getByRole('option').first()).toBeVisible();
  await drawnAsByTheWholeSheet(page, whole.text, 'the search, with results');
});

test('the API reference is drawn as by the whole sheet', async ({ page }) => {
  // Two full-page screenshots of its 4,772 elements: alone, 37 s on a loaded 2-core machine.
  test.slow();
  await page.goto('/documentation/api');
  await drawnAsByTheWholeSheet(page, whole.text, 'the API reference');
});

test('a docs form with its error is drawn as by the whole sheet', async ({ page }) => {
  await page.goto('/documentation/prerequis');
  const submit = page.getByRole('button', { name: 'Créer mon bac à sable' });
  // A lazy part: typed into before React has hydrated it, the text would be lost.
  await expect
    .poll(() =>
      page
        .locator('form')
        .filter({ has: submit })
        .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  await page.getByRole('textbox', { name: /^Nom du bac à sable/ }).fill('x'.repeat(81));
  await submit.click();
  await expect(page.getByText('Le nom compte au plus 80 caractères.')).toBeVisible();
  await drawnAsByTheWholeSheet(page, whole.text, 'the sandbox form, with its error');
});

test('the site’s pages are drawn as by the whole sheet: home, a form with its errors, the menu', async ({
  page,
}) => {
  await page.goto('/');
  await drawnAsByTheWholeSheet(page, whole.text, 'home');

  await page.goto('/contacteznous');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('textbox', { name: /^Nom/ })).toBeFocused();
  await drawnAsByTheWholeSheet(page, whole.text, 'the contact form, with its errors');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await drawnAsByTheWholeSheet(page, whole.text, 'the phone menu, open');
});

/** What the rules give a few parts of the page: what a missing sheet would change. */
const lookOf = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: none`;
        const style = getComputedStyle(element);
        return [
          selector,
          style.display,
          style.position,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
          style.paddingTop,
          // Not a length in `ch` or `em`: those follow the font, Inter or its fallback as it came.
          style.textAlign,
          style.borderTopStyle,
        ].join(' ');
      }),
    selectors,
  );

for (const { from, link, to, parts } of [
  {
    from: '/documentation/introduction',
    link: 'a[href="/"]',
    to: '/',
    parts: ['header', 'main h1', 'main section', 'main a', 'footer', 'footer a'],
  },
  {
    from: '/contacteznous',
    link: 'main a[href="/documentation/presentation"]',
    to: '/documentation/presentation',
    parts: ['body > div > *:first-child', 'nav', 'h1', 'article', 'article h2', 'pre'],
  },
]) {
  test(`from ${from}, the app shows ${to} once the whole sheet is in, drawn as when loaded`, async ({
    page,
  }) => {
    await page.goto(to);
    const loaded = await lookOf(page, parts);

    await page.goto(from);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(whole.href, async (route) => {
      await held;
      await route.continue();
    });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.locator(link).first().click();
    await expect(page).toHaveURL(to);
    // Until the sheet arrives, the page before stays.
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    release();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading!);
    await expect(page.locator(`link[rel="stylesheet"][href="${whole.href}"]`)).toHaveCount(1);
    expect(await lookOf(page, parts)).toEqual(loaded);
  });
}
