// examples/merchant-console, installed from the two tarballs and served by Vite in front of a
// fresh sandbox (scripts/test-packages.mjs starts both): each of its API calls, and each row of
// the spec's section 8 it can show, forced with the sandbox's X-Sandbox-Scenario header through
// the console's scenario selector. The sandbox is shared by the tests running beside: each test
// finds what it made by its own values, never by a count.
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CREDENTIALS } from '../../../src/api/sandboxCredentials';

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Opens `path` signed out, is sent to sign in, signs in with the sandbox's credentials, comes back. */
async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  await page.getByRole('button', { name: 'Remplir avec les identifiants du bac à sable' }).click();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // Settled: the screen's chunk has arrived and its first reads have answered (no skeleton left),
  // so a scenario chosen next applies to the calls the test makes, not to those still loading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
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
    const summary = page.getByRole('group', { name: 'Solde' });
    await expect(summary.getByRole('heading', { name: 'Solde', level: 1 })).toBeVisible();
    await expect(summary.getByRole('definition').first()).toHaveText(/^[\d\s\u202f]+F\s?CFA$/);
  });

  test('transactions filtered by status, then one by its id', async ({ page }) => {
    await signIn(page, '/transactions');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const status = page.getByLabel('Statut');
    await status.selectOption({ label: 'Réussie' });
    // The cell's own value, not the column's name it repeats for a stacked (phone) table.
    const statuses = page.getByRole('table').locator('tbody td:nth-child(3) > span:last-child');
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
    await page.getByLabel('Moyen de virement').selectOption('WAVESN');
    await page
      .getByRole('textbox', { name: 'Numéro du bénéficiaire', exact: true })
      .fill('770000001');
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

  test('a mobile-money pay-in: refused by the operator, then asked for its OTP and paid', async ({
    page,
  }) => {
    await signIn(page, '/encaisser');
    await expect(page.getByRole('tab', { name: 'Mobile money' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The countries and methods come from the payment-methods call.
    const country = page.getByLabel('Pays du client');
    await expect(country).toHaveValue('SN');
    await country.selectOption('CI');
    await expect(page.getByLabel('Moyen de paiement').locator('option').first()).toHaveText(
      /CI\)$/,
    );
    await country.selectOption('SN');
    await page.getByLabel('Moyen de paiement').selectOption('WAVESN');
    await page
      .getByRole('spinbutton', { name: 'Montant à encaisser (XOF)' })
      .fill(String(unique()));
    const phone = page.getByRole('textbox', { name: 'Téléphone du client', exact: true });
    const collect = page.getByRole('button', { name: 'Encaisser par mobile money' });

    // The sandbox's test numbers choose the outcome: …02 is refused by the operator.
    await phone.fill('770000002');
    await collect.click();
    await expect(page.getByText(/^Encaissement YN-PI-\S+ : Refusé\.$/)).toBeVisible();

    // …04 asks for an OTP: the API's refusal names the field, which the form then shows.
    await phone.fill('770000004');
    await collect.click();
    const otp = page.getByRole('textbox', { name: 'Code OTP du client', exact: true });
    await expect(otp).toHaveAccessibleDescription(/Code OTP manquant/);
    await otp.fill('123456');
    await collect.click();
    const paid = page.getByText(/^Encaissement (YN-PI-\S+) : Réussi\.$/);
    await expect(paid).toBeVisible();
    const id = /(YN-PI-\S+) :/.exec((await paid.textContent())!)![1]!;
    await page.getByRole('link', { name: 'Voir la transaction' }).click();
    await page.waitForURL((url) => url.pathname === `/transactions/${id}`);
    await expect(page.getByRole('heading', { name: `Transaction ${id}` })).toBeVisible();
  });

  test('a card pay-in: an invalid number, a declined card, then paid; the card goes nowhere else', async ({
    page,
  }) => {
    const cards = ['4242424242424241', '4000000000000002', '4242424242424242'];
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    page.on('console', (message) => seen.push(message.text()));
    await signIn(page, '/encaisser');
    await page.getByRole('tab', { name: 'Carte' }).click();
    const number = page.getByRole('textbox', { name: 'Numéro de carte', exact: true });
    const cvv = page.getByLabel('Cryptogramme');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(cvv).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Mois d’expiration')).toHaveAttribute(
      'autocomplete',
      'cc-exp-month',
    );
    await expect(page.getByLabel('Année d’expiration')).toHaveAttribute(
      'autocomplete',
      'cc-exp-year',
    );
    await page.getByRole('spinbutton', { name: 'Montant à débiter' }).fill(String(unique()));
    await page.getByRole('textbox', { name: 'Prénom du titulaire' }).fill('Awa');
    await page.getByRole('textbox', { name: 'Nom du titulaire', exact: true }).fill('Ndiaye');
    await page.getByLabel('Mois d’expiration').selectOption('12');
    await page.getByLabel('Année d’expiration').selectOption(String(new Date().getFullYear() + 2));
    const pay = async (card: string) => {
      await number.fill(card);
      await cvv.fill('123');
      await page.getByRole('button', { name: 'Encaisser par carte' }).click();
      // Once the API has answered, the number and the code are gone from the form.
      await expect(number).toHaveValue('');
      await expect(cvv).toHaveValue('');
    };

    await pay(cards[0]!);
    await expect(number).toHaveAccessibleDescription(/numéro de carte .* pas valide/);

    await pay(cards[1]!);
    const refusal = page.getByRole('alert').filter({ hasText: 'Paiement refusé par la banque' });
    await expect(refusal).toBeVisible();
    await expect(
      refusal.getByRole('link', { name: 'Voir la transaction refusée' }),
    ).toHaveAttribute('href', /^\/transactions\/YN-PI-/);

    await pay(cards[2]!);
    const paid = page.getByText(/^Encaissement (YN-PI-\S+) : Réussi\.$/);
    await expect(paid).toBeVisible();
    const id = /(YN-PI-\S+) :/.exec((await paid.textContent())!)![1]!;

    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    for (const card of cards) {
      expect(stored).not.toContain(card);
      expect(seen.filter((line) => line.includes(card))).toEqual([]);
    }
    await page.getByRole('link', { name: 'Voir la transaction' }).click();
    await page.waitForURL((url) => url.pathname === `/transactions/${id}`);
    await expect(page.getByRole('heading', { name: `Transaction ${id}` })).toBeVisible();
  });

  test('payment methods by country', async ({ page }) => {
    await signIn(page, '/moyens-de-paiement');
    const countries = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await countries.count()).toBeGreaterThan(1);
    await page.getByLabel('Pays', { exact: true }).selectOption('SN');
    await expect(countries).toHaveCount(1);
    const senegal = page.getByRole('region', { name: 'Sénégal' });
    await expect(senegal.getByRole('rowheader', { name: 'Wave', exact: true })).toBeVisible();
    await expect(senegal.getByRole('cell', { name: 'WAVESN', exact: true })).toBeVisible();
  });

  test('payouts page by page: « Suivant » shows older ones, « Précédent » newer ones', async ({
    page,
  }) => {
    // Two pages' worth, whatever the tests beside add: sent straight to the API.
    const { apiKey, apiToken, jwt } = SANDBOX_CREDENTIALS;
    const headers = {
      'x-api-key': apiKey,
      'X-API-TOKEN': apiToken,
      Authorization: `Bearer ${jwt}`,
    };
    for (let i = 0; i < 11; i += 1) {
      const answer = await page.request.post('/api/v1/transfer/create', {
        headers,
        data: {
          amount: 100,
          currency: 'XOF',
          paymentMethod: 'WAVESN',
          prefixPhone: '221',
          phoneNumber: '770000001',
        },
      });
      expect(answer.status()).toBe(200);
    }
    await signIn(page, '/virements');
    const list = page.getByRole('table', { name: 'Virements envoyés' });
    const references = list.getByRole('rowheader');
    await expect(references).toHaveCount(10);
    const first = await references.allTextContents();
    const pages = page.getByRole('navigation', { name: 'Pages des virements envoyés' });
    const previous = pages.getByRole('button', { name: 'Précédent' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('button', { name: 'Suivant' }).click();
    await expect(references.first()).not.toHaveText(first[0]!);
    const second = await references.allTextContents();
    // A cursor, not an offset: the second page starts after the first one's last payout.
    expect(second.filter((reference) => first.includes(reference))).toEqual([]);

    await previous.click();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect((await references.allTextContents()).filter((r) => second.includes(r))).toEqual([]);
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

  test('a screen loads as its own chunk: the kit’s skeleton until it arrives', async ({ page }) => {
    await signIn(page, '/');
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/MassPayouts-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Virements groupés' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Chargement…' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('[data-shape]')).not.toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Virements groupés', level: 1 })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('a screen whose chunk fails to load: the preload error, the generic error screen, a retry', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.addEventListener('vite:preloadError', () => {
        const counted = window as unknown as { preloadErrors?: number };
        counted.preloadErrors = (counted.preloadErrors ?? 0) + 1;
      });
    });
    await signIn(page, '/');
    const chunk = /\/assets\/PaymentLinks-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Liens de paiement' }).click();
    const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong!' });
    await expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    // Vite raised its preload-error event; nothing prevented it, so the failure reached the screen.
    expect(await page.evaluate(() => (window as { preloadErrors?: number }).preloadErrors)).toBe(1);
    const toggle = screen.getByRole('button', { name: 'Show Error' });
    await toggle.click();
    await expect(screen.locator('pre')).toBeVisible();
    await expect(screen.locator('pre')).toContainText(/PaymentLinks|module/);
    await screen.getByRole('button', { name: 'Hide Error' }).click();
    await expect(screen.locator('pre')).toBeHidden();

    // The network is back: « Réessayer » loads the screen, still signed in (no reload).
    await page.unroute(chunk);
    await screen.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: 'Liens de paiement', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  });

  test('an unknown address: the 404 page', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});
