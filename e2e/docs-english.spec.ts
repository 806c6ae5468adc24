// The documentation in English (/en/documentation/…): every page renders once in English, each
// language names the other (hreflang), the switch keeps the page and the heading, search
// searches the English pages, and unknown English addresses get the English docs 404.
import { expect, test, type Page } from './test';
import { docsPages, docsPath } from '../src/paths/paths';
import { docsChrome } from '../src/content/docs/labels';
import { docsChromeEn } from '../src/content/docs/en/labels';
import { endpointDocs as endpointDocsEn } from '../src/content/docs/en/apiReference';
import { errorPages } from '../src/content/errors';
import { sandboxSignupCopyEn } from '../src/content/docs/en/sandboxSignup';
import { NOTICES_EN } from '../server/forms.mjs';
import { waitForApp } from './waitForApp';

/** Console errors and uncaught errors, but the browser's line for the document's own 404. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if (!ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const alternatesOf = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href')!).pathname,
        ]),
      ),
    );

test.describe('every English documentation page', () => {
  for (const docsPage of docsPages) {
    test(`${docsPath(docsPage, 'en')} renders once, in English, with no console error`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(docsPath(docsPage, 'en'));
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        docsChromeEn.pageTitles[docsPage],
      );
      // The docs' frame, in English, and never the site's header or footer.
      const nav = page.getByRole('navigation', { name: docsChromeEn.navLabel });
      await expect(
        nav.getByRole('link', { name: docsChromeEn.pageTitles[docsPage], exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link').first()).toHaveAttribute(
        'href',
        docsPath('presentation', 'en'),
      );
      await expect(page.getByRole('navigation', { name: docsChromeEn.tocTitle })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Yonnee, accueil' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test('each language names the other, and every named page answers 200', async ({
  page,
  request,
}) => {
  for (const docsPage of ['presentation', 'api', 'notifications'] as const) {
    const [fr, en] = [docsPath(docsPage), docsPath(docsPage, 'en')];
    for (const [own, lang] of [
      [fr, 'fr'],
      [en, 'en'],
    ] as const) {
      await page.goto(own);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await alternatesOf(page), own).toEqual({ fr, en, 'x-default': fr });
    }
  }
  // Every pair, both ways, straight from the prerendered HTML.
  for (const docsPage of docsPages) {
    for (const path of [docsPath(docsPage), docsPath(docsPage, 'en')]) {
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
      expect(
        hrefs.map(([, lang]) => lang),
        path,
      ).toEqual(['fr', 'en', 'x-default']);
      for (const [, , href] of hrefs) {
        const answer = await request.get(new URL(href!).pathname, { maxRedirects: 0 });
        expect(answer.status(), `${path} → ${href}`).toBe(200);
      }
    }
  }
});

test('the language switch keeps the page and the heading being read', async ({ page }) => {
  const anchor = endpointDocsEn.createPayout.anchor;
  await page.goto(`${docsPath('api')}#${anchor}`);
  await waitForApp(page);
  await page.getByRole('link', { name: docsChrome.languageSwitch.label }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('api', 'en')}#${anchor}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: endpointDocsEn.createPayout.title }),
  ).toBeVisible();

  // A heading chosen in the "On this page" list is the one the switch carries back.
  await page
    .getByRole('navigation', { name: docsChromeEn.tocTitle })
    .getByRole('link', { name: 'Handling errors' })
    .click();
  await expect(page).toHaveURL(/#erreurs$/);
  await page.getByRole('link', { name: docsChromeEn.languageSwitch.label }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('api')}#erreurs$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('without JavaScript the switch is a plain link to the same page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(docsPath('notifications', 'en'));
  const toFrench = page.getByRole('link', { name: docsChromeEn.languageSwitch.label });
  await expect(toFrench).toHaveAttribute('hreflang', 'fr');
  await toFrench.click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('notifications')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: docsChrome.languageSwitch.label }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('notifications', 'en')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    docsChromeEn.pageTitles.notifications,
  );
  await context.close();
});

test('English search finds the English pages from the words other APIs use', async ({ page }) => {
  await page.goto(docsPath('presentation', 'en'));
  await expect(page.getByRole('button', { name: /^Search/ })).toBeEnabled();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: docsChromeEn.search.inputLabel });
  await expect(input).toBeFocused();
  await input.fill('webhook');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${docsPath('notifications', 'en')}(#.*)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    docsChromeEn.pageTitles.notifications,
  );

  await page.keyboard.press('Control+K');
  await input.fill('payout');
  await expect(page.getByRole('option').first()).toContainText(/payout/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/documentation\/(versement|mass|api)(#.*)?$/);
});

for (const path of ['/en/documentation/unknown', '/en/documentation/api/extra']) {
  test(`${path} answers 404 and shows the English docs 404 once`, async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-code="404"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorPages[404].title);
    await expect(page.getByText(docsChromeEn.notFoundHint)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: docsChromeEn.navLabel })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test.describe('the English sandbox form’s notices', () => {
  const prerequis = docsPath('prerequis', 'en');
  /** Words only the French notices use: none may reach an English page. */
  const french = /Envoi|formulaire|connexion|réessayez|champ/;

  /** The form, once React has hydrated its lazy part (before that, it posts the page). */
  async function hydratedForm(page: Page) {
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: sandboxSignupCopyEn.submit }) });
    await expect
      .poll(() =>
        form.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      )
      .toBe(true);
    return form;
  }

  test('offline, the form says so in English and keeps the name', async ({ page, context }) => {
    await page.goto(prerequis);
    const form = await hydratedForm(page);
    await form.getByRole('textbox', { name: sandboxSignupCopyEn.nameLabel }).fill('Offline shop');
    await context.setOffline(true);
    try {
      await form.getByRole('button', { name: sandboxSignupCopyEn.submit }).click();
      await expect(form.getByText(sandboxSignupCopyEn.offline!)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(form).not.toContainText(french);
    await expect(form.getByRole('textbox', { name: sandboxSignupCopyEn.nameLabel })).toHaveValue(
      'Offline shop',
    );
  });

  test('a request the server refuses is answered in English, with JavaScript', async ({ page }) => {
    await page.goto(prerequis);
    const form = await hydratedForm(page);
    // What a robot does: it fills the field people never see.
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: sandboxSignupCopyEn.submit }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(form.getByText(NOTICES_EN.honeypot)).toBeVisible();
    await expect(form).not.toContainText(french);
  });

  test('a request the server refuses is answered in English, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(prerequis);
      // The form's cookie gone (blocked, or expired): its token no longer checks.
      await context.clearCookies();
      await page.getByRole('textbox', { name: sandboxSignupCopyEn.nameLabel }).fill('No cookie');
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: sandboxSignupCopyEn.submit }).click(),
      ]);
      expect(refused.status()).toBe(403);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: sandboxSignupCopyEn.submit }) });
      await expect(form.getByText(NOTICES_EN.token)).toBeVisible();
      await expect(form).not.toContainText(french);
      await expect(form.getByRole('textbox', { name: sandboxSignupCopyEn.nameLabel })).toHaveValue(
        'No cookie',
      );
    } finally {
      await context.close();
    }
  });
});
