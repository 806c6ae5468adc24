import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { holdScripts } from './heldScripts';

export * from '@playwright/test';

/**
 * Site pages load their scripts only after their first paint
 * (scripts/start-after-first-paint.mjs): `page.goto` resolves on a page that is visible but
 * not yet interactive. Each navigation
 * here also waits until React has taken the page over (`hydrateRoot` has attached its
 * listeners to #root); from then on, a click or key press on a part not hydrated yet is
 * hydrated first and then handled, as for a visitor, if that part's code is here. A part
 * loaded lazily (a docs demo, an API reference) cannot be hydrated before its chunk arrives,
 * and a press meanwhile is lost: its controls are disabled until it hydrates
 * (`useUnavailableUntilHydrated`), and a click waits for them to be enabled.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      });
      return response;
    };
    await provide(page);
  },
});

/**
 * A new page whose scripts are held back, as on a slow network: it shows and reads, but
 * nothing hydrates until `release()`.
 */
export async function pageWithScriptsHeld(context: BrowserContext) {
  const page = await context.newPage();
  const release = await holdScripts(page, '**/assets/*.js');
  return { page, release };
}

/** The page's console errors and uncaught exceptions, as they come: a hydration mismatch is one. */
export function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
