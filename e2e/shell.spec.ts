import { expect, test, type Page } from './test';
import { docsPages, docsPath, paths } from '../src/paths/paths';
import { waitForApp } from './waitForApp';

/** Every concrete path of the route table (the payment page has its own spec: payment.spec.ts). */
const registered = [
  ...Object.values(paths).filter(
    (p) => !p.includes(':') && p !== paths.docsRoot && p !== paths.signUp && p !== paths.notFound,
  ),
  ...docsPages.map((page) => docsPath(page)),
];

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const is404 = (page: Page) => page.locator('[data-error-code="404"]');

for (const path of registered) {
  test(`${path} renders its own page with one h1 and no console error`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(is404(page)).toHaveCount(0);
    await expect(page).not.toHaveTitle(/404|^Yonnee$/);
    expect(errors).toEqual([]);
  });
}

test('an unknown route shows the 404 page; on a fresh visit Go Back goes home', async ({
  page,
}) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' }),
  ).toBeVisible();
  await expect(page.getByText(/does not exist or might have been removed/)).toBeVisible();
  await expect(page).toHaveTitle(/404/);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('before its scripts run, Go Back on the 404 page still goes home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cette-page-n-existe-pas');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/\??$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page Not Found!');
  await context.close();
});

test('Go Back returns to the previous in-site page', async ({ page }) => {
  await page.goto('/security');
  await page.evaluate(() => {
    window.history.pushState({ depth: 1 }, '', '/nulle-part');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await page.goto('/nulle-part');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('path matching ignores case and a trailing slash', async ({ page }) => {
  for (const variant of ['/FAQ', '/faq/', '/Security/', '/DOCUMENTATION/API']) {
    await page.goto(variant);
    await expect(is404(page), variant).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('documentation pages have no header, no footer and no top offset', async ({ page }) => {
  await page.goto(docsPath('api'));
  // The docs' banner is their own top bar, without the site header's home logo.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Yonnee, accueil' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/documentation');
  await expect(page).toHaveURL(/\/documentation\/presentation$/);
  await page.goto(paths.faq);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(64);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = await page.locator('main').boundingBox();
  expect(main?.y).toBe(0);
  expect(await page.locator('main').evaluate((m) => getComputedStyle(m).paddingTop)).toBe('64px');
});

test('desktop menus open on click and close on a press outside', async ({ page }) => {
  // The menus' 500 ms slide is not what this checks: a click on a link still sliding waits for it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const solutions = page.getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(page.getByRole('link', { name: /^Paiement de masse/ }).first()).toBeVisible();
  // Radix listens for a press outside from a timer task after the menu mounts, and Chromium
  // runs input before timers: on a loaded machine, a press sent the moment the menu shows went
  // by unheard. A frame and a timer later, it listens (a person's press comes later still).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  await page.mouse.click(640, 700);
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Développeurs' }).click();
  await page.getByRole('link', { name: /^API REST/ }).click();
  await expect(page).toHaveURL(/\/documentation\/api$/);
});

test('on a 375 px phone the drawer carries the menu', async ({ page }) => {
  // The drawer's slide is not what this checks: a click inside it still sliding waits for it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await drawer.getByRole('button', { name: 'Ressources' }).click();
  await drawer.getByRole('link', { name: 'Contact' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/contacteznous$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the theme persists across reloads and follows the OS in system mode', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-theme', 'light');
  await page.getByRole('radio', { name: 'Sombre' }).check();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Sombre' })).toBeChecked();
  await page.getByRole('radio', { name: 'Système' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'dark');
});

test('new navigation starts at the top; back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/security');
  // Before the app runs, the browser owns scrolling.
  await waitForApp(page);
  // The visitor scrolls down to the footer and follows one of its links.
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await faq.scrollIntoViewIfNeeded();
  const saved = await page.evaluate(() => window.scrollY);
  expect(saved).toBeGreaterThan(300);
  await faq.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/security$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
});

test('/sign-up sends the visitor to the merchant registration page', async ({ page }) => {
  await page.route('**/register-merchant', (route) =>
    route.fulfill({ body: '<title>Portail</title>inscription' }),
  );
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/register-merchant$/);
});
