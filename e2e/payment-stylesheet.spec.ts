import { expect, test, type Page } from './test';
import { choose, hydrated, linkPath } from './paymentLinks';
import { drawnAsByTheWholeSheet as drawnAsWhole, wholeSheetOf } from './wholeSheet';

/**
 * The payment page carries only the rules its own code can match (scripts/entry-stylesheet.mjs).
 * In every state a payer meets, adding the site's whole sheet after them must change no pixel.
 */
test.use({ bypassCSP: true });

let wholeSheet = '';
test.beforeAll(async ({ request }) => {
  wholeSheet = (await wholeSheetOf(request)).text;
  expect(wholeSheet.length).toBeGreaterThan(50_000);
});

const drawnAsByTheWholeSheet = (page: Page, state: string) => drawnAsWhole(page, wholeSheet, state);

test('the payment page’s own rules are a part of the whole sheet, inline', async ({ request }) => {
  const html = await (await request.get(await linkPath(request))).text();
  const own = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  expect(own.length).toBeGreaterThan(5_000);
  expect(own.length).toBeLessThan(wholeSheet.length / 3);
});

test('a wallet payment, step by step, is drawn as by the whole sheet', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await hydrated(page);
  await drawnAsByTheWholeSheet(page, 'the summary and the choice of wallet');
  await choose(page, 'Orange Money');
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000001');
  await drawnAsByTheWholeSheet(page, 'the number');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(
    page.getByText('Saisissez le code de paiement reçu par SMS de votre opérateur.'),
  ).toBeVisible();
  await drawnAsByTheWholeSheet(page, 'the SMS code, with its error');
  await page.getByRole('textbox', { name: 'Code reçu par SMS' }).fill('123456');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await drawnAsByTheWholeSheet(page, 'the receipt');
});

test('a pending, a refused and a card payment are drawn as by the whole sheet', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await choose(page, 'Wave');
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000003');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
  ).toBeVisible();
  await drawnAsByTheWholeSheet(page, 'pending');
  await page.getByRole('button', { name: 'Changer de numéro' }).click();
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000002');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await drawnAsByTheWholeSheet(page, 'refused');

  await page.goto(await linkPath(request));
  await choose(page, 'Carte bancaire');
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toBeEditable();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await drawnAsByTheWholeSheet(page, 'the card form, with its errors');
});

test('an unknown link, and a page in English, are drawn as by the whole sheet', async ({
  browser,
  page,
  request,
}) => {
  await page.goto('/paiement/pl_inconnu');
  await drawnAsByTheWholeSheet(page, 'unknown link');

  const english = await browser.newContext({ locale: 'en-US', bypassCSP: true });
  const inEnglish = await english.newPage();
  await inEnglish.goto(await linkPath(request));
  await hydrated(inEnglish);
  await expect(inEnglish.locator('html')).toHaveAttribute('lang', 'en');
  await drawnAsByTheWholeSheet(inEnglish, 'in English');
  await english.close();
});
