// Every form of the site, as a visitor sends it: without JavaScript (a feature phone, a proxy
// browser, a page whose scripts have not arrived) the browser posts it and the server answers
// with the page; with JavaScript the same answer comes in place. What staff read is checked
// through `npm run inbox -- --json`, and no field ever reaches the address bar.
import type { Browser, Page } from '@playwright/test';
import { readInbox } from './inbox';
import { expect, test } from './test';

/** Unique per run: the e2e server's data directory outlives a run. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const address = (who: string) => `${who}.${run}@exemple.sn`;

async function withoutJavaScript(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** No query string, ever: what was typed stays out of history and server logs. */
const expectCleanUrl = (page: Page, pathname: string) => {
  const url = new URL(page.url());
  expect(url.pathname).toBe(pathname);
  expect(url.search).toBe('');
};

test.describe('without JavaScript', () => {
  test('the contact form shows the spec’s messages, keeps what was typed, then stores the message', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contacteznous');
      await page.getByRole('textbox', { name: /^Nom/ }).fill('Diop');
      await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('awa@');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.getByText('Indiquez votre prénom.')).toBeVisible();
      await expect(page.getByText('Adresse e-mail invalide. Exemple')).toBeVisible();
      await expect(page.getByText('Écrivez votre message.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Diop');
      expectCleanUrl(page, '/contacteznous');

      await page.getByRole('textbox', { name: /^Prénom/ }).fill('Awa');
      await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(address('contact'));
      await page.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, sans JavaScript.');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Envoyer le message' }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Message bien reçu' })).toBeVisible();
      const reference = (await page.getByText(/^Demande n°/).textContent())?.match(/YN-\w{8}/)?.[0];
      expect(reference).toBeTruthy();
      expectCleanUrl(page, '/contacteznous');

      const { messages } = await readInbox();
      expect(messages.find((m) => m.reference === reference)).toMatchObject({
        kind: 'contact',
        page: '/contacteznous',
        email: address('contact'),
        body: 'Bonjour, sans JavaScript.',
      });
    });
  });

  test('the support form of the docs stores its message too', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/documentation/support');
      await page.getByRole('textbox', { name: /^Nom/ }).fill('Ba');
      await page.getByRole('textbox', { name: /^Prénom/ }).fill('Moussa');
      await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(address('support'));
      await page.getByRole('textbox', { name: /^Message/ }).fill('Question sur le webhook.');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.getByText(/^Demande n°/)).toBeVisible();
      expectCleanUrl(page, '/documentation/support');
      const { messages } = await readInbox();
      expect(messages.find((m) => m.email === address('support'))?.page).toBe(
        '/documentation/support',
      );
    });
  });

  test('sign-in validates on the server, never puts the password in the URL or the page', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Please enter your email')).toBeVisible();
      await expect(page.getByText('Please enter your password')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill('awa@exemple');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await expect(page.getByText('Password must be at least 7 characters long')).toBeVisible();

      await page.getByRole('textbox', { name: 'Email' }).fill('awa@exemple.sn');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(
        page.getByRole('status').getByText('Sign-in received for awa@exemple.sn'),
      ).toBeVisible();
      expectCleanUrl(page, '/sign-in');
      expect(await page.content()).not.toContain('secret123');
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    });
  });

  test('the code page shows the code, then goes home after 1 s', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/otp');
      const slots = page.getByRole('group', { name: 'Authentication code' }).getByRole('textbox');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Please enter your otp code.')).toBeVisible();
      for (const [index, char] of [...'48291A7'].entries()) await slots.nth(index).fill(char);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Code submitted' })).toContainText(
        'You entered 48291A7.',
      );
      expectCleanUrl(page, '/otp');
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  test('forgot password records a request for support, with its number', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/forgot-password');
      await page.getByRole('textbox', { name: 'Email' }).fill(address('reset'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
      const reference = (await page.getByText(/^Request YN-/).textContent())?.slice(
        'Request '.length,
      );
      expectCleanUrl(page, '/forgot-password');
      const { messages } = await readInbox();
      expect(messages.find((m) => m.reference === reference)).toMatchObject({
        kind: 'password-reset',
        email: address('reset'),
      });
    });
  });

  test('the newsletter subscribes, and its unsubscribe link works', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const field = page.getByRole('textbox', { name: 'Adresse email' });
      await field.fill('pas-une-adresse');
      await page.getByRole('button', { name: 'Souscrire' }).click();
      await expect(page.getByText('Cette adresse email n’est pas valide.')).toBeVisible();
      expectCleanUrl(page, '/');

      await page.getByRole('textbox', { name: 'Adresse email' }).fill(address('lettre'));
      await page.getByRole('button', { name: 'Souscrire' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Inscription enregistrée' });
      await expect(status).toContainText(address('lettre'));
      expectCleanUrl(page, '/');
      let { subscriptions } = await readInbox();
      expect(subscriptions.find((s) => s.email === address('lettre'))?.unsubscribedAt).toBeNull();

      await status.getByRole('link', { name: 'Se désinscrire' }).click();
      await expect(
        page.getByText(`Ne plus envoyer la lettre de Yonnee à l’adresse ${address('lettre')} ?`),
      ).toBeVisible();
      // Opening the link changed nothing: a mail scanner does that.
      ({ subscriptions } = await readInbox());
      expect(subscriptions.find((s) => s.email === address('lettre'))?.unsubscribedAt).toBeNull();
      await page.getByRole('button', { name: 'Me désinscrire' }).click();
      await expect(page.getByRole('status')).toContainText('C’est fait');
      ({ subscriptions } = await readInbox());
      expect(subscriptions.find((s) => s.email === address('lettre'))?.unsubscribedAt).toBeTruthy();
    });
  });
});

test.describe('with JavaScript', () => {
  test('the contact form sends in place and stores the message', async ({ page }) => {
    await page.goto('/contacteznous');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Diop');
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Awa');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(address('js'));
    await page.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, avec JavaScript.');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message bien reçu' })).toBeFocused();
    const reference = (await page.getByText(/^Demande n°/).textContent())?.match(/YN-\w{8}/)?.[0];
    expect(navigations).toEqual([]);
    expectCleanUrl(page, '/contacteznous');
    const { messages } = await readInbox();
    expect(messages.find((m) => m.reference === reference)?.email).toBe(address('js'));
  });
});

test('a post from another site is refused and stores nothing', async ({ request }) => {
  const response = await request.post('/contacteznous', {
    headers: { Origin: 'https://evil.example', Accept: 'application/json' },
    form: {
      _form: 'contact',
      lastName: 'X',
      firstName: 'Y',
      email: address('evil'),
      message: 'Cross-site message.',
    },
  });
  expect(response.status()).toBe(403);
  const { messages } = await readInbox();
  expect(messages.some((m) => m.email === address('evil'))).toBe(false);
});

test('every cookie the forms set is listed in the privacy policy', async ({ page, context }) => {
  for (const path of [
    '/',
    '/contacteznous',
    '/sign-in',
    '/forgot-password',
    '/documentation/support',
  ])
    await page.goto(path);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('yonnee_form');
  await page.goto('/privacy');
  const table = page.getByRole('table', { name: 'Cookies et stockage local utilisés par le site' });
  for (const name of names) await expect(table.getByText(name, { exact: true })).toBeVisible();
});
