import type { Page } from '@playwright/test';

/**
 * Resolves once the site's app has hydrated the prerendered page: it then tags the history
 * entry (src/app/useScrollRestoration.ts). Before that, buttons that need JavaScript do nothing.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => Boolean((history.state as { scrollKey?: string })?.scrollKey));
}
