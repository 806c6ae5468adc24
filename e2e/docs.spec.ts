import { expect, pageErrors, pageWithScriptsHeld, test, type Page } from './test';
import { docsPages, docsPath } from '../src/paths/paths';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { scriptsPendingReason } from '../src/kit/Unavailable/reason';
import { consoleLabels, endpointDocs } from '../src/content/docs/apiReference';
import { checkoutDemoCopy } from '../src/content/docs/checkoutDemo';
import { docsChrome } from '../src/content/docs/labels';
import { docsNavGroups } from '../src/content/docs/navigation';
import { docsTitles } from '../src/content/pageTitles';
import { holdScripts } from './heldScripts';
import { waitForApp } from './waitForApp';

/** Where a heading sits in the window, in px from the top. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1, id);

test.describe('every documentation route', () => {
  for (const docsPage of docsPages) {
    test(`${docsPath(docsPage)} has its page in the docs layout`, async ({ page }) => {
      const errors = pageErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(docsPath(docsPage));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(docsTitles[docsPage]);
      // The docs' own top bar is their banner; the site's header (its home logo) is absent.
      await expect(page.getByRole('link', { name: 'Yonnee, accueil' })).toHaveCount(0);
      const nav = page.getByRole('navigation', { name: docsChrome.navLabel });
      await expect(
        nav.getByRole('link', { name: docsTitles[docsPage], exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link')).toHaveCount(docsNavGroups.flatMap((g) => g.pages).length);
      const toc = page.getByRole('navigation', { name: docsChrome.tocTitle });
      const firstAnchor = await toc.getByRole('link').first().getAttribute('href');
      expect(firstAnchor).toMatch(/^#/);
      await expect(page.locator(`[id="${decodeURIComponent(firstAnchor!.slice(1))}"]`)).toHaveCount(
        1,
      );
      await expect(page.getByRole('navigation', { name: docsChrome.pagerLabel })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('the spec’s anchors scroll to their section, on arrival and from the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [docsPage, anchor] of [
    ['api', 'intégration'],
    ['widget', 'intégrationWidget'],
    ['flutter', 'sdk'],
  ] as const) {
    await page.goto(`${docsPath(docsPage)}#${anchor}`);
    // Until the app runs, the browser owns scrolling, and the page still settles under it.
    await waitForApp(page);
    await expect.poll(() => topOf(page, anchor)).toBeLessThan(120);
    expect(await topOf(page, anchor)).toBeGreaterThanOrEqual(56);
  }
  await page.goto(docsPath('api'));
  await waitForApp(page);
  const toc = page.getByRole('navigation', { name: docsChrome.tocTitle });
  const target = endpointDocs.createPayout;
  await toc.getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.anchor}$`));
  await expect.poll(() => topOf(page, target.anchor)).toBeLessThan(120);
  await expect(toc.getByRole('link', { name: target.title })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('Copier puts the exact snippet and endpoint URL on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(docsPath('flutter'));
  await page.getByRole('button', { name: 'Copier la commande flutter pub add' }).click();
  await expect(
    page.getByRole('button', { name: 'Copié la commande flutter pub add' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'flutter pub add yonnee_flutter',
  );

  await page.goto(docsPath('versement'));
  const url = '{host}/api/v1/transfer/create';
  await page.getByRole('button', { name: `Copier l’URL de POST ${url}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('Essayer sends the call to the HTTP sandbox of npm start and shows its answer', async ({
  page,
}) => {
  await page.goto(docsPath('api'));
  const { title } = endpointDocs.getBalance;
  const tryIt = page.getByRole('button', { name: `Essayer : ${title}` });
  // Its card hydrates as the reader nears it (DeferredPart).
  await tryIt.scrollIntoViewIfNeeded();
  await tryIt.click();
  const form = page.getByRole('form', { name: consoleLabels.formLabel(title) });
  await expect(form.getByRole('textbox', { name: consoleLabels.apiKey })).toHaveValue(
    SANDBOX_CREDENTIALS.apiKey,
  );
  await form.getByRole('button', { name: consoleLabels.send }).click();
  const panel = form.locator('..');
  await expect(panel.getByText(/^Réponse reçue : 200 OK en \d+ ms\.$/)).toBeVisible();
  await expect(panel.locator('pre').last()).toContainText('"businessName": "Boutique Teranga"');
  await expect(panel.locator('pre').nth(1)).toContainText('content-type: application/json');

  // A wrong key: the sandbox says which, the catalogue's reading follows, and the page stays.
  await form.getByRole('textbox', { name: consoleLabels.apiKey }).fill('yk_live_inconnue');
  await form.getByRole('button', { name: consoleLabels.send }).click();
  await expect(panel.getByText(/^Réponse reçue : 401 Unauthorized en \d+ ms\.$/)).toBeVisible();
  await expect(panel.getByRole('alert').locator('strong')).toHaveText(
    'Identifiants refusés : x-api-key ne correspond pas au compte du bac à sable.',
  );
  await expect(panel.getByRole('alert')).toContainText('Session expired!');
  await expect(page).toHaveURL(new RegExp(`${docsPath('api')}$`));
});

test('before its scripts run, Essayer, Copier and the sample tabs wait and say why', async ({
  context,
}) => {
  // A slow network: the page shows, its scripts are still on their way.
  const { page, release } = await pageWithScriptsHeld(context);
  await page.goto(docsPath('api'), { waitUntil: 'domcontentloaded' });
  const { title } = endpointDocs.getBalance;
  const tryIt = page.getByRole('button', { name: `Essayer : ${title}` });
  const reference = page.locator('[data-endpoint="getBalance"]');
  const python = reference.getByRole('tab', { name: 'Python' });
  const copy = reference.getByRole('button', { name: /^Copier l’URL/ });
  for (const control of [tryIt, python, copy]) {
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(scriptsPendingReason);
  }
  // Essayer says it beside itself.
  const reason = page.locator(`[id="${await tryIt.getAttribute('aria-describedby')}"]`);
  await expect(reason).toHaveText(scriptsPendingReason);
  await expect(reason).toBeVisible();

  release();
  // Its card hydrates as the reader nears it (DeferredPart).
  await tryIt.scrollIntoViewIfNeeded();
  await tryIt.click();
  await expect(page.getByRole('form', { name: consoleLabels.formLabel(title) })).toBeVisible();
  await expect(reason).toHaveCount(0);
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(copy).toBeEnabled();
});

test('search finds a page by a word of its body, accents or not, from the keyboard', async ({
  page,
}) => {
  await page.goto(docsPath('presentation'));
  // The shortcut works once the search does: its button says when.
  await expect(page.getByRole('button', { name: /^Rechercher/ })).toBeEnabled();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: docsChrome.search.inputLabel });
  await expect(input).toBeFocused();
  await input.fill('deploiement immediat');
  const option = page.getByRole('option', { name: /^Avantages/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${docsPath('saas')}#avantages$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsTitles.saas);

  // A heading of the page being read: it scrolls there and takes focus, without reloading.
  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await input.fill('mettre le lien bouton');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${docsPath('saas')}#bouton-de-paiement$`));
  const heading = page.getByRole('heading', { name: 'Mettre le lien dans un bouton' });
  await expect(heading).toBeFocused();
  await expect.poll(() => topOf(page, 'bouton-de-paiement')).toBeLessThan(120);

  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
});

test('a heading reached from another page stays in view while the parts above it load', async ({
  page,
}) => {
  // The saas page's live demo sits just above the heading: its code arrives after the scroll.
  const release = await holdScripts(page, /\/CheckoutDemo-[\w-]+\.js$/);
  await page.goto(docsPath('presentation'));
  await expect(page.getByRole('button', { name: /^Rechercher/ })).toBeEnabled();
  const input = page.getByRole('combobox', { name: docsChrome.search.inputLabel });
  // Enter goes to the highlighted result: wait for it, as a reader waits to see it.
  const searchAndGo = async (words: string, result: RegExp) => {
    await expect(input).toBeFocused();
    await input.fill(words);
    await expect(page.getByRole('option', { name: result })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
  };
  await page.keyboard.press('Control+K');
  await searchAndGo('deploiement immediat', /^Avantages/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsTitles.saas);
  await page.keyboard.press('/');
  await searchAndGo('mettre le lien bouton', /^Mettre le lien dans un bouton/);
  await expect(page).toHaveURL(/#bouton-de-paiement$/);
  await expect.poll(() => topOf(page, 'bouton-de-paiement')).toBeLessThan(120);

  release();
  await expect(page.getByRole('button', { name: checkoutDemoCopy.create })).toBeVisible();
  await expect.poll(() => topOf(page, 'bouton-de-paiement')).toBeLessThan(120);
  expect(await topOf(page, 'bouton-de-paiement')).toBeGreaterThanOrEqual(56);
});

test('the chosen sample language is remembered across pages and visits', async ({ page }) => {
  await page.goto(docsPath('versement'));
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto(docsPath('mass'));
  await expect(page.getByRole('tabpanel').first()).toContainText('import requests');
});

test('on a phone the side navigation folds away and opens on demand', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(docsPath('presentation'));
  const toggle = page.getByRole('button', { name: docsChrome.navToggle });
  await expect(page.getByRole('link', { name: docsTitles.changelog })).toBeHidden();
  await toggle.click();
  await page.getByRole('link', { name: docsTitles.changelog }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('changelog')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsTitles.changelog);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
