import { expect, pageErrors, pageWithScriptsHeld, test, type Page, type Route } from './test';
import { linkPath } from './paymentLinks';

// The payment page's first screen carries none of the API's code (its calls and zod, the
// checkoutCalls chunk): it is fetched on the payer's first touch of the page. On a slow network
// it may still be on its way when the payer pays: the payment must wait for it, not be lost.

const CALLS_CHUNK = /\/assets\/checkoutCalls-[\w-]+\.js$/;

/** Holds a chunk until `release()`, as a slow network would; counts its requests. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(chunk, async (route: Route) => {
    requests.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requests, release };
}

/** The payments the page sends from now on (the API's POSTs). */
function paymentsSent(page: Page) {
  const payments: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/api/') && payments.push(r.url()),
  );
  return payments;
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
  const { requests, release } = await holdChunk(page, CALLS_CHUNK);
  const payments = paymentsSent(page);
  // `test`'s page.goto returns once React has hydrated the page (e2e/test.ts).
  await page.goto(await linkPath(request));
  // Hydrated, untouched: the API's code has not been asked for.
  expect(requests).toEqual([]);

  await toPhoneStep(page);
  // The payer's first touch asked for it (held here, as on a slow network).
  await expect.poll(() => requests.length).toBe(1);
  await payWhileHeld(page, payments, release);
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

// The screens that follow a payment (pending, receipt, refusal, no answer in time) and their
// words are a chunk of their own too, fetched from the step that pays: the payment waits for
// it, and one that does not arrive reads as no connection, nothing sent.

const OUTCOME_CHUNK = /\/assets\/OutcomeScreen-[\w-]+\.js$/;

test('the first screen carries none of the outcomes’ code; a payment waits for it, then shows the receipt', async ({
  page,
  request,
}) => {
  const { requests: asked, release } = await holdChunk(page, OUTCOME_CHUNK);
  const payments = paymentsSent(page);
  await page.goto(await linkPath(request));
  expect(asked).toEqual([]);

  await toPhoneStep(page);
  // The step that pays asked for it (held here, as on a slow network).
  await expect.poll(() => asked.length).toBe(1);
  await payWhileHeld(page, payments, release);
});

// (Fetching it again on the next try is the unit tests' to check, useCheckoutAfterPayment.test.tsx:
// this Chromium keeps a failed module's error for the page's life, as the test above finds.)
test('outcomes’ code that does not arrive reads as no connection, and nothing is sent', async ({
  page,
  request,
}) => {
  await page.route(OUTCOME_CHUNK, (route) => route.abort('internetdisconnected'));
  const payments = paymentsSent(page);
  await page.goto(await linkPath(request));
  await toPhoneStep(page);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText(/^Pas de connexion au service de paiement/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer/ })).toBeEnabled();
  expect(payments).toEqual([]);
});

test('a pending payment the server kept before the scripts ran hydrates on its own screen, without an error', async ({
  context,
  request,
}) => {
  const { page, release } = await pageWithScriptsHeld(context);
  const errors = pageErrors(page);
  await page.goto(await linkPath(request), { waitUntil: 'domcontentloaded' });
  // Posted forms, as before the scripts arrive: the server answers with the pending screen.
  await page.getByRole('radio', { name: /^Wave/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('770000003');
  await page.getByRole('button', { name: /^Payer/ }).click();
  const pending = page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' });
  await expect(pending).toBeVisible();

  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  release();
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  // The outcomes' chunk came before the hydration, which kept the server's screen as it was.
  expect(scripts.some((url) => OUTCOME_CHUNK.test(url))).toBe(true);
  await expect(pending).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler ce paiement' })).toBeEnabled();
  expect(errors).toEqual([]);
});

/**
 * Pay pressed while a chunk it needs is held: the click is kept (the button is busy at once),
 * nothing is sent until the chunk comes, then one payment is sent and accepted.
 */
async function payWhileHeld(page: Page, payments: string[], release: () => void) {
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('button', { name: 'Paiement en cours…' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(payments).toEqual([]);

  release();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  expect(payments).toHaveLength(1);
}
