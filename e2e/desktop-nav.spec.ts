import { expect, test, type Page } from './test';
import { docsPath, paths } from '../src/paths/paths';
import { holdScripts, scriptsFetched } from './heldScripts';
import { waitForApp } from './waitForApp';

// The desktop menu bar's code (src/sections/DesktopNav, Radix's navigation menu) is a chunk only
// a window as wide as the bar's breakpoint (1024 px) loads; below it the drawer shows instead.
const menuBarChunk = /\/assets\/DesktopNav-[\w-]+\.js$/;
const radixChunk = /\/assets\/radix-[\w-]+\.js$/;
/** What only the menu bar and the toasts use of Radix (vite.config.ts). */
const radixLayers = /\/assets\/radix-layers-[\w-]+\.js$/;
const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

const menuBar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Resolves once the menu bar's chunk has arrived. */
const menuBarArrives = (page: Page) =>
  page.waitForResponse((response) => menuBarChunk.test(new URL(response.url()).pathname));

/**
 * Resolves once the server's bar has left the page for the one its code renders: a press then
 * goes to the live bar, never half to each (a mouse button down on one, up on the other).
 */
async function liveBarReplaces(page: Page) {
  // Hidden too (a phone's window): the bar comes before the drawer's own Solutions button.
  const serverButton = await page
    .getByRole('banner')
    .getByRole('button', { name: 'Solutions', includeHidden: true })
    .first()
    .elementHandle();
  return () =>
    expect.poll(() => serverButton!.evaluate((button) => button.isConnected)).toBe(false);
}

/** Holds the menu bar's chunk back until `release()`. */
const holdMenuBarCode = (page: Page) => holdScripts(page, menuBarChunk);

test('on a phone a solution page never asks for the menu bar’s code nor Radix’s', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const fetched = scriptsFetched(page);
  await page.goto(paths.massPayment);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  // The page did load its scripts (the test would pass on an empty list otherwise).
  expect(fetched.some((file) => /\/assets\/SiteHeader-/.test(file))).toBe(true);
  expect(fetched.filter((file) => menuBarChunk.test(file) || radixChunk.test(file))).toEqual([]);
  // The server's bar is still in the page, hidden, as before its code came along.
  await expect(menuBar(page).getByRole('button', { name: 'Solutions' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
});

test('on a phone the home page never asks for the menu bar’s code', async ({ page }) => {
  await page.setViewportSize(phone);
  const fetched = scriptsFetched(page);
  await page.goto(paths.home);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.some((file) => /\/assets\/SiteHeader-/.test(file))).toBe(true);
  expect(fetched.filter((file) => menuBarChunk.test(file))).toEqual([]);
});

test('on a phone, a visit from the docs to the site never asks for the menu bar’s code', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(docsPath('introduction'));
  await waitForApp(page);
  const fetched = scriptsFetched(page);
  // The site's header is rendered in the browser here, not hydrated from the server's HTML.
  await page.getByRole('link', { name: 'Retour au site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.some((file) => /\/assets\/HomePage-/.test(file))).toBe(true);
  // Radix's accordion does come (the FAQ, rendered at once in the browser), not its menu layers.
  expect(fetched.filter((file) => menuBarChunk.test(file) || radixLayers.test(file))).toEqual([]);
  // Made desktop-wide, the window then loads the bar, which works.
  await page.setViewportSize(desktop);
  const solutions = menuBar(page).getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await expect(menuBar(page).getByRole('link', { name: /^Collecte/ })).toBeVisible();
});

test('on a desktop the menu bar opens from the keyboard and closes on Escape', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(paths.massPayment);
  await waitForApp(page);
  const solutions = menuBar(page).getByRole('button', { name: 'Solutions' });
  // Pressed as soon as the page is interactive, with the bar's code here or still on its way.
  await solutions.focus();
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await expect(solutions).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Paiement de masse/);
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(solutions).toBeFocused();
});

test('on a desktop the menu bar opens on a click, not on hovering', async ({ page }) => {
  // The menus' 500 ms slide is not what this checks: on a loaded machine a click aimed at a
  // link still sliding in once landed beside it and closed the menus (a clean-clone run).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(desktop);
  const release = await holdMenuBarCode(page);
  await page.goto(paths.massPayment);
  await waitForApp(page);
  const replaced = await liveBarReplaces(page);
  release();
  await replaced();
  const developers = menuBar(page).getByRole('button', { name: 'Développeurs' });
  await developers.click();
  await expect(developers).toHaveAttribute('aria-expanded', 'true');
  await expect(menuBar(page).getByText('Get started')).toBeVisible();
  const resources = menuBar(page).getByRole('button', { name: 'Ressources' });
  await resources.hover();
  await expect(developers).toHaveAttribute('aria-expanded', 'true');
  await resources.click();
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(developers).toHaveAttribute('aria-expanded', 'false');
  await menuBar(page)
    .getByRole('link', { name: /^Contact/ })
    .click();
  await expect(page).toHaveURL(/\/contacteznous$/);
});

test('a menu button pressed before the bar’s code arrives opens its menu when it does', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const release = await holdMenuBarCode(page);
  await page.goto(paths.massPayment);
  await waitForApp(page);
  const solutions = menuBar(page).getByRole('button', { name: 'Solutions' });
  await solutions.click();
  // The server's button, its code held back: nothing opens yet.
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  const arrived = menuBarArrives(page);
  release();
  await arrived;
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await expect(solutions).toBeFocused();
  await expect(menuBar(page).getByRole('link', { name: /^Collecte/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
});

test('a phone window made desktop-wide loads the menu bar, which then works', async ({ page }) => {
  await page.setViewportSize(phone);
  const fetched = scriptsFetched(page);
  await page.goto(paths.pricingFr);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => menuBarChunk.test(file))).toEqual([]);
  const replaced = await liveBarReplaces(page);
  await page.setViewportSize(desktop);
  await replaced();
  const solutions = menuBar(page).getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await menuBar(page)
    .getByRole('link', { name: /^Collecte/ })
    .click();
  await expect(page).toHaveURL(/\/collect$/);
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
});
