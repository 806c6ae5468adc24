// examples/merchant-console, installed from the two tarballs and served by Vite in front of a
// fresh sandbox (scripts/test-packages.mjs starts both): each of its API calls, and each row of
// the spec's section 8 it can show, forced with the sandbox's X-Sandbox-Scenario header through
// the console's scenario selector. The sandbox is shared by the tests running beside: each test
// finds what it made by its own values, never by a count.
import { expect, test, type Page } from '@playwright/test';

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Opens `path` signed out, is sent to sign in, signs in with the sandbox's credentials, comes back. */
async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  await page.getByRole('button', { name: 'Remplir avec les identifiants du bac à sable' }).click();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

const chooseScenario = (page: Page, scenario: string) =>
  page.getByLabel('Scénario du bac à sable').selectOption(scenario);

/** A value no other test uses, so a test finds its own records in the shared sandbox. */
const unique = () => Math.floor(1000 + Math.random() * 9000);

async function createLink(page: Page, product: string) {
  await page.getByRole('spinbutton', { name: 'Montant (XOF)' }).fill('1500');
  await page.getByRole('textbox', { name: 'Produit', exact: true }).fill(product);
  await page.getByRole('button', { name: 'Créer le lien' }).click();
}

test.describe('the calls', () => {
  test('sign-in refuses wrong credentials and keeps the right ones in memory only', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('textbox', { name: 'Clé d’API', exact: true }).fill('yk_wrong');
    await page.getByRole('textbox', { name: 'Jeton d’API', exact: true }).fill('yt_wrong');
    await page.getByRole('textbox', { name: 'JWT', exact: true }).fill('not-a-jwt');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Ces identifiants sont refusés par l’API')).toBeVisible();

    await signIn(page, '/');
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).length,
      session: Object.keys(sessionStorage).length,
      cookie: document.cookie,
    }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    expect(page.url()).not.toContain('yk_sandbox');
    // Kept in memory only: a reload signs out.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/sign-in');
  });

  test('the balance', async ({ page }) => {
    await signIn(page, '/');
    await expect(page.getByRole('heading', { name: 'Solde', level: 1 })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(/\d.*F\s?CFA/);
  });

  test('transactions filtered by status, then one by its id', async ({ page }) => {
    await signIn(page, '/transactions');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const status = page.getByLabel('Statut');
    await status.selectOption({ label: 'Réussie' });
    const statuses = page.getByRole('table').locator('tbody td:nth-child(3)');
    await expect(statuses.first()).toHaveText('Réussie');
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Réussie']));

    await status.selectOption({ label: 'En attente' });
    await expect(statuses.filter({ hasNotText: 'En attente' })).toHaveCount(0);

    await status.selectOption({ label: 'Réussie' });
    const first = page.getByRole('table').locator('tbody th a').first();
    const id = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { name: `Transaction ${id}` })).toBeVisible();
    await expect(page.locator('dd').first()).toHaveText('Réussie');
  });

  test('a payment link, created then opened', async ({ page, context }) => {
    await signIn(page, '/liens-de-paiement');
    const product = `Panier ${unique()}`;
    await createLink(page, product);
    await expect(page.getByText(`Lien créé pour ${product}.`)).toBeVisible();
    const open = page.getByRole('link', { name: 'Ouvrir la page de paiement' });
    const href = (await open.getAttribute('href'))!;
    expect(new URL(href).pathname).toMatch(/^\/paiement\/[\w-]+$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(href);
  });

  test('payouts: a contact added, a payout sent, then listed', async ({ page }) => {
    await signIn(page, '/virements');
    const name = `Diop${unique()}`;
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Awa');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('awa@example.sn');
    // A contact's number is unique in the sandbox: the clock's last 7 digits make one per test.
    await page
      .getByRole('textbox', { name: 'Téléphone du bénéficiaire', exact: true })
      .fill(`77${String(Date.now() % 1e7).padStart(7, '0')}`);
    await page.getByRole('button', { name: 'Enregistrer le bénéficiaire' }).click();
    await expect(
      page.getByText(new RegExp(`Bénéficiaire n° \\d+ enregistré : Awa ${name}\\.`)),
    ).toBeVisible();

    await page
      .getByRole('spinbutton', { name: 'Montant du virement (XOF)' })
      .fill(String(unique()));
    await page.getByRole('textbox', { name: 'Numéro Wave', exact: true }).fill('770000001');
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const sent = page.getByText(/^Virement (\S+) : SUCCESS\.$/);
    await expect(sent).toBeVisible();
    const transactionId = /^Virement (\S+) :/.exec((await sent.textContent())!)![1]!;
    // The mutation refreshes the list: the new payout is in it.
    const list = page.getByRole('table', { name: 'Virements envoyés' });
    await expect(list.getByRole('rowheader', { name: transactionId, exact: true })).toBeVisible();
  });

  test('mass payouts: each CSV row checked, a wrong file refused, a right one sent and listed', async ({
    page,
  }) => {
    await signIn(page, '/virements-groupes');
    const header = 'name,surname,email,amount,currency,phone,prefix,paiement_method';
    const file = page.getByLabel('Fichier CSV des bénéficiaires');
    const send = page.getByRole('button', { name: 'Envoyer le virement groupé' });
    const csv = (lines: string[]) => ({
      name: 'beneficiaires.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...lines].join('\n')),
    });

    await file.setInputFiles(
      csv([
        'Ndiaye,Awa,awa@example.sn,200,XOF,770000001,221,WAVESN',
        'Fall,Moussa,m@example.sn,abc,XOF,770000001,221,WAVESN',
      ]),
    );
    const checked = page.getByRole('table', { name: 'Chaque ligne vérifiée avant l’envoi' });
    const line = (n: string) =>
      checked
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: n, exact: true }) });
    await expect(line('2')).toContainText('Awa Ndiaye');
    await expect(line('2')).toContainText('Valide');
    await expect(line('3')).toContainText('« amount » manque ou n’a pas le bon type');
    await expect(send).toBeDisabled();

    const amount = unique();
    await file.setInputFiles(
      csv([
        `Ndiaye,Awa,awa@example.sn,${amount},XOF,770000001,221,WAVESN`,
        'Fall,Moussa,m@example.sn,300,XOF,770000001,221,WAVESN',
      ]),
    );
    await expect(checked.getByRole('cell', { name: 'Valide', exact: true })).toHaveCount(2);
    await send.click();
    const sent = page.getByText(/^Virement groupé n° (\d+) envoyé à 2 bénéficiaires\.$/);
    await expect(sent).toBeVisible();
    const id = /n° (\d+)/.exec((await sent.textContent())!)![1]!;
    const list = page.getByRole('table', { name: 'Virements groupés envoyés' });
    await expect(
      list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) }),
    ).toContainText('2');
  });

  test('payment methods by country', async ({ page }) => {
    await signIn(page, '/moyens-de-paiement');
    const senegal = page.getByRole('region', { name: 'SN' });
    await expect(senegal.getByText(/WAVESN/)).toBeVisible();
    expect(
      await page
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .count(),
    ).toBeGreaterThan(1);
  });
});

test.describe('section 8', () => {
  test('a query refused with 401: “Session expired!”, signed out, back after signing in', async ({
    page,
  }) => {
    await signIn(page, '/');
    await chooseScenario(page, 'unauthorized');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(toasts(page).getByText('Session expired!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/transactions');
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);

    await chooseScenario(page, '');
    await page
      .getByRole('button', { name: 'Remplir avec les identifiants du bac à sable' })
      .click();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/transactions');
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  });

  test('a query failing with 500: “Internal Server Error!” and the 500 page', async ({ page }) => {
    await signIn(page, '/');
    await chooseScenario(page, 'serverError');
    await page.getByRole('link', { name: 'Moyens de paiement' }).click();
    // Three retries with backoff (1 s, 2 s, 4 s) come first, as the spec's policy says.
    await expect(toasts(page).getByText('Internal Server Error!')).toBeVisible({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/500');
    await expect(page.getByRole('heading', { name: 'Erreur du serveur' })).toBeVisible();
  });

  test('a mutation answered 304: “Content not modified!”', async ({ page }) => {
    await signIn(page, '/liens-de-paiement');
    await chooseScenario(page, 'notModified');
    await createLink(page, 'Panier 304');
    await expect(toasts(page).getByText('Content not modified!')).toBeVisible();
  });

  test('an answer without content (204): “Content not found.”', async ({ page }) => {
    await signIn(page, '/liens-de-paiement');
    await chooseScenario(page, 'noContent');
    await createLink(page, 'Panier 204');
    await expect(toasts(page).getByText('Content not found.')).toBeVisible();
  });

  test('an HTTP client error: the toast is the title of the answer’s data', async ({ page }) => {
    await signIn(page, '/liens-de-paiement');
    await chooseScenario(page, 'forbidden');
    const answer = page.waitForResponse('**/api/v1/transaction/pay-in-url');
    await createLink(page, 'Panier 403');
    const body = await (await answer).json();
    expect(typeof body.data.title).toBe('string');
    await expect(toasts(page).getByText(body.data.title)).toBeVisible();
  });

  test('any other error: logged, and “Something went wrong!”', async ({ page }) => {
    await signIn(page, '/liens-de-paiement');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await chooseScenario(page, 'networkError');
    await createLink(page, 'Panier réseau');
    await expect(toasts(page).getByText('Something went wrong!')).toBeVisible();
    expect(logged.join('\n')).toMatch(/NetworkError|pay-in-url/);
  });

  test('an unknown address: the 404 page', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});
