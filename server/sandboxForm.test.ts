// The docs' form that creates a developer's sandbox, on the server: posted without JavaScript
// (an HTML form with its token) it answers the page with the new credentials; sent as JSON,
// the same outcome; the sandbox API's refusals (rate limit, no storage) become the form's
// notice, and the address the API counts by is the client's, never a header it sent.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, CLIENT_ADDRESS_HEADER } from './app.mjs';
import { createFormTokens, FORM_COOKIE, FORM_TOKEN_PLACEHOLDER } from './form-token.mjs';
import { NOTICES_EN } from './forms.mjs';

const ORIGIN = 'https://yonnee.example';
const DOCS = '/documentation/prerequis';
const DOCS_EN = '/en/documentation/prerequis';
const PAGE = `<!doctype html><html lang="fr"><title>Prérequis</title><div id="root"><form method="post"><input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"></form></div></html>`;
const UNAVAILABLE = 'Ce serveur ne crée pas de bac à sable personnel pour le moment.';

// The SSR entry's form API, reduced to what the server calls.
const SSR = `
export const formOfPage = { '${DOCS}': 'sandbox', '${DOCS_EN}': 'sandbox' };
export const sandboxSignupCopyOf = () => ({ unavailable: '${UNAVAILABLE}' });
export function checkSubmission(form, raw) {
  const echo = { name: raw.name ?? '' };
  return echo.name.length > 80
    ? { ok: false, errors: { name: 'Le nom compte au plus 80 caractères.' }, echo }
    : { ok: true, values: echo, echo };
}
export async function renderFormPage(path, outcome) {
  return '<div id="root"><form><input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"></form>' +
    '<output>' + JSON.stringify(outcome).replace(/</g, '\\\\u003c') + '</output></div>';
}
`;

const created = {
  name: 'Boutique',
  apiKey: 'yk_dev_abc',
  apiToken: 'yt_dev_secret',
  jwt: 'a.b.c',
  webhookSecret: 'whsec_c2VjcmV0',
  createdAt: '2026-11-26T10:00:00.000Z',
};
/** What the sandbox API answers next, and what it was asked. */
let next: () => Response;
const asked: Request[] = [];
const api = {
  handle: vi.fn(async (request: Request) => {
    asked.push(request);
    return next();
  }),
};
const apiAnswer =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers });

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const tokens = createFormTokens('test-key', { secure: true });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-sandbox-form-'));
  const files: Record<string, string> = {
    'dist/index.html': PAGE,
    [`dist${DOCS}/index.html`]: PAGE,
    [`dist${DOCS_EN}/index.html`]: PAGE,
    // What the server renders the answer into: the page with its root empty.
    'dist/.vite/form-pages.json': JSON.stringify({
      [DOCS]: '<!doctype html><html lang="fr"><title>Prérequis</title><div id="root"></div></html>',
      [DOCS_EN]:
        '<!doctype html><html lang="en"><title>Prerequisites</title><div id="root"></div></html>',
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
    api,
    store: { recordMessage: vi.fn(), subscribe: vi.fn() },
    formTokens: async () => tokens,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
  next = apiAnswer(201, { code: 'OK', message: 'Sandbox created', data: created });
});

const outcomeOf = (body: string) => JSON.parse(/<output>(.*)<\/output>/s.exec(body)?.[1] ?? '{}');
let client = 0;
const from = () => ({ remoteAddress: `10.1.0.${++client}` });

/** Posts the form as a browser without JavaScript does: its page's token and cookie. */
async function postHtml(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const page = await app.inject({ url: DOCS });
  const cookie = page.cookies.find((c) => c.name === FORM_COOKIE);
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: DOCS,
    ...from(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${FORM_COOKIE}=${cookie?.value}`,
      origin: ORIGIN,
      ...headers,
    },
    payload: new URLSearchParams({ _form: 'sandbox', formToken: token, ...fields }).toString(),
  });
}

describe('the docs’ sandbox form', () => {
  it('without JavaScript, answers the page with the new credentials, never cached', async () => {
    const response = await postHtml({ name: 'Boutique' }, { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(outcomeOf(response.body).result).toEqual({
      kind: 'sandbox',
      name: 'Boutique',
      apiKey: created.apiKey,
      apiToken: created.apiToken,
      jwt: created.jwt,
      webhookSecret: created.webhookSecret,
    });
    // The API was asked once, for the client's own address (not the header it sent).
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).pathname).toBe('/api/v1/sandboxes');
    expect(asked[0]!.headers.get(CLIENT_ADDRESS_HEADER)).toBe(`10.1.0.${client}`);
    expect(await asked[0]!.json()).toEqual({ name: 'Boutique' });
  });

  it('with JavaScript, gets the same outcome as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: DOCS,
      ...from(),
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN },
      payload: { _form: 'sandbox', name: '', website: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ form: 'sandbox', result: { apiKey: created.apiKey } });
  });

  it('gives a name too long its message, asking the API nothing', async () => {
    const response = await postHtml({ name: 'x'.repeat(81) });
    expect(response.statusCode).toBe(400);
    expect(outcomeOf(response.body).errors).toEqual({
      name: 'Le nom compte au plus 80 caractères.',
    });
    expect(asked).toHaveLength(0);
  });

  it('says the API’s rate limit as its notice, keeping what was typed', async () => {
    const title =
      'Trop de bacs à sable créés depuis votre adresse dans l’heure : réessayez dans 60 min.';
    next = apiAnswer(429, { code: 'RATE_LIMITED', data: { title } }, { 'Retry-After': '3600' });
    const response = await postHtml({ name: 'Boutique' });
    expect(response.statusCode).toBe(429);
    expect(outcomeOf(response.body)).toMatchObject({ notice: title, values: { name: 'Boutique' } });
    expect(outcomeOf(response.body).result).toBeUndefined();
  });

  it('says the sandbox cannot be made when the API has no storage', async () => {
    next = apiAnswer(503, { code: 'SANDBOXES_UNAVAILABLE', data: { title: 'x' } });
    const response = await postHtml({ name: '' });
    expect(response.statusCode).toBe(503);
    expect(outcomeOf(response.body).notice).toBe(UNAVAILABLE);
  });

  it('logs none of the credentials it shows', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void lines.push(args.join(' '))),
    );
    await postHtml({ name: 'Boutique' });
    spies.forEach((spy) => spy.mockRestore());
    expect(lines.join('\n')).not.toContain(created.apiToken);
  });
});

// The English page's form: the server's own refusals in English too (the sandbox API's titles
// stay French, as the API sends them).
describe('the English docs’ sandbox form', () => {
  const postJson = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: DOCS_EN,
      ...from(),
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      payload: { _form: 'sandbox', website: '', ...payload },
    });

  it('refuses another site’s post in English', async () => {
    const response = await postJson({ name: 'Shop' }, { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().notice).toBe(NOTICES_EN.crossSite);
    expect(asked).toHaveLength(0);
  });

  it('refuses a filled honeypot and an unreadable body in English', async () => {
    const robot = await postJson({ name: 'Shop', website: 'https://spam.example' });
    expect(robot.json().notice).toBe(NOTICES_EN.honeypot);
    const garbage = await app.inject({
      method: 'POST',
      url: DOCS_EN,
      ...from(),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().notice).toBe(NOTICES_EN.unreadable);
  });

  it('refuses an HTML post without its token in English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: DOCS_EN,
      ...from(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ _form: 'sandbox', name: 'Shop' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(outcomeOf(response.body).notice).toBe(NOTICES_EN.token);
  });
});
