// Unknown addresses: the server answers 404 with the page the browser then hydrates, so the
// 404 shows once, in the frame its path has (spec 2.1), and React reports no mismatch (#418).
import { expect, test, type Page } from './test';
import { docsChrome } from '../src/content/docs/labels';
import { errorPages } from '../src/content/errors';

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

const unknown = [
  { path: '/documentation/unknown', frame: 'docs' },
  { path: '/documentation/api/extra', frame: 'docs' },
  { path: '/documentation/prérequis', frame: 'docs' },
  { path: '/DOCUMENTATION/introuvable/', frame: 'docs' },
  { path: '//faq', frame: 'site' },
  { path: '/nulle-part', frame: 'site' },
] as const;

for (const { path, frame } of unknown) {
  test(`${path} answers 404 and shows the 404 once, in the ${frame} frame, with no console error`, async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    // Joined by hand: as a URL, `//faq` would name a host.
    const response = await page.goto(`${baseURL}${encodeURI(path)}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-code="404"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorPages[404].title);
    await expect(page).toHaveTitle(/404/);
    const docsNav = page.getByRole('navigation', { name: docsChrome.navLabel });
    if (frame === 'docs') {
      await expect(docsNav).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    } else {
      await expect(docsNav).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });
}

test('a page asked for by its file name is sent to its own address', async ({ request }) => {
  for (const [file, address] of [
    ['/index.html', '/'],
    ['/faq/index.html', '/faq'],
    ['/documentation/api/index.html', '/documentation/api'],
  ]) {
    const response = await request.get(file!, { maxRedirects: 0 });
    expect(response.status(), file).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://x').pathname, file).toBe(address);
  }
});
