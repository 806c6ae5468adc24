// The payment page's steps posted without JavaScript, as the Node server takes them: the
// token against cross-site posts, POST-redirect-GET, the payer's state in a sealed cookie of
// the link's path, the pending page's refresh, and hostile requests. The renderer here stands
// in for dist-ssr/entry-server.js, whose step logic src/checkout/state/postedStep.test.ts tests
// (the e2e tests run both together).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.mjs';
import { createFormTokens } from './form-token.mjs';
import { CHECKOUT_COOKIE, STEP_BODY_BYTES, STEP_POSTS_PER_WINDOW } from './payment-steps.mjs';

const TEMPLATE = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

// `etape=ok` goes on (and counts), `etape=pending` leaves a pending payment, `etape=form` a
// form's step, anything else is refused with a field's message. Each step's fields are
// recorded; a page shows the step its address asked.
const RENDERER = `
export const posted = [];
export async function loadPaymentLink() {
  return { link: { merchantOrigins: [] }, groups: [] };
}
export async function renderPaymentLinkPage(path, data, lang) {
  const state = JSON.stringify({ resumed: data.resumed, error: data.error }).replace(/</g, '&lt;');
  return '<main lang="' + lang + '" data-state=\\'' + state + '\\'><input name="formToken" value="__YONNEE_FORM_TOKEN__"></main>';
}
export async function postCheckoutStep(data, kept, fields) {
  posted.push(fields);
  const count = (kept?.saved.count ?? 0) + 1;
  if (fields.etape === 'ok') return { status: 303, kept: { saved: { count, phone: fields.numero }, polls: 0 }, preloaded: data };
  if (fields.etape === 'pending') return { status: 303, kept: { saved: { count, pending: true }, polls: 0 }, preloaded: data };
  if (fields.etape === 'form') return { status: 303, kept: { saved: { count, screen: { name: 'form', step: 'phone' } }, polls: 0 }, preloaded: data };
  return { status: 400, kept: undefined, preloaded: { ...data, error: { field: 'phone', message: { key: 'phone.empty' } } } };
}
export async function resumeCheckout(data, { refused, ...kept }, _context, asked) {
  return {
    preloaded: { ...data, resumed: { ...kept.saved, asked }, error: refused?.error },
    kept: { ...kept, polls: kept.polls + 1 },
    ...(refused ? { status: refused.status } : {}),
    ...(kept.saved.pending ? { refreshSeconds: 2 + kept.polls } : {}),
  };
}
const postedWords = {
  fr: { unknown: 'Formulaire illisible', crossSite: 'Envoi refusé', token: 'Page expirée', tooLarge: 'Formulaire trop long', tooMany: (m) => 'Trop d’envois depuis votre connexion : ' + m + ' min' },
  en: { unknown: 'Unreadable form', crossSite: 'Sending refused', token: 'Page expired', tooLarge: 'Form too long', tooMany: (m) => 'Too many attempts: ' + m + ' min' },
};
export async function serverWords() {
  return { fr: { posted: postedWords.fr }, en: { posted: postedWords.en } };
}
export const postedMessage = (words, write) => ({ key: 'posted', fr: write(words.fr), en: write(words.en) });`;

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-steps-'));
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'payment-shell.html'), '<h1>Chargement</h1>');
  await writeFile(path.join(dist, '.vite', 'payment-link.html'), TEMPLATE);
  await writeFile(
    path.join(dist, '.vite', 'payment-link-en.html'),
    TEMPLATE.replace('<html>', '<html lang="en">'),
  );
  await writeFile(path.join(work, 'renderer.mjs'), RENDERER);
  const tokens = createFormTokens('test secret', { secure: false });
  app = await buildApp({
    distDir: dist,
    ssrEntry: path.join(work, 'renderer.mjs'),
    api: { handle: async () => Response.json({}) },
    publicOrigin: 'http://localhost:4173',
    formTokens: async () => tokens,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

/** The cookies a response sets, by name: value and attributes. */
const setCookies = (response: Response) =>
  new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      return [name, { value, attributes }];
    }),
  );

/** A payer's browser: its cookies, and the token of the last page it read. */
async function payer(link = 'pl_ok') {
  const jar = new Map<string, string>();
  let token = '';
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const [name, { value }] of setCookies(response)) jar.set(name, value);
  };
  const get = async (query = '') => {
    const response = await fetch(`${origin}/paiement/${link}${query}`, {
      headers: { cookie: cookie() },
    });
    remember(response);
    const text = await response.text();
    token = /name="formToken" value="([^"]*)"/.exec(text)?.[1] ?? '';
    return { response, text };
  };
  const post = async (
    fields: Record<string, string>,
    {
      headers = {},
      withToken = true,
      query = '',
    }: { headers?: Record<string, string>; withToken?: boolean; query?: string } = {},
  ) => {
    const body = new URLSearchParams({ ...fields, ...(withToken ? { formToken: token } : {}) });
    const response = await fetch(`${origin}/paiement/${link}${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookie(),
        ...headers,
      },
      body,
    });
    remember(response);
    return { response, text: await response.text() };
  };
  await get();
  return { jar, get, post };
}

describe('a payment step posted without JavaScript', () => {
  it('goes on with a redirect to the page, which shows the state kept in a sealed cookie', async () => {
    const browser = await payer();
    const { response } = await browser.post({ etape: 'ok', numero: '770000001' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/paiement/pl_ok');
    const kept = setCookies(response).get(CHECKOUT_COOKIE)!;
    expect(kept.attributes).toEqual(
      expect.arrayContaining(['Path=/paiement/pl_ok', 'HttpOnly', 'SameSite=Lax']),
    );
    // Sealed: the number is not in it, in any form.
    expect(kept.value).not.toContain('770000001');
    expect(Buffer.from(kept.value, 'base64url').toString('latin1')).not.toContain('770000001');
    const page = await browser.get();
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('"count":1');
  });

  it('never hands the form token to the step, and refuses a post without it', async () => {
    const browser = await payer();
    const { posted } = await import(path.join(work, 'renderer.mjs'));
    await browser.post({ etape: 'ok' });
    expect(posted.at(-1)).toEqual({ etape: 'ok' });
    const refused = await browser.post({ etape: 'ok' }, { withToken: false });
    expect(refused.response.status).toBe(403);
    expect(refused.text).toContain('Page expirée');
  });

  it('answers a refused step with the page, its status and the message naming the field', async () => {
    const browser = await payer();
    const { response, text } = await browser.post({ etape: 'bad' });
    expect(response.status).toBe(400);
    expect(text).toContain('"field":"phone","message":{"key":"phone.empty"}');
    expect(setCookies(response).has(CHECKOUT_COOKIE)).toBe(false);
  });

  it('answers a step refused on a kept state with a redirect, then its page once with the status', async () => {
    const browser = await payer();
    await browser.post({ etape: 'ok', numero: '770000001' });
    const refused = await browser.post({ etape: 'bad' });
    expect(refused.response.status).toBe(303);
    expect(refused.response.headers.get('location')).toBe('/paiement/pl_ok');
    const page = await browser.get();
    expect(page.response.status).toBe(400);
    expect(page.text).toContain('"field":"phone","message":{"key":"phone.empty"}');
    expect(page.text).toContain('"count":1');
    const reloaded = await browser.get();
    expect(reloaded.response.status).toBe(200);
    expect(reloaded.text).not.toContain('Numéro faux');
  });

  it('redirects a form’s step to its own address, whose page shows the step it asks', async () => {
    const browser = await payer();
    const { response } = await browser.post({ etape: 'form', numero: '770000001' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/paiement/pl_ok?etape=phone');
    const back = await browser.get('?etape=method');
    expect(back.text).toContain('"asked":"method"');
    // The rest of the query stays (a framed page's `origin`); a step off the form drops `etape`.
    const framed = await browser.post(
      { etape: 'form' },
      { query: '?origin=https%3A%2F%2Fshop.example&etape=method' },
    );
    expect(framed.response.headers.get('location')).toBe(
      '/paiement/pl_ok?origin=https%3A%2F%2Fshop.example&etape=phone',
    );
    const paid = await browser.post({ etape: 'ok' }, { query: '?etape=phone' });
    expect(paid.response.headers.get('location')).toBe('/paiement/pl_ok');
  });

  it('refreshes a pending payment without JavaScript, ever less often', async () => {
    const browser = await payer();
    await browser.post({ etape: 'pending' });
    const first = await browser.get();
    expect(first.text).toContain(
      '<noscript><meta http-equiv="refresh" content="2"></noscript></head>',
    );
    expect((await browser.get()).text).toContain('content="3"');
  });

  it.each([
    [
      'from another site',
      { 'sec-fetch-site': 'cross-site' },
      403,
      'Envoi refusé',
      'Sending refused',
    ],
    [
      'with a foreign Origin',
      { origin: 'https://evil.example' },
      403,
      'Envoi refusé',
      'Sending refused',
    ],
    [
      'as JSON it cannot read',
      { 'content-type': 'application/json' },
      400,
      'Formulaire illisible',
      'Unreadable form',
    ],
    [
      'as an unknown type',
      { 'content-type': 'text/plain' },
      415,
      'Formulaire illisible',
      'Unreadable form',
    ],
  ])('refuses a post %s', async (_name, headers, status, french, english) => {
    const browser = await payer();
    const { response, text } = await browser.post({ etape: 'ok' }, { headers });
    expect(response.status).toBe(status);
    // Words only the server has: in both languages, for a page whose payer switches.
    expect(text).toContain(`"message":{"key":"posted","fr":"${french}","en":"${english}"}`);
    expect(setCookies(response).has(CHECKOUT_COOKIE)).toBe(false);
  });

  it('refuses a body over its limit with the page where the payer is, and the reason', async () => {
    const browser = await payer();
    await browser.post({ etape: 'ok', numero: '770000001' });
    const { response, text } = await browser.post({
      etape: 'ok',
      numero: 'x'.repeat(STEP_BODY_BYTES),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toContain('Formulaire trop long');
    // The step reached so far, and a form to go on with.
    expect(text).toContain('"count":1');
    expect(text).toMatch(/name="formToken" value="[\w-]{20,}"/);
  });

  it(`answers past ${STEP_POSTS_PER_WINDOW} posts from one client with the page and a 429`, async () => {
    const browser = await payer('pl_busy');
    const statuses = [];
    for (let i = 0; i < STEP_POSTS_PER_WINDOW; i += 1)
      statuses.push((await browser.post({ etape: 'refuse' })).response.status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const { response, text } = await browser.post({ etape: 'refuse' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(text).toContain('Trop d’envois depuis votre connexion');
    expect(text).toContain('<main');
  });

  it('takes a changed cookie, or another link’s, for none', async () => {
    const browser = await payer();
    await browser.post({ etape: 'ok' });
    const sealed = browser.jar.get(CHECKOUT_COOKIE)!;
    // The character before the last, always changed (A and B differ in a bit every length uses).
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(flipped).not.toBe(sealed);
    browser.jar.set(CHECKOUT_COOKIE, flipped);
    expect((await browser.get()).text).not.toContain('"count"');
    const other = await payer('pl_other');
    other.jar.set(CHECKOUT_COOKIE, sealed);
    expect((await other.get()).text).not.toContain('"count"');
  });
});

describe('the payment page’s language', () => {
  const get = (headers: Record<string, string>, link = 'pl_lang') =>
    fetch(`${origin}/paiement/${link}`, { headers }).then(async (response) => ({
      response,
      text: await response.text(),
    }));
  const langOf = (text: string) => /<main lang="(\w+)"/.exec(text)?.[1];

  it('is French by default, English when the browser prefers English to French', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'fr'],
      ['en-US,en;q=0.9,fr;q=0.8', 'en'],
      ['en', 'en'],
      ['de-DE,en;q=0.5', 'en'],
      ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
      ['en;q=0.5,fr;q=0.9', 'fr'],
      ['en, fr', 'fr'],
      ['*', 'fr'],
      ['en;q=banane', 'fr'],
      ['en;q=2', 'fr'],
      [`${'x'.repeat(10 * 1024)},en`, 'fr'],
      [';;;,,,;q=,en;q=-1', 'fr'],
    ];
    for (const [acceptLanguage, lang] of cases) {
      const { response, text } = await get(
        acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      );
      expect(response.status, acceptLanguage).toBe(200);
      expect(langOf(text), acceptLanguage).toBe(lang);
      // The English template (its <html lang>, its words' chunk) for an English page only.
      expect(text.startsWith('<html lang="en">'), acceptLanguage).toBe(lang === 'en');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
  });

  it('follows the payer’s choice over the browser’s; an unknown choice counts as none', async () => {
    const french = { 'accept-language': 'fr' };
    expect(langOf((await get({ ...french, cookie: 'yonnee_langue=en' })).text)).toBe('en');
    expect(langOf((await get({ 'accept-language': 'en', cookie: 'yonnee_langue=fr' })).text)).toBe(
      'fr',
    );
    expect(langOf((await get({ ...french, cookie: 'yonnee_langue=de' })).text)).toBe('fr');
    expect(langOf((await get({ 'accept-language': 'en', cookie: 'yonnee_langue=%00' })).text)).toBe(
      'en',
    );
  });

  it('is switched by a posted form: a deliberate cookie, then the same page again', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}/paiement/pl_lang?cadre=1`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const switched = await post('langue=en');
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/paiement/pl_lang?cadre=1');
    expect(switched.headers.get('cache-control')).toBe('no-store');
    const cookie = setCookies(switched).get('yonnee_langue');
    expect(cookie?.value).toBe('en');
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['Max-Age=15724800', 'Path=/paiement', 'SameSite=Lax']),
    );
    // Plain http here: Secure only where the page is served over HTTPS.
    expect(cookie?.attributes).not.toContain('Secure');
    expect(cookie?.attributes.join(';')).not.toMatch(/HttpOnly/);
    const behindHttps = await post('langue=en', { 'x-forwarded-proto': 'https' });
    expect(setCookies(behindHttps).get('yonnee_langue')?.attributes).toContain('Secure');

    // Hostile values are French, never an error.
    for (const body of ['langue=', 'langue=<script>', `langue=${'en'.repeat(1000)}`, 'langue=EN']) {
      const answer = await post(body);
      expect(answer.status, body).toBe(303);
      expect(setCookies(answer).get('yonnee_langue')?.value, body).toBe('fr');
    }
    // Posted from another site: shown again, not kept.
    const crossSite = await post('langue=en', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(303);
    expect(setCookies(crossSite).has('yonnee_langue')).toBe(false);
    // A step's form is not a switch.
    const step = await post('etape=ok');
    expect(step.status).toBe(403);
  });

  it('writes the server’s own refusals in the payer’s language', async () => {
    const tooLarge = await fetch(`${origin}/paiement/pl_lang`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'yonnee_langue=en',
      },
      body: `numero=${'1'.repeat(STEP_BODY_BYTES)}`,
    });
    expect(tooLarge.status).toBe(413);
    const text = await tooLarge.text();
    expect(text).toContain('Form too long');
    expect(langOf(text)).toBe('en');
  });
});
