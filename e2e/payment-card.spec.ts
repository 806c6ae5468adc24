import { expect, test, type APIRequestContext, type Page } from './test';
import { TEST_CARDS } from '../src/api/sandboxTestNumbers';
import { createLink } from './paymentLinks';

// Card payments on the hosted page with JavaScript, against the sandbox's test cards, and the
// statuses of links that cannot be paid.

/** What every test's link sells. */
const pagne = { amount: 12500, product: 'Pagne tissé' };

/** The merchant's record of the link's payment (the link's own transaction), as their list shows it. */
async function linkStatus(request: APIRequestContext, token: string) {
  const response = await request.get(`/api/v1/transaction/pay-in-url/${token}`);
  return (await response.json()).data.status as string;
}

/** Chooses the card and fills it in (the test fixture's page.goto has waited for hydration). */
async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  // Its chunk arrives on demand: the field is there once it has.
  const numberField = page.getByRole('textbox', { name: 'Numéro de carte' });
  await expect(numberField).toBeEditable();
  await numberField.pressSequentially(number);
  await expect(numberField).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByRole('textbox', { name: 'Date d’expiration' }).fill('09 / 30');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Awa Ndiaye');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

/** Nothing of the card in the address, the browser's storage, or the console. */
async function expectNothingOfTheCardKept(page: Page, number: string, consoleText: string[]) {
  const kept = await page.evaluate(
    () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  );
  for (const text of [page.url(), kept, ...consoleText]) {
    expect(text).not.toContain(number);
    expect(text).not.toContain('Ndiaye');
  }
}

const consoleOf = (page: Page) => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
};

test('a card pays the link, to a receipt', async ({ page, request }) => {
  const logged = consoleOf(page);
  const link = await createLink(request, pagne);
  await page.goto(link.path);
  await payByCard(page, TEST_CARDS.success);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Carte bancaire' })).toBeVisible();
  await expectNothingOfTheCardKept(page, TEST_CARDS.success, logged);
  expect(await linkStatus(request, link.token)).toBe('SUCCESS');
});

test('a declined card says why and what to do; another card pays', async ({ page, request }) => {
  const logged = consoleOf(page);
  const link = await createLink(request, pagne);
  await page.goto(link.path);
  await payByCard(page, TEST_CARDS.rejected);
  await expect(page.getByRole('heading', { name: 'Carte refusée' })).toBeVisible();
  await expect(page.getByText(/La banque de votre carte a refusé le paiement/)).toBeVisible();
  await expectNothingOfTheCardKept(page, TEST_CARDS.rejected, logged);
  expect(await linkStatus(request, link.token)).toBe('PENDING');
  await page.getByRole('button', { name: 'Essayer une autre carte' }).click();
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(TEST_CARDS.success);
  await page.getByRole('textbox', { name: 'Date d’expiration' }).fill('09 / 30');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Awa Ndiaye');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  expect(await linkStatus(request, link.token)).toBe('SUCCESS');
});

test('a card without funds says so, and the link stays payable', async ({ page, request }) => {
  const link = await createLink(request, pagne);
  await page.goto(link.path);
  await payByCard(page, TEST_CARDS.insufficientBalance);
  await expect(page.getByRole('heading', { name: 'Carte refusée' })).toBeVisible();
  await expect(page.getByText(/La provision de votre carte est insuffisante/)).toBeVisible();
  expect(await linkStatus(request, link.token)).toBe('PENDING');
});

test('an unknown token answers 404 and says so; a paid link answers 200 and says it was paid', async ({
  page,
  request,
}) => {
  const unknown = await page.goto('/paiement/pl_inconnu_de_la_sandbox');
  expect(unknown?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ce lien de paiement n’existe pas ou a expiré' }),
  ).toBeVisible();

  const link = await createLink(request, pagne);
  const paid = await request.post(`/api/v1/transaction/pay-in-url/${link.token}/card`, {
    data: {
      cardNumber: TEST_CARDS.success,
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
      cardHolderName: 'Awa Ndiaye',
    },
  });
  expect(paid.status()).toBe(200);
  const again = await page.goto(link.path);
  expect(again?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ce lien a déjà été payé' }),
  ).toBeVisible();
});
