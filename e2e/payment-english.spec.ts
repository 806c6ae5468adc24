import { readFileSync } from 'node:fs';
import { expect, pageErrors, test, type Page } from './test';
import { linkPath } from './paymentLinks';

/**
 * The payment page in English: chosen by the browser's language on a first visit, or by the
 * page's switch, with JavaScript (in place, keeping the step and what was typed) and without
 * (a posted form). French payers never download the English words.
 */

/** The English words' chunk, fetched only by a page in English. */
const englishChunk = (url: string) => /\/assets\/en-[\w-]+\.js$/.test(url);

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('gets the page in English and pays a wallet to the receipt, without a console error', async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const response = await page.goto(await linkPath(request, { product: 'Basket of fruit' }));
    expect(response?.headers().vary).toContain('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Secure payment · Yonnee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment to Boutique Teranga');
    expect(scripts.some(englishChunk)).toBe(true);
    await page.getByRole('radio', { name: /^Wave/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your Wave number' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('770000001');
    await page.getByRole('button', { name: 'Pay F\u202fCFA\u00a015,000' }).click();
    await expect(page.getByRole('heading', { name: 'Payment accepted' })).toBeVisible();
    await expect(
      page.getByText('You paid F\u202fCFA\u00a015,000 to Boutique Teranga.'),
    ).toBeVisible();
    await expect(page.getByRole('term')).toContainText(['Amount paid', 'Paid to', 'Reference']);
    await expect(
      page.getByRole('button', { name: 'Français' }).locator('[lang="fr"]'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('never loads the English words, and the switch changes the page in place, keeping the step and the number', async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const path = await linkPath(request, { product: 'Basket of fruit' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('radio', { name: /^Wave/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('77 000 00 01');
    expect(scripts.filter(englishChunk)).toEqual([]);

    const requestsBefore = scripts.length;
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Your Wave number' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Secure payment · Yonnee');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('77 000 00 01');
    // In place: no navigation, only the English words' chunk.
    expect(scripts.slice(requestsBefore).every(englishChunk)).toBe(true);
    expect(page.url()).toContain(path);

    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment accepted' })).toBeVisible();
    // The choice is kept: the page comes back in English.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Payment accepted' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test('the switch posts the choice, and a payment completes in English', async ({
    browser,
    request,
  }) => {
    // A context of its own: the suite's page.goto waits for the scripts this one never runs.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(await linkPath(request, { product: 'Basket of fruit' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('radio', { name: /^Wave/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Votre numéro Wave' })).toBeVisible();
    // The server keeps the step: the switch shows the same one again, in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Your Wave number' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('770000002');
    await page.getByRole('button', { name: /^Pay / }).click();
    // A refusal from the server, in English too (this test number is rejected).
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose another payment method' }).click();
    await page.getByRole('radio', { name: /^Wave/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('770000001');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment accepted' })).toBeVisible();
    await expect(page.getByText('+221 77 ••• •• 01')).toBeVisible();
    // And back to French, on the receipt.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
    await context.close();
  });
});

/**
 * What a static host sends for every link (deploy/nginx-security.conf): the prerendered loading
 * screen, in French, for nobody. Served here in place of the Node server's page, with its headers.
 */
async function openAsStaticHost(page: Page, path: string) {
  const shell = readFileSync('dist/.vite/payment-shell.html', 'utf8');
  await page.route(path, async (route) =>
    route.fulfill({ response: await route.fetch(), body: shell }),
  );
  await page.goto(path);
}

test.describe('on a static host', () => {
  test.describe('a browser that prefers English', () => {
    test.use({ locale: 'en-US' });

    test('draws the loading screen again in English, then the link', async ({ page, request }) => {
      const errors = pageErrors(page);
      await openAsStaticHost(page, await linkPath(request, { product: 'Basket of fruit' }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Payment to Boutique Teranga',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Secure payment · Yonnee');
      expect(errors).toEqual([]);
    });
  });

  test('a French browser whose payer chose English reads English; without that choice, French', async ({
    page,
    request,
    context,
  }) => {
    const path = await linkPath(request, { product: 'Corbeille de fruits' });
    await openAsStaticHost(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Boutique Teranga');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.addCookies([
      { name: 'yonnee_langue', value: 'en', url: new URL(path, page.url()).href },
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment to Boutique Teranga');
  });
});
