// The forms' server side on a small build of its own and a store in memory: what a hostile or
// unlucky client meets (cross-site posts, no token, a robot, floods, garbage, huge bodies) and
// that nothing typed reaches a log. The real pages and schemas are covered end to end
// (e2e/forms.spec.ts), the storage on PGlite and PostgreSQL (server/storage/store.test.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.mjs';
import { createFormTokens, FORM_COOKIE, FORM_TOKEN_PLACEHOLDER } from './form-token.mjs';
import { NOTICES, POSTS_PER_WINDOW } from './forms.mjs';

const ORIGIN = 'https://yonnee.example';
const PAGE = (body: string) =>
  `<!doctype html><html lang="fr"><title>Contact</title><div id="root">${body}</div></html>`;
const FORM = `<form method="post"><input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"></form>`;

// The SSR entry's form API, reduced to what the server calls: one rule per field.
const SSR = `
export const formOfPage = { '/contacteznous': 'contact', '/': 'newsletter', '/newsletter/desinscription': 'unsubscribe' };
export const unsubscribeCopy = { invalid: 'Lien invalide' };
export function checkSubmission(form, raw) {
  const names = { contact: ['email', 'message'], newsletter: ['email'], unsubscribe: ['token'] }[form];
  const echo = Object.fromEntries(names.map((n) => [n, raw[n] ?? '']));
  const errors = {};
  if (form !== 'unsubscribe' && !/^[^@\\s]+@[^@\\s]+\\.[a-z]+$/.test(echo.email)) errors.email = 'Adresse e-mail invalide';
  if (form === 'unsubscribe' && !/^[A-Za-z0-9_-]{32}$/.test(echo.token)) errors.token = 'Lien invalide';
  return Object.keys(errors).length ? { ok: false, errors, echo } : { ok: true, values: echo, echo };
}
export async function renderFormPage(path, outcome) {
  return '<div id="root"><form><input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"></form>' +
    '<output>' + JSON.stringify(outcome).replace(/</g, '\\\\u003c') + '</output></div>';
}
`;

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const tokens = createFormTokens('test-key', { secure: true });
const store = {
  recordMessage: vi.fn(async () => ({ reference: 'YN-TEST0001', stored: true })),
  subscribe: vi.fn(async () => ({ token: 'a'.repeat(32), status: 'new' as const })),
  subscriptionOf: vi.fn(async (token: string) =>
    token === 'b'.repeat(32) ? { email: 'awa@exemple.sn', active: true } : undefined,
  ),
  unsubscribe: vi.fn(async () => true),
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-forms-'));
  const files: Record<string, string> = {
    'dist/index.html': PAGE(FORM),
    'dist/contacteznous/index.html': PAGE(FORM),
    'dist/faq/index.html': PAGE('<h1>FAQ</h1>'),
    'dist/.vite/form-pages.json': JSON.stringify({
      '/': PAGE(''),
      '/contacteznous': PAGE(''),
      '/newsletter/desinscription': PAGE(''),
    }),
    'dist-ssr/entry-server.js': SSR,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await writeFile(path.join(work, file), content);
  }
  app = await buildApp({
    distDir: path.join(work, 'dist'),
    publicOrigin: ORIGIN,
    store,
    formTokens: async () => tokens,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

beforeEach(() => vi.clearAllMocks());

/** A visitor's cookie and the token their page carries, as a GET of the page gives them. */
async function visit(url = '/contacteznous') {
  const page = await app.inject({ url });
  const cookie = page.cookies.find((c) => c.name === FORM_COOKIE);
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, cookie: `${FORM_COOKIE}=${cookie?.value}`, token: token ?? '' };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const outcomeOf = (body: string) => JSON.parse(/<output>(.*)<\/output>/s.exec(body)?.[1] ?? '{}');
const HTML_FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let client = 0;
/** Each test is its own client, so one test's posts do not count against another's limit. */
const from = () => ({ remoteAddress: `10.0.0.${++client}` });

describe('pages with a form', () => {
  it('carry a token made for the visitor’s cookie, kept by their browser only, and keep the cookie they have', async () => {
    const { page, cookie, token } = await visit();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(page.body).not.toContain(FORM_TOKEN_PLACEHOLDER);
    const set = page.cookies.find((c) => c.name === FORM_COOKIE);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(tokens.verify(set?.value, token)).toBe(true);
    const again = await app.inject({ url: '/contacteznous', headers: { cookie } });
    expect(again.body).toContain(`value="${token}"`);
    // The same visitor's copy stays valid while their cookie does.
    const revalidated = await app.inject({
      url: '/contacteznous',
      headers: { cookie, 'if-none-match': String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('others are served as built, with their validator', async () => {
    const page = await app.inject({ url: '/faq' });
    expect(page.headers.etag).toBeTruthy();
    expect(page.cookies).toEqual([]);
  });
});

/** Posts the contact page's form as a browser without JavaScript does. */
function postContact(headers: Record<string, string>, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/contacteznous',
    ...from(),
    headers: { ...HTML_FORM, ...headers },
    payload: form({ _form: 'contact', ...fields }),
  });
}

/**
 * Refused with this status and notice, nothing stored, and the page handing back the message
 * typed (`typed`), or nothing at all (`null`).
 */
function expectRefused(
  response: Awaited<ReturnType<typeof postContact>>,
  refusal: { status: number; notice: string; typed: string | null; label?: string },
) {
  expect(response.statusCode, refusal.label).toBe(refusal.status);
  const outcome = outcomeOf(response.body);
  expect(outcome.notice, refusal.label).toBe(refusal.notice);
  if (refusal.typed === null) expect(outcome.values, refusal.label).toEqual({});
  else expect(outcome.values, refusal.label).toMatchObject({ message: refusal.typed });
  expect(store.recordMessage).not.toHaveBeenCalled();
}

describe('a form posted without JavaScript', () => {
  it('is stored and answered with the page and its result', async () => {
    const { cookie, token } = await visit();
    const response = await postContact(
      { cookie, origin: ORIGIN },
      { formToken: token, email: 'awa@exemple.sn', message: 'Bonjour' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(store.recordMessage).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'contact', email: 'awa@exemple.sn', body: 'Bonjour' }),
    );
    expect(outcomeOf(response.body).result).toMatchObject({ reference: 'YN-TEST0001' });
    // The page it renders carries a token for the next post.
    expect(response.body).not.toContain(FORM_TOKEN_PLACEHOLDER);
  });

  it('gets each field’s message and what was typed back, with 400, and stores nothing', async () => {
    const { cookie, token } = await visit();
    const response = await postContact(
      { cookie },
      { formToken: token, email: 'awa@', message: 'Bonjour' },
    );
    expect(response.statusCode).toBe(400);
    expect(outcomeOf(response.body)).toMatchObject({
      errors: { email: 'Adresse e-mail invalide' },
      values: { email: 'awa@', message: 'Bonjour' },
    });
    expect(store.recordMessage).not.toHaveBeenCalled();
  });

  it('is refused without the token of its cookie, keeping what was typed', async () => {
    const { token } = await visit();
    const other = await visit();
    for (const [label, cookie] of [
      ['no cookie', undefined],
      ['another visitor’s cookie', other.cookie],
      ['a forged cookie', `${FORM_COOKIE}=forged`],
    ] as const) {
      const response = await postContact(cookie ? { cookie } : {}, {
        formToken: token,
        email: 'awa@exemple.sn',
        message: 'Salut',
      });
      expectRefused(response, { status: 403, notice: NOTICES.token, typed: 'Salut', label });
    }
  });

  it('is refused from another site, whatever it carries, and never shows its words', async () => {
    const { cookie, token } = await visit();
    for (const extra of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await postContact(
        { cookie, ...extra },
        { formToken: token, email: 'awa@exemple.sn', message: 'x' },
      );
      expectRefused(response, {
        status: 403,
        notice: NOTICES.crossSite,
        // Another site's words are never written into this site's page.
        typed: null,
        label: JSON.stringify(extra),
      });
    }
  });

  it('is refused when the honeypot is filled, with a message a person understands', async () => {
    const { cookie, token } = await visit();
    const response = await postContact(
      { cookie },
      {
        formToken: token,
        website: 'http://spam.example',
        email: 'awa@exemple.sn',
        message: 'Bonjour',
      },
    );
    expectRefused(response, { status: 400, notice: NOTICES.honeypot, typed: 'Bonjour' });
  });
});

describe('a form sent with JavaScript', () => {
  const json = { 'content-type': 'application/json', accept: 'application/json' };

  it('gets the same outcome as JSON, without a token (JSON cannot be posted cross-site)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/',
      ...from(),
      headers: { ...json, origin: ORIGIN },
      payload: { _form: 'newsletter', email: 'awa@exemple.sn', website: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      form: 'newsletter',
      result: {
        kind: 'subscription',
        status: 'new',
        unsubscribePath: `/newsletter/desinscription/${'a'.repeat(32)}`,
      },
    });
  });

  it('answers garbage, other types and other forms with a clear refusal', async () => {
    const cases = [
      { headers: json, payload: '{"email":', status: 400 },
      { headers: json, payload: '["a"]', status: 400 },
      { headers: json, payload: 'null', status: 400 },
      { headers: { ...json, 'content-type': 'text/plain' }, payload: 'email=a', status: 415 },
      { headers: json, payload: '{"_form":"contact","email":"a@b.sn"}', status: 400 },
      { headers: json, payload: '{"email":{"$ne":1}}', status: 400 },
    ];
    for (const { headers, payload, status } of cases) {
      const response = await app.inject({ method: 'POST', url: '/', ...from(), headers, payload });
      expect(response.statusCode, payload).toBe(status);
      expect(response.json().form).toBe('newsletter');
    }
    expect(store.subscribe).not.toHaveBeenCalled();
  });

  it('refuses a body over 32 KB with 413 and says why', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contacteznous',
      ...from(),
      headers: json,
      payload: JSON.stringify({ email: 'a@b.sn', message: 'x'.repeat(40_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().notice).toBe(NOTICES.tooLarge);
  });

  it('rate-limits each client, keeping what was typed, and others go on', async () => {
    const me = from();
    const post = (remote = me) =>
      app.inject({
        method: 'POST',
        url: '/',
        ...remote,
        headers: json,
        payload: { email: 'not-an-address' },
      });
    for (let i = 0; i < POSTS_PER_WINDOW; i += 1) expect((await post()).statusCode).toBe(400);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ values: { email: 'not-an-address' } });
    expect(refused.json().notice).toMatch(
      /^Trop d’envois depuis votre connexion : réessayez dans \d+ min\./,
    );
    expect((await post(from())).statusCode).toBe(400);
  });
});

describe('the unsubscribe link', () => {
  it('shows the address and asks before it unsubscribes; an unknown link is a 404', async () => {
    const page = await app.inject({ url: `/newsletter/desinscription/${'b'.repeat(32)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(outcomeOf(page.body)).toMatchObject({ values: { email: 'awa@exemple.sn' } });
    expect(store.unsubscribe).not.toHaveBeenCalled();
    for (const token of ['c'.repeat(32), 'short', '%27%3B--']) {
      const unknown = await app.inject({ url: `/newsletter/desinscription/${token}` });
      expect(unknown.statusCode, token).toBe(404);
      expect(outcomeOf(unknown.body).errors.token).toBe('Lien invalide');
    }
  });

  it('unsubscribes on the POST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/newsletter/desinscription',
      ...from(),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { token: 'b'.repeat(32) },
    });
    expect(response.json().result).toEqual({
      kind: 'unsubscribed',
      email: 'awa@exemple.sn',
      already: false,
    });
    expect(store.unsubscribe).toHaveBeenCalledWith('b'.repeat(32));
  });
});

describe('what is logged', () => {
  it('never holds a field: a storage failure logs the form and the reason only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.recordMessage.mockRejectedValueOnce(new Error('connection refused'));
    const response = await app.inject({
      method: 'POST',
      url: '/contacteznous',
      ...from(),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { email: 'secret-person@exemple.sn', message: 'my private words' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      notice: NOTICES.storage,
      values: { message: 'my private words' },
    });
    const logged = errors.mock.calls.flat().join(' ');
    expect(logged).toContain('connection refused');
    expect(logged).not.toMatch(/secret-person|private words/);
  });
});
