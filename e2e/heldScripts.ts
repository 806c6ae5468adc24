import type { Page } from '@playwright/test';

/** The path of every script the page asks for from now on. */
export function scriptsFetched(page: Page) {
  const fetched: string[] = [];
  page.on('request', (asked) => {
    const { pathname } = new URL(asked.url());
    if (pathname.endsWith('.js')) fetched.push(pathname);
  });
  return fetched;
}

/** Holds back every request matching `scripts`, as a slow network would, until `release()`. */
export async function holdScripts(page: Page, scripts: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
