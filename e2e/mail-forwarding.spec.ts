// A contact message reaches support by e-mail, end to end: a visitor posts the form (without
// JavaScript, then with it) to `npm start`'s own server, which forwards it through a real SMTP
// server. A message stored while no mail server was configured is kept, survives a restart and
// leaves once SMTP_URL is set. Nothing the visitor typed, and not the SMTP password, is logged.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startMailServer } from '../server/testMailServer';
import { readInbox } from './inbox';
import { startOwnServer, type OwnServer } from './ownServer';
import { expect, test } from './test';

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 4180) + 9;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let server: OwnServer | undefined;

const start = (env: Record<string, string> = {}) =>
  startOwnServer(PORT, { WORKERS: '1', PUBLIC_ORIGIN: ORIGIN, DATA_DIR: dataDir, ...env });

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yonnee-e2e-mail-'));
  smtp = await startMailServer();
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}.lock`, { recursive: true, force: true });
});

async function sendContact(page: Page, message: string) {
  await page.goto(`${ORIGIN}/contacteznous`);
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Diop');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Awa');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('awa.diop@exemple.sn');
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const reference = (await page.getByText(/^Demande n°/).textContent())?.match(/YN-\w{8}/)?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

const mailFor = (reference: string) =>
  smtp.received.find((r) => r.mail.subject?.startsWith(`[${reference}]`));

test('a message kept while no mail server was set leaves after a restart with SMTP_URL', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  server = await start();
  await expect.poll(() => server!.output()).toContain('set SMTP_URL to forward them');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reference = await sendContact(await context.newPage(), 'Envoyé avant le serveur de mail.');
  await context.close();
  const waiting = (await readInbox(dataDir)).messages.find((m) => m.reference === reference);
  expect(waiting?.forwarding).toMatchObject({ attempts: 0, sentAt: null });
  await server.stop();

  server = await start({ SMTP_URL: smtp.url });
  await expect
    .poll(() => server!.output())
    .toContain('Contact messages are e-mailed to support@yonnee.com');
  await expect.poll(() => mailFor(reference), { timeout: 30_000 }).toBeTruthy();
  const mail = mailFor(reference)!;
  expect(mail.rcptTo).toEqual(['support@yonnee.com']);
  expect(mail.mail.replyTo?.value).toEqual([{ name: 'Awa Diop', address: 'awa.diop@exemple.sn' }]);
  expect(mail.mail.text).toContain('Envoyé avant le serveur de mail.');
  await expect
    .poll(
      async () =>
        (await readInbox(dataDir)).messages.find((m) => m.reference === reference)?.forwarding,
    )
    .toMatchObject({ attempts: 1, sentAt: expect.any(String) });
});

test('with JavaScript, a message is e-mailed as soon as it is stored', async ({ page }) => {
  const reference = await sendContact(page, 'Envoyé avec JavaScript.');
  await expect.poll(() => mailFor(reference), { timeout: 15_000 }).toBeTruthy();
  expect(mailFor(reference)!.mail.text).toContain('Envoyé avec JavaScript.');
  const log = server!.output();
  expect(log).not.toMatch(/Envoyé|awa\.diop|Diop/);
  expect(log).not.toContain('s3cret');
});
