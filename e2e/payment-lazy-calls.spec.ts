import { expect, test, type Page, type Route } from './test';
import { linkPath } from './paymentLinks';

// The payment page's first screen carries none of the API's code (its calls and zod, the
// checkoutCalls chunk): it is fetched on the payer's first touch of the page. On a slow network
// it may still be on its way when the payer pays: the payment must wait for it, not be lost.

const CALLS_CHUNK = /\/assets\/checkoutCalls-[\w-]+\.js$/;

/** Holds the calls' chunk until `release()`; counts its requests. */
async function holdCallsChunk(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(CALLS_CHUNK, async (route: Route) => {
    requests.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requests, release };
}

async function toPhoneStep(page: Page) {
  await page.getByRole('radio', { name: /^Wave/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000001');
}

test('a payment sent before the API’s code arrives waits for it, then goes through', async ({
  page,
  request,
}) => {
  const { requests, release } = await holdCallsChunk(page);
  const payments: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/api/') && payments.push(r.url()),
  );
  // `test`'s page.goto returns once React has hydrated the page (e2e/test.ts).
  await page.goto(await linkPath(request));
  // Hydrated, untouched: the API's code has not been asked for.
  expect(requests).toEqual([]);

  await toPhoneStep(page);
  // The payer's first touch asked for it (held here, as on a slow network).
  await expect.poll(() => requests.length).toBe(1);
  const pay = page.getByRole('button', { name: /^Payer/ });
  await pay.click();
  // The click is kept: the button is busy at once, and nothing is sent yet.
  await expect(page.getByRole('button', { name: 'Paiement en cours…' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(payments).toEqual([]);

  release();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  expect(payments).toHaveLength(1);
  expect(requests).toHaveLength(1);
});

test('an API’s code that does not arrive reads as no connection, and the next try fetches it again', async ({
  page,
  request,
}) => {
  let refused = 0;
  await page.route(CALLS_CHUNK, async (route) => {
    refused++;
    await route.abort('internetdisconnected');
  });
  await page.goto(await linkPath(request));
  await toPhoneStep(page);
  const pay = page.getByRole('button', { name: /^Payer/ });
  await pay.click();
  await expect(page.getByText(/^Pas de connexion au service de paiement/)).toBeVisible();
  // The payer's first touch asked for it too: one try or two, each refused.
  expect(refused).toBeGreaterThan(0);

  await page.unroute(CALLS_CHUNK);
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
});
