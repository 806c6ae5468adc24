import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { expect, type APIRequestContext, type FrameLocator, type Page } from './test';

/** The sandbox merchant's credentials, as the merchant's own server sends them. */
export const merchantHeaders = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};

/** A fresh payment link, as a merchant creates it (every test pays its own): its page and token. */
export async function createLink(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const response = await request.post('/api/v1/transaction/pay-in-url', {
    headers: merchantHeaders,
    data: { amount: 15000, country: 'SN', currency: 'XOF', product: 'Panier de fruits', ...fields },
  });
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  return { path: new URL(data.urlPayIn).pathname, token: data.token as string };
}

/** A fresh payment link's page. */
export const linkPath = async (request: APIRequestContext, fields?: Record<string, unknown>) =>
  (await createLink(request, fields)).path;

/**
 * The server sends a link's page ready to read; its buttons work once React has taken it over
 * (`hydrateRoot` has put its listeners on #root). Inside an iframe, nothing else waits for it.
 */
export async function hydrated(page: Page | FrameLocator) {
  await expect
    .poll(() =>
      page
        .locator('#root')
        .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'))),
    )
    .toBe(true);
}

/** Once the page is React's, chooses a way to pay by its name and goes on to its step. */
export async function choose(page: Page | FrameLocator, method: string) {
  await hydrated(page);
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
}
