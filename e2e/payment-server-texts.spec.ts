import { expect, pageErrors, test, type Page } from './test';
import { hydrated, linkPath } from './paymentLinks';

/**
 * A link's page hydrates with the amount (and a receipt's date) the server wrote into it, as
 * the server wrote them: the browser makes no Intl formatter on the way, whose first one loads
 * ICU's data (20-30 ms of the main thread, ×9 on a 3G phone). It formats them itself only for
 * what the server did not write: here, the other language.
 */

/**
 * Records each Intl formatter the page's scripts make, as "Kind locale", from before they run.
 * The page's own code makes them with `new`; a call without it makes one too.
 */
async function recordIntl(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.defineProperty(window, 'intlMade', { value: made });
    const formatters = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of ['NumberFormat', 'DateTimeFormat']) {
      const record = (args: unknown[]) => made.push(`${kind} ${String(args[0])}`);
      formatters[kind] = new Proxy(formatters[kind]!, {
        construct: (target, args, newTarget) => (
          record(args),
          Reflect.construct(target, args, newTarget)
        ),
        apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}

test('the page hydrates with the amount the server wrote, and formats it for the other language', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const intlMade = await recordIntl(page);
  await page.goto(await linkPath(request));
  await hydrated(page);
  await expect(page.getByText('15\u202f000\u00a0F\u202fCFA').first()).toBeVisible();
  // The switch waits for the hydration to end, then renders in place: whatever Intl the
  // hydration had used would be listed before the English amount's formatter.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('F\u202fCFA\u00a015,000').first()).toBeVisible();
  expect(await intlMade()).toEqual(['NumberFormat en-GB']);
  expect(errors).toEqual([]);
});

test('a receipt the server kept hydrates with the date the server wrote', async ({
  browser,
  page,
  request,
}) => {
  // Paid without JavaScript: the server keeps the payer's receipt, and renders it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const payer = await noScript.newPage();
  await payer.goto(await linkPath(request));
  await payer.getByRole('radio', { name: /^Wave/ }).check();
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000001');
  await payer.getByRole('button', { name: /^Payer/ }).click();
  await expect(payer.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  const receipt = payer.url();
  await page.context().addCookies(await noScript.cookies());
  await noScript.close();

  const errors = pageErrors(page);
  const intlMade = await recordIntl(page);
  await page.goto(receipt);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Payment accepted' })).toBeVisible();
  expect((await intlMade()).toSorted()).toEqual(['DateTimeFormat en-GB', 'NumberFormat en-GB']);
  expect(errors).toEqual([]);
});
