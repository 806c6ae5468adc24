// The docs' button that creates a developer's own sandbox, as a visitor uses it: without
// JavaScript the browser posts the form and the server answers the page with the credentials;
// with it, the same answer comes in place. Either way the credentials work at once, never
// appear in the address bar, and nothing is left in the browser's storage. A server of the
// test's own (storage in memory), so its creations never count against the suite's server.
import type { Page } from '@playwright/test';
import { sandboxSignupCopyEn as english } from '../src/content/docs/en/sandboxSignup';
import { MAX_SANDBOX_NAME_LENGTH } from '../src/api/schemas/developerSandbox';
import { startOwnServer, type OwnServer } from './ownServer';
import { expect, test } from './test';
import { freePort } from '../scripts/freePort.mjs';

const DOCS = '/documentation/prerequis';

let own: OwnServer;
test.beforeAll(async () => {
  // As long as the server may take to start (ownServer's own deadline), on a loaded machine too.
  test.setTimeout(90_000);
  own = await startOwnServer(await freePort(), { SANDBOX_CREATIONS_PER_HOUR: '100' });
});
test.afterAll(async () => {
  await own?.stop();
});

/** The credentials the page shows, read from its code block. */
async function shownCredentials(page: Page) {
  const block = page.getByText(/export YONNEE_API_KEY="yk_dev_/);
  await expect(block).toBeVisible();
  const text = (await block.textContent()) ?? '';
  const value = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(text)?.[1] ?? '';
  return {
    apiKey: value('YONNEE_API_KEY'),
    apiToken: value('YONNEE_API_TOKEN'),
    jwt: value('YONNEE_JWT'),
    webhookSecret: value('YONNEE_WEBHOOK_SECRET'),
  };
}

/** The credentials open their own sandbox: its balance, then a reset. */
async function expectWorking(credentials: Awaited<ReturnType<typeof shownCredentials>>) {
  const headers = {
    'x-api-key': credentials.apiKey,
    'X-API-TOKEN': credentials.apiToken,
    Authorization: `Bearer ${credentials.jwt}`,
  };
  const balance = await fetch(`${own.origin}/api/v1/transaction/get-balance`, { headers });
  expect(balance.status).toBe(200);
  const reset = await fetch(`${own.origin}/api/v1/sandbox/reset`, { method: 'POST', headers });
  expect(reset.status).toBe(200);
  expect(credentials.webhookSecret).toMatch(/^whsec_/);
}

const expectCleanUrl = (page: Page, pathname = DOCS) => {
  const url = new URL(page.url());
  expect(url.pathname).toBe(pathname);
  expect(url.search).toBe('');
};

test('without JavaScript, the form posts and the page shows the new credentials once', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${own.origin}${DOCS}`);
    await page.getByRole('textbox', { name: /^Nom du bac à sable/ }).fill('Sans script');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Créer mon bac à sable' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const credentials = await shownCredentials(page);
    expectCleanUrl(page);
    await expectWorking(credentials);
    // Shown once: the page again holds none.
    await page.goto(`${own.origin}${DOCS}`);
    await expect(page.getByText(/YONNEE_API_KEY="yk_dev_/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('with JavaScript, the same answer comes in place, and nothing is kept by the browser', async ({
  page,
}) => {
  await page.goto(`${own.origin}${DOCS}`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Créer mon bac à sable' }) });
  // The form is a lazy part: it sends in place once React has hydrated it (before, it posts).
  await expect
    .poll(() =>
      form.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  await page.getByRole('textbox', { name: /^Nom du bac à sable/ }).fill('x'.repeat(81));
  await page.getByRole('button', { name: 'Créer mon bac à sable' }).click();
  await expect(page.getByText('Le nom compte au plus 80 caractères.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Nom du bac à sable/ }).fill('Avec script');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Créer mon bac à sable' }).click(),
  ]);
  expect(response.request().headers()['content-type']).toBe('application/json');
  expect(response.status()).toBe(200);
  const credentials = await shownCredentials(page);
  expectCleanUrl(page);
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
  );
  expect(stored).not.toContain(credentials.apiToken);
  expect(stored).not.toContain(credentials.jwt);
  await expectWorking(credentials);
});

test('on the English page the form and its answers are English, without JavaScript too', async ({
  browser,
}) => {
  const englishDocs = `/en${DOCS}`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${own.origin}${englishDocs}`);
    const name = page.getByRole('textbox', { name: english.nameLabel });
    const submit = page.getByRole('button', { name: english.submit });
    // The server checks the name with the page's own words.
    await name.fill('x'.repeat(MAX_SANDBOX_NAME_LENGTH + 1));
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(new URL(refused.url()).pathname).toBe(englishDocs);
    await expect(page.getByText(english.nameTooLong(MAX_SANDBOX_NAME_LENGTH))).toBeVisible();

    await name.fill('In English');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText(english.created)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const credentials = await shownCredentials(page);
    expectCleanUrl(page, englishDocs);
    await expectWorking(credentials);
  } finally {
    await context.close();
  }
});
