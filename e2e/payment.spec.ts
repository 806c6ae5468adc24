import http from 'node:http';
import {
  expect,
  pageErrors,
  pageWithScriptsHeld,
  test,
  type FrameLocator,
  type Page,
} from './test';
import { scriptsPendingReason } from '../src/kit/Unavailable/reason';
import { choose, hydrated, linkPath } from './paymentLinks';

/** The port of a merchant's site registered for the sandbox merchant (playwright.config.ts). */
const MERCHANT_SITE_PORT = Number(process.env.E2E_PORT ?? 4180) + 3;

/** The page itself, or the page inside a merchant's iframe. */
type Checkout = Page | FrameLocator;

async function enterPhone(page: Checkout, number: string) {
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(number);
}

/** The shortest successful payment: Wave and a test number that succeeds. */
async function payWithWave(page: Checkout) {
  await choose(page, 'Wave');
  await enterPhone(page, '770000001');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
}

test('a Wave payment goes from the summary to the receipt, with no console error', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(await linkPath(request));

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Panier de fruits')).toBeVisible();
  await expect(page.getByText(/15\s000\sF\s?CFA/).first()).toBeVisible();
  // The payment page has its own frame and its own entry: none of the site's router, header or
  // footer code (the site's entry is main-*.js, the payment page's payment-*.js).
  await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveCount(0);
  expect(scripts.some((url) => /\/assets\/payment-[\w-]+\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/assets\/main-|Site(Header|Footer)/.test(url))).toEqual([]);

  await payWithWave(page);
  await expect(
    page
      .getByText('77 ••• •• 01')
      .or(page.getByText(/77.*01$/))
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('Orange Money shows the operator’s instructions and asks for the code', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await choose(page, 'Orange Money');
  await enterPhone(page, '770000001');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    page.getByRole('heading', { name: /Code de paiement Orange Money reçu par SMS/ }),
  ).toBeFocused();
  await expect(page.getByRole('link', { name: /^Composer le/ })).toBeVisible();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(
    page.getByText('Saisissez le code de paiement reçu par SMS de votre opérateur.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Code reçu par SMS' }).fill('123456');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
});

test('a rejected payment explains why and retries with what was entered', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await choose(page, 'Wave');
  await enterPhone(page, '770000002');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await expect(page.getByText('Aucun montant n’a été débité.')).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue(
    /77 ?000 ?00 ?02/,
  );
  await enterPhone(page, '770000001');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
});

test('a link’s page is readable before its scripts run, and its merchant’s text stays text', async ({
  browser,
  page,
  request,
}) => {
  const product = '<img src=x onerror="document.title=1"></script><b>Boubou</b>';
  const path = await linkPath(request, { product });

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto(path);
  await expect(html.getByText(product)).toBeVisible();
  await expect(html.getByText(/15\s000\sF\s?CFA/).first()).toBeVisible();
  await expect(html.getByRole('radio', { name: /^Wave/ })).toBeVisible();
  await noScript.close();

  const errors = pageErrors(page);
  await page.goto(path);
  await expect(page.getByText(product)).toBeVisible();
  await expect(page.locator('img, b')).toHaveCount(0);
  await choose(page, 'Wave');
  await expect(page.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeVisible();
  // No hydration mismatch: React would report it.
  expect(errors).toEqual([]);
});

test('a wallet chosen before the page’s scripts run is sent by the form, and the page goes on from there', async ({
  context,
  request,
}) => {
  const path = await linkPath(request);
  // A slow network: the page shows, its scripts are still on their way.
  const { page: payer, release } = await pageWithScriptsHeld(context);
  await payer.goto(path, { waitUntil: 'domcontentloaded' });
  await payer.getByRole('radio', { name: /^Orange Money/ }).check();
  // No dead end: the form posts, and the server answers with the next step.
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await expect(payer.getByRole('heading', { name: 'Votre numéro Orange Money' })).toBeVisible();
  release();
  await hydrated(payer);
  // The scripts take over from the step the server kept: Back is theirs now, and instant.
  await payer.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
  await expect(payer.getByRole('radio', { name: /^Orange Money/ })).toBeChecked();
});

test('the browser’s Back and Forward move between the steps, keeping what was typed', async ({
  page,
  request,
}) => {
  const path = await linkPath(request);
  await page.goto(path);
  await choose(page, 'Orange Money');
  await enterPhone(page, '770000001');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    page.getByRole('heading', { name: 'Code de paiement Orange Money reçu par SMS' }),
  ).toBeVisible();
  await page.goBack();
  const number = page.getByRole('textbox', { name: 'Numéro de téléphone' });
  await expect(number).toHaveValue('77 000 00 01');
  await page.goBack();
  await expect(page.getByRole('radio', { name: /^Orange Money/ })).toBeChecked();
  expect(new URL(page.url()).pathname).toBe(path);
  await page.goForward();
  await expect(number).toHaveValue('77 000 00 01');
  // The page's own Back is the browser's: one more Back from the wallets leaves nothing behind.
  await page.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
  await expect(page.getByRole('radio', { name: /^Orange Money/ })).toBeChecked();
  await page.goForward();
  await expect(number).toHaveValue('77 000 00 01');
});

test('the receipt prints on its own: black on white, without its buttons', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await payWithWave(page);
  const print = page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  const heading = page.getByRole('heading', { name: 'Paiement accepté' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Référence', { exact: true })).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });
  await expect(print).toBeVisible();
});

test('while a payment is pending, the payer can cancel it, or change the number', async ({
  page,
  request,
}) => {
  await page.goto(await linkPath(request));
  await choose(page, 'Wave');
  await enterPhone(page, '770000003');
  await page.getByRole('button', { name: /^Payer/ }).click();
  const pending = page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' });
  await expect(pending).toBeVisible();
  await expect(page.getByText('Demande envoyée au +221 77 ••• •• 03.')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler ce paiement' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choisissez votre moyen de paiement' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Wave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(pending).toBeVisible();
  await page.getByRole('button', { name: 'Changer de numéro' }).click();
  await expect(page.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue(
    '77 000 00 03',
  );
  await enterPhone(page, '770000001');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
});

test('an unknown token gets a clear page, not a crash', async ({ page }) => {
  await page.goto('/paiement/pl_inconnu');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ce lien de paiement n’existe pas ou a expiré' }),
  ).toBeVisible();
  await expect(page.getByText('Aucun montant n’a été débité.')).toBeVisible();
});

test('a reload in the middle of a payment resumes it', async ({ page, request }) => {
  await page.goto(await linkPath(request));
  await choose(page, 'Wave');
  await enterPhone(page, '770000003');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
  ).toBeVisible();
});

test('inside a merchant’s iframe the page posts its outcome to the merchant’s origin', async ({
  page,
  request,
  baseURL,
}) => {
  const link = await linkPath(request);
  await page.goto('/404');
  await page.evaluate((src) => {
    const outcomes: unknown[] = [];
    Object.assign(window, { outcomes });
    window.addEventListener('message', (event) => {
      if (event.data?.type === 'yonnee:payment-outcome') outcomes.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Paiement';
    frame.width = '400';
    frame.height = '700';
    document.body.append(frame);
  }, `${baseURL}${link}`);
  const checkout = page.frameLocator('iframe[title="Paiement"]');
  await payWithWave(checkout);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { outcomes: { status: string }[] }).outcomes),
    )
    .toEqual([expect.objectContaining({ status: 'SUCCESS' })]);
});

/** A merchant's shop page on a port of its own: it frames a link and keeps what it is told. */
async function merchantSite(port: number, framed: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Boutique</title>
<script>
  window.outcomes = [];
  addEventListener('message', (event) => {
    if (event.data?.type === 'yonnee:payment-outcome')
      outcomes.push({ origin: event.origin, data: event.data });
  });
</script>
<iframe title="Paiement" width="400" height="700" src="${framed}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('a merchant’s registered origin may frame the page and hears the outcome; no other may', async ({
  page,
  request,
  baseURL,
}) => {
  const link = await linkPath(request);
  // playwright.config.ts registers MERCHANT_SITE_PORT's origin for the sandbox merchant.
  const registered = await merchantSite(
    MERCHANT_SITE_PORT,
    `${baseURL}${link}?origin=${encodeURIComponent(`http://127.0.0.1:${MERCHANT_SITE_PORT}`)}`,
  );
  const stranger = await merchantSite(MERCHANT_SITE_PORT + 1, `${baseURL}${link}`);
  try {
    await page.goto(registered.origin);
    await payWithWave(page.frameLocator('iframe[title="Paiement"]'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcomes: unknown[] }).outcomes))
      .toEqual([{ origin: baseURL, data: expect.objectContaining({ status: 'SUCCESS' }) }]);

    const framed = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
    await page.goto(stranger.origin);
    // Chrome replaces a frame that frame-ancestors refuses with its own error page.
    expect((await framed).url()).toMatch(/^chrome-error:/);
  } finally {
    registered.close();
    stranger.close();
  }
});

test('the widget docs demo creates a sandbox link, embeds it and shows the outcome it posts', async ({
  page,
}) => {
  await page.goto('/documentation/widget#resultat-du-paiement');
  await page.getByRole('button', { name: 'Créer un lien de test' }).click();
  const checkout = page.frameLocator('iframe[title="Page de paiement de démonstration"]');
  await payWithWave(checkout);
  await expect(page.getByRole('log')).toContainText('"status": "SUCCESS"');
});

test('the saas docs demo opens the created link’s page in a new tab', async ({ page }) => {
  await page.goto('/documentation/saas#generer-un-lien');
  await page.getByRole('button', { name: 'Créer un lien de test' }).click();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Ouvrir la page de paiement/ }).click(),
  ]);
  await expect(tab.getByText('Panier de démonstration')).toBeVisible();
});

test('before its scripts run, the saas docs demo says why it waits, then creates the link', async ({
  context,
}) => {
  // A slow network: the page shows, its scripts are still on their way.
  const { page, release } = await pageWithScriptsHeld(context);
  await page.goto('/documentation/saas#generer-un-lien', { waitUntil: 'domcontentloaded' });
  const create = page.getByRole('button', { name: 'Créer un lien de test' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(scriptsPendingReason);
  const reason = page.locator(`[id="${await create.getAttribute('aria-describedby')}"]`);
  await expect(reason).toHaveText(scriptsPendingReason);
  await expect(reason).toBeVisible();
  // A press now does nothing at all, where it used to send the form natively: a reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await create.click({ force: true });

  release();
  await create.click();
  await expect(page.getByRole('link', { name: /Ouvrir la page de paiement/ })).toBeVisible();
  await expect(reason).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
