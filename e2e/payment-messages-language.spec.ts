import { readFileSync } from 'node:fs';
import { expect, pageWithScriptsHeld, test, type Page } from './test';
import { linkPath } from './paymentLinks';

/**
 * A message already on the payment page follows a switch of language made with JavaScript: the
 * page keeps what it means and words it as it renders (src/checkout/state/messages.ts), be it
 * a field's refusal, a payment that got no answer, a failed lookup, or a refusal the server
 * wrote before the page hydrated.
 */

test.use({ locale: 'fr-FR' });

/** The API's address of a link, for its lookup and its payment. */
const apiOf = (path: string) => `**/api/v1/transaction/pay-in-url/${path.split('/').at(-1)}`;

async function toPhoneStep(page: Page) {
  await page.getByRole('radio', { name: /^Wave/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre numéro Wave' })).toBeVisible();
}

test('a field’s refusal on screen is worded again in English, then in French', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request, { product: 'Corbeille de fruits' }));
  await toPhoneStep(page);
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('77 000 0');
  await page.getByRole('button', { name: /^Payer / }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Le numéro est incomplet : il compte 9 chiffres.');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Your Wave number' })).toBeVisible();
  await expect(alert).toHaveText('The number is incomplete: it has 9 digits.');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
    /The number is incomplete: it has 9 digits\./,
  );

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(alert).toHaveText('Le numéro est incomplet : il compte 9 chiffres.');
});

test('a payment that got no answer says so in the language switched to', async ({
  page,
  request,
}) => {
  const path = await linkPath(request, { product: 'Corbeille de fruits' });
  await page.goto(path);
  await toPhoneStep(page);
  await page.route(apiOf(path), (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('77 000 00 01');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByText(/^Pas de connexion au service de paiement\./)).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText(/^No connection to the payment service\./)).toBeVisible();
  await expect(page.getByText(/^Pas de connexion/)).toHaveCount(0);
});

test('a failed lookup of the link is worded again in English', async ({ page, request }) => {
  const path = await linkPath(request, { product: 'Corbeille de fruits' });
  // A static host's page (the prerendered loading screen): the browser looks the link up itself.
  const shell = readFileSync('dist/.vite/payment-shell.html', 'utf8');
  await page.route(path, async (route) =>
    route.fulfill({ response: await route.fetch(), body: shell }),
  );
  await page.route(apiOf(path), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(path);
  await expect(
    page.getByRole('heading', { name: 'Le paiement n’a pas pu être chargé' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Le service de paiement est momentanément indisponible\./),
  ).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { name: 'The payment could not be loaded' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^The payment service is unavailable for the moment\./),
  ).toBeVisible();
});

test('a refusal the server wrote before the page hydrated follows the switch once it has', async ({
  context,
  request,
}) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await page.goto(await linkPath(request, { product: 'Corbeille de fruits' }), {
    waitUntil: 'domcontentloaded',
  });
  // Posted forms, as before the scripts arrive: the server answers with the step and its refusal.
  await toPhoneStep(page);
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('77 000 0');
  await page.getByRole('button', { name: /^Payer / }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Le numéro est incomplet : il compte 9 chiffres.');

  release();
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Your Wave number' })).toBeVisible();
  await expect(alert).toHaveText('The number is incomplete: it has 9 digits.');
});
