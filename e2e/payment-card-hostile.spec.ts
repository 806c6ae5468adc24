// Hostile posts of the card form, without a browser, against a server of the test's own (its
// output read): every one gets a 4xx or the page naming the field, none is echoed back, no card
// number reaches the server's output, and the server still answers afterwards.
import { createServer } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { TEST_CARDS } from '../src/api/sandboxTestNumbers';
import { startOwnServer, type OwnServer } from './ownServer';
import { expect, test } from './test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let own: OwnServer;
test.beforeAll(async () => {
  // As long as the server may take to start (ownServer's own deadline), on a loaded machine too.
  test.setTimeout(90_000);
  const port = await freePort();
  own = await startOwnServer(port, { WORKERS: '1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => {
  await own?.stop();
});

/** A payer without a browser: a link of its own, the card chosen, and its form token. */
async function onTheCardStep(api: APIRequestContext) {
  const created = await api.post('/api/v1/transaction/pay-in-url', {
    headers: {
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
      Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    },
    data: { amount: 2500, country: 'SN', currency: 'XOF', product: 'Sac de riz' },
  });
  expect(created.ok()).toBe(true);
  const path = new URL((await created.json()).data.urlPayIn).pathname;
  const tokenOf = async () =>
    /name="formToken" value="([^"]+)"/.exec(await (await api.get(path)).text())![1]!;
  // A step answers 303 to its page, followed here: the status and text are that page's.
  const post = async (fields: Record<string, string>) =>
    api.post(path, {
      form: { ...fields, formToken: await tokenOf() },
      headers: { origin: own.origin },
    });
  const chosen = await post({ etape: 'method', pays: 'SN', 'moyen-de-paiement': 'CARD' });
  expect(chosen.url()).toContain('etape=card');
  return { path, post };
}

const card = {
  etape: 'card',
  'numero-carte': TEST_CARDS.rejected,
  expiration: '09 / 39',
  cryptogramme: '987',
  titulaire: 'Awa Ndiaye',
};

test('hostile card posts get a 4xx or the page naming the field; nothing is echoed or logged', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.origin });
  // What the server printed on starting (its test cards among it) is not this test's.
  const printedBefore = own.output().length;
  try {
    const { post } = await onTheCardStep(api);
    const secrets = ['4000000000000002', '4242424242424241', '<script>alert', '98765'];

    // Larger than any step form may be: refused before it is read.
    const huge = await post({ ...card, 'numero-carte': '4'.repeat(20_000) });
    expect(huge.status()).toBeGreaterThanOrEqual(400);
    expect(huge.status()).toBeLessThan(500);

    const tooLong = await post({ ...card, 'numero-carte': '4'.repeat(200) });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain('Le champ « Numéro de carte » est trop long');

    const garbled = await post({
      ...card,
      'numero-carte': '<script>alert(1)</script>',
      expiration: '13/99',
      cryptogramme: '98765',
      titulaire: '\u202eAwa\u0000',
    });
    expect(garbled.status()).toBe(400);
    const page = await garbled.text();
    for (const field of [
      'Numéro de carte',
      'Date d’expiration',
      'Cryptogramme',
      'Nom du titulaire',
    ])
      expect(page).toContain(`« ${field} » :`);

    const invalid = await post({ ...card, 'numero-carte': '4242 4242 4242 4241' });
    expect(invalid.status()).toBe(400);
    const declined = await post(card);
    expect(declined.status()).toBe(200);
    expect(await declined.text()).toContain('Carte refusée');

    const answers = [tooLong, garbled, invalid].map((answer) => answer.text());
    for (const text of await Promise.all(answers))
      for (const secret of secrets) expect(text).not.toContain(secret);
    const printed = own.output().slice(printedBefore);
    for (const secret of secrets) expect(printed).not.toContain(secret);
    expect((await api.get('/')).status()).toBe(200);
  } finally {
    await api.dispose();
  }
});
