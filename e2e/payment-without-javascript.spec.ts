import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { TEST_CARDS } from '../src/api/sandboxTestNumbers';
import { createLink, merchantHeaders } from './paymentLinks';

/**
 * A whole payment with JavaScript off, as on a feature phone or a proxy browser: every screen
 * is a form the Node server answers, the pending screen refreshes itself, and the merchant's
 * own list of transactions shows what happened.
 */

/** The link's transaction as the merchant's list of pay-ins shows it (the API, with credentials). */
async function merchantSees(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/transaction/pay-in?limit=100', {
    headers: merchantHeaders,
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: {
      token?: string | null;
      status: string;
      transactionId: string;
      phoneNumber?: string | null;
    }[];
  };
  return data.find((transaction) => transaction.token === token);
}

type Link = Awaited<ReturnType<typeof createLink>>;

/**
 * A test that pays a fresh link of its own (every test pays its own) without JavaScript, from
 * its page: the merchant's list then shows the link's transaction with `status`, when given.
 */
function paying(
  name: string,
  status: string | undefined,
  run: (payer: { page: Page; link: Link; request: APIRequestContext }) => Promise<void>,
  extra: { returnUrl?: string } = {},
) {
  test(name, async ({ browser, request }) => {
    const link = await createLink(request, { amount: 2500, product: 'Sac de riz', ...extra });
    await withoutJavaScript(browser, async (page) => {
      await page.goto(link.path);
      await run({ page, link, request });
    });
    if (status) expect(await merchantSees(request, link.token)).toMatchObject({ status });
  });
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 720 },
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The page a post leads to: every step answers 303 to a page of its own (POST-redirect-GET). */
const pageAfterPost = (page: Page) =>
  page.waitForResponse((response) => response.request().redirectedFrom()?.method() === 'POST');

/**
 * 770000001 as the server writes it back (grouped), or as typed: on Back and Forward the
 * browser puts back what was typed into the page it shows again.
 */
const typedNumber = /^77 ?000 ?00 ?01$/;

const numberField = (page: Page) => page.getByRole('textbox', { name: 'Numéro de téléphone' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code reçu par SMS' });
const accepted = (page: Page) => page.getByRole('heading', { name: 'Paiement accepté' });

async function payAndSeeAccepted(page: Page) {
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(accepted(page)).toBeVisible();
}

async function choose(page: Page, method: string) {
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: `Votre numéro ${method}` })).toBeVisible();
}

/** Chooses the wallet and types the number on its step: returns the number's field. */
async function typeNumber(page: Page, method: string, number: string) {
  await choose(page, method);
  const field = numberField(page);
  await field.fill(number);
  return field;
}

async function payWith(page: Page, method: string, number: string) {
  await typeNumber(page, method, number);
  await page.getByRole('button', { name: /^Payer/ }).click();
}

test.describe('a payment without JavaScript', () => {
  paying(
    'by Wave, accepted: the receipt, the way back, and the merchant sees it paid',
    'SUCCESS',
    async ({ page, link }) => {
      await payWith(page, 'Wave', '770000001');
      await expect(accepted(page)).toBeVisible();
      await expect(page.getByText('+221 77 ••• •• 01')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Retour chez / })).toHaveAttribute(
        'href',
        'https://boutique.example/merci',
      );
      // Without JavaScript there is nothing to print with but the browser's menu: no buttons
      // but the language switch.
      await expect(page.getByRole('button')).toHaveText(['English']);
      // POST-redirect-GET: the receipt is a page of its own, and a reload pays nothing again.
      await page.reload();
      await expect(accepted(page)).toBeVisible();
      expect(page.url()).toContain(link.path);
      expect(page.url()).not.toContain('770000001');
    },
    { returnUrl: 'https://boutique.example/merci' },
  );

  for (const [number, reason] of [
    ['770000002', 'Wave a refusé le paiement.'],
    ['770000005', 'Le solde de votre compte Wave est insuffisant.'],
  ] as const) {
    paying(
      `by Wave, refused (${number}): says why, and the link stays payable`,
      'SUCCESS',
      async ({ page, link, request }) => {
        await payWith(page, 'Wave', number);
        await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
        await expect(page.getByText(reason)).toBeVisible();
        // The sandbox leaves a refused link payable: the merchant sees it waiting, unpaid.
        expect(await merchantSees(request, link.token)).toMatchObject({ status: 'PENDING' });
        // Trying again goes back to the number, as typed.
        await page.getByRole('button', { name: 'Réessayer' }).click();
        await expect(numberField(page)).toHaveValue(
          number.replace(/^(\d{2})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4'),
        );
        await numberField(page).fill('770000001');
        await payAndSeeAccepted(page);
      },
    );
  }

  paying('by Orange Money, with the code received by SMS', 'SUCCESS', async ({ page }) => {
    await typeNumber(page, 'Orange Money', '770000001');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const code = codeField(page);
    await code.fill('12');
    await page.getByRole('button', { name: /^Payer/ }).click();
    // Refused on the server: the code is never sent back into the page.
    await expect(page.getByText('Le code reçu par SMS compte de 4 à 6 chiffres.')).toBeVisible();
    await expect(code).toHaveValue('');
    await code.fill('123456');
    await payAndSeeAccepted(page);
  });

  paying(
    'on the number that asks a code, the code is asked then taken',
    'SUCCESS',
    async ({ page }) => {
      await payWith(page, 'Wave', '770000004');
      await expect(
        page.getByText('Votre opérateur demande un code pour ce numéro', { exact: false }),
      ).toBeVisible();
      await codeField(page).fill('4321');
      await payAndSeeAccepted(page);
    },
  );

  paying(
    'pending: the page refreshes itself until the sandbox completes the payment',
    'SUCCESS',
    async ({ page, link, request }) => {
      await payWith(page, 'Wave', '770000003');
      await expect(
        page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
      ).toBeVisible();
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', /^\d+$/);
      const pending = await merchantSees(request, link.token);
      expect(pending).toMatchObject({ status: 'PENDING' });
      const completed = await request.post(
        `/api/v1/sandbox/transactions/${pending!.transactionId}/complete`,
        { headers: merchantHeaders },
      );
      expect(completed.ok()).toBe(true);
      // No click: the refresh (2 s, then 3 s…) brings the receipt.
      await expect(accepted(page)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    },
  );

  paying(
    'pending: the payer sees the number asked, changes it, and pays from the right one',
    'SUCCESS',
    async ({ page, link, request }) => {
      await payWith(page, 'Wave', '770000003');
      await expect(page.getByText('Demande envoyée au +221 77 ••• •• 03.')).toBeVisible();
      await page.getByRole('button', { name: 'Changer de numéro' }).click();
      const number = numberField(page);
      await expect(number).toHaveValue('77 000 00 03');
      // Withdrawn at the sandbox: nothing waits for the payer's confirmation any more.
      expect(await merchantSees(request, link.token)).toMatchObject({
        status: 'PENDING',
        phoneNumber: null,
      });
      await number.fill('770000001');
      await payAndSeeAccepted(page);
    },
  );

  paying(
    'the browser’s Back and Forward go step by step, with what was typed; a payment is never sent again',
    'SUCCESS',
    async ({ page }) => {
      const number = await typeNumber(page, 'Orange Money', '770000001');
      await page.getByRole('button', { name: 'Continuer' }).click();
      const code = codeField(page);
      await expect(code).toBeVisible();
      expect(page.url()).not.toContain('770000001');
      await page.goBack();
      await expect(number).toHaveValue(typedNumber);
      await page.goBack();
      await expect(page.getByRole('radio', { name: /^Orange Money/ })).toBeChecked();
      await page.goForward();
      await expect(number).toHaveValue(typedNumber);
      await page.goForward();
      await code.fill('123456');
      await payAndSeeAccepted(page);
      // Once the payment is sent, Back changes nothing: the receipt, and no second payment.
      await page.goBack();
      await expect(accepted(page)).toBeVisible();
      await page.goBack();
      await expect(accepted(page)).toBeVisible();
    },
  );

  paying(
    'the page’s Back keeps the number, then the browser’s Back comes to it again',
    'SUCCESS',
    async ({ page }) => {
      const number = await typeNumber(page, 'Wave', '770000001');
      await page.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
      await expect(page.getByRole('radio', { name: /^Wave/ })).toBeChecked();
      await page.goBack();
      await expect(number).toHaveValue(typedNumber);
      await payAndSeeAccepted(page);
    },
  );

  paying(
    'a wrong number is refused on the server, naming the field, with what was typed',
    'PENDING',
    async ({ page }) => {
      const number = await typeNumber(page, 'Wave', '7700');
      const answer = pageAfterPost(page);
      await page.getByRole('button', { name: /^Payer/ }).click();
      expect((await answer).status()).toBe(400);
      await expect(number).toHaveAccessibleDescription(/Le numéro est incomplet/);
      await expect(number).toHaveValue('77 00');
      // A page of its own, not a post's answer: a reload sends nothing again and says it once.
      await page.reload();
      await expect(number).toHaveValue('77 00');
      await expect(number).not.toHaveAccessibleDescription(/Le numéro est incomplet/);
      // Back to the wallets keeps the choice; the number comes back with the step.
      await page.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
      await expect(page.getByRole('radio', { name: /^Wave/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(number).toHaveValue('77 00');
    },
  );
});

test.describe('a card payment without JavaScript', () => {
  /** Chooses the card, whose form the server renders whole (no placeholder waiting for a chunk). */
  async function chooseCard(page: Page) {
    await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Votre carte bancaire' })).toBeVisible();
  }

  async function fillCard(page: Page, number: string) {
    await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
    await page.getByRole('textbox', { name: 'Date d’expiration' }).fill('09 / 39');
    await page.getByLabel('Cryptogramme').fill('123');
    await page.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Awa Ndiaye');
  }

  /** Pays, and returns the status of the page the payer is shown next, and its HTML. */
  async function pay(page: Page) {
    const answer = pageAfterPost(page);
    await page.getByRole('button', { name: /^Payer/ }).click();
    const shown = await answer;
    await page.waitForLoadState();
    return { status: shown.status(), html: await page.content() };
  }

  /** Every transaction of the link in the merchant's list: its own, and each declined card. */
  async function merchantSeesAll(request: APIRequestContext, token: string) {
    const response = await request.get('/api/v1/transaction/pay-in?limit=100', {
      headers: merchantHeaders,
    });
    const { data } = (await response.json()) as {
      data: { token?: string | null; status: string; paymentMethod?: string | null }[];
    };
    return data.filter((transaction) => transaction.token === token);
  }

  paying(
    'a card pays the link, to the receipt, and nothing of it comes back',
    'SUCCESS',
    async ({ page, link }) => {
      await chooseCard(page);
      await fillCard(page, TEST_CARDS.success);
      const { status, html } = await pay(page);
      expect(status).toBe(200);
      await expect(accepted(page)).toBeVisible();
      await expect(
        page.getByRole('definition').filter({ hasText: 'Carte bancaire' }),
      ).toBeVisible();
      expect(page.url()).toContain(link.path);
      const cookies = JSON.stringify(await page.context().cookies());
      for (const text of [page.url(), html, cookies]) {
        expect(text).not.toContain(TEST_CARDS.success);
        expect(text).not.toContain('4242 4242');
        expect(text).not.toContain('Ndiaye');
      }
    },
  );

  paying(
    'a declined card says why in French; another card then pays',
    undefined,
    async ({ page, link, request }) => {
      await chooseCard(page);
      await fillCard(page, TEST_CARDS.rejected);
      const declined = await pay(page);
      expect(declined.html).not.toContain(TEST_CARDS.rejected);
      await expect(page.getByRole('heading', { name: 'Carte refusée' })).toBeVisible();
      await expect(page.getByText(/La banque de votre carte a refusé le paiement/)).toBeVisible();
      expect(await merchantSeesAll(request, link.token)).toEqual(
        expect.arrayContaining([expect.objectContaining({ status: 'REJECTED' })]),
      );
      await page.getByRole('button', { name: 'Essayer une autre carte' }).click();
      await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
      await fillCard(page, TEST_CARDS.insufficientBalance);
      await pay(page);
      await expect(page.getByText(/La provision de votre carte est insuffisante/)).toBeVisible();
      await page.getByRole('button', { name: 'Essayer une autre carte' }).click();
      await fillCard(page, TEST_CARDS.success);
      await pay(page);
      await expect(accepted(page)).toBeVisible();
      expect(await merchantSeesAll(request, link.token)).toEqual(
        expect.arrayContaining([expect.objectContaining({ status: 'SUCCESS' })]),
      );
    },
  );

  paying(
    'an invalid number is refused on the server, naming the field, and never sent back',
    'PENDING',
    async ({ page }) => {
      await chooseCard(page);
      await fillCard(page, '4242 4242 4242 4241');
      const { status, html } = await pay(page);
      expect(status).toBe(400);
      await expect(page.getByRole('alert')).toContainText(
        '« Numéro de carte » : Ce numéro de carte n’est pas valide',
      );
      await expect(page.getByRole('alert')).toContainText('saisissez-les de nouveau');
      await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
      await expect(page.getByLabel('Cryptogramme')).toHaveValue('');
      expect(html).not.toContain('4242 4242 4242 4241');
      expect(html).not.toContain('4242424242424241');
      // Back to the wallets, without paying; the card again is empty, and the browser's Back
      // comes to the wallets again.
      const card = page.getByRole('radio', { name: /^Carte bancaire/ });
      await page.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
      await expect(card).toBeChecked();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
      await expect(page.getByLabel('Cryptogramme')).toHaveValue('');
      await page.goBack();
      await expect(card).toBeChecked();
    },
  );
});

test('an unknown link says so without JavaScript, with a 404, and a step posted to it too', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    const answer = await page.goto('/paiement/pl_inconnu_sans_javascript');
    expect(answer?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ce lien de paiement n’existe pas ou a expiré' }),
    ).toBeVisible();
    await expect(page.getByText('Chargement')).toHaveCount(0);
    const posted = await page.request.post('/paiement/pl_inconnu_sans_javascript', {
      form: { etape: 'method' },
    });
    expect(posted.status()).toBe(404);
    expect(await posted.text()).toContain('Ce lien de paiement n’existe pas ou a expiré');
  });
});
