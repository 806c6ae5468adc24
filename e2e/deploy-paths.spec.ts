// The three ways to deploy the build send the same headers: the Node server, Debian's nginx
// with deploy/nginx-security.conf over dist/, and dist/_headers for static hosts (read as
// Netlify and Cloudflare Pages apply it). nginx runs for real here, not compared as text.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX, NGINX_MISSING, startNginx } from './nginx';
import { expect, test, type APIRequestContext } from './test';

test.describe.configure({ mode: 'serial' });

const NODE_PORT = Number(process.env.E2E_PORT ?? 4180);
const NGINX_PORT = NODE_PORT + 9;
const nginxOrigin = `http://127.0.0.1:${NGINX_PORT}`;
let nginx: ReturnType<typeof startNginx> | undefined;

test.beforeAll(async () => {
  expect(NGINX, NGINX_MISSING).toBeTruthy();
  nginx = startNginx(
    mkdtempSync(path.join(tmpdir(), 'yonnee-nginx-')),
    `  upstream yonnee_reports { server 127.0.0.1:${NODE_PORT}; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${path.resolve('dist')};
    include ${path.resolve('deploy/nginx-security.conf')};
  }`,
  );
  await expect
    .poll(
      () =>
        fetch(nginxOrigin).then(
          (r) => r.status,
          () => 0,
        ),
      {
        message: nginx.errors(),
        timeout: 10_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => nginx?.stop());

const SECURITY_HEADERS = [
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
];

/** Read only on a document: scripts and fonts go without them (server/headers.mjs). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'reporting-endpoints',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

const asset = readdirSync('dist/assets').find((file) => file.endsWith('.js'))!;
const font = readdirSync('dist/assets').find((file) => file.endsWith('.woff2'))!;
/** Each kind of answer, and what each deploy path must say of it. */
const kinds = [
  { name: 'page', path: '/faq', status: 200, cache: 'no-cache' },
  // The Node server writes the newsletter form's token into the home page, for this visitor
  // alone; a static host serves the page as built, and cannot answer forms (README).
  { name: 'home', path: '/', status: 200, cache: 'no-cache', nodeCache: 'private, no-cache' },
  {
    name: 'file',
    path: '/robots.txt',
    status: 200,
    cache: 'no-cache',
    type: 'text/plain; charset=utf-8',
  },
  {
    name: 'asset',
    path: `/assets/${asset}`,
    status: 200,
    cache: 'public, max-age=31536000, immutable',
    type: 'application/javascript; charset=utf-8',
    subresource: true,
  },
  {
    name: 'font',
    path: `/assets/${font}`,
    status: 200,
    cache: 'public, max-age=31536000, immutable',
    type: 'font/woff2',
    subresource: true,
  },
  {
    name: 'docs page in Markdown',
    path: '/documentation/saas.md',
    status: 200,
    cache: 'no-cache',
    type: 'text/markdown; charset=utf-8',
  },
  {
    name: 'docs index for assistants',
    path: '/llms.txt',
    status: 200,
    cache: 'no-cache',
    type: 'text/plain; charset=utf-8',
  },
  // An unknown link: the Node server asks its sandbox and answers 404; a static host cannot ask,
  // and serves the page (which then asks the API and tells the payer).
  {
    name: 'payment page',
    path: '/paiement/pl_introuvable',
    status: 200,
    nodeStatus: 404,
    cache: 'no-store',
  },
  { name: 'unknown page', path: '/nulle-part', status: 404 },
  // In the docs' frame from both (the body is checked below).
  { name: 'unknown docs page', path: '/documentation/introuvable', status: 404 },
  { name: 'the 404 page by name', path: '/404.html', status: 404 },
  { name: 'build internals', path: '/.vite/manifest.json', status: 404 },
  { name: 'static host config', path: '/_headers', status: 404 },
];

const headersOf = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
};

for (const kind of kinds) {
  test(`${kind.name}: nginx answers as the Node server does`, async ({ request }) => {
    const node = await headersOf(request, kind.path);
    const fromNginx = await headersOf(request, `${nginxOrigin}${kind.path}`);
    expect(node.status, 'node').toBe(kind.nodeStatus ?? kind.status);
    expect(fromNginx.status, 'nginx').toBe(kind.status);
    for (const name of SECURITY_HEADERS)
      expect(fromNginx.headers[name], `${name} from nginx`).toBe(node.headers[name]);
    expect(node.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(node.headers['x-content-type-options']).toBe('nosniff');
    expect(node.headers['cross-origin-resource-policy']).toBeTruthy();
    if (kind.subresource)
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(node.headers[name], `${name} from node`).toBeUndefined();
    else expect(node.headers['content-security-policy'], 'node').toBeTruthy();
    if (kind.cache) {
      expect(node.headers['cache-control'], 'node').toBe(kind.nodeCache ?? kind.cache);
      expect(fromNginx.headers['cache-control'], 'nginx').toBe(kind.cache);
    }
    if (kind.type) {
      expect(node.headers['content-type'], 'node').toBe(kind.type);
      expect(fromNginx.headers['content-type'], 'nginx').toBe(kind.type);
    }
    expect(fromNginx.body).not.toContain('"file":');
    expect(fromNginx.body).not.toContain('Content-Security-Policy:');
  });
}

test('an unknown docs page is the docs’ 404 on Node and on nginx', async ({ request }) => {
  const docs404 = readFileSync('dist/documentation/404.html', 'utf8');
  for (const origin of ['', nginxOrigin]) {
    const response = await request.get(`${origin}/documentation/introuvable`);
    expect(await response.text(), origin || 'node').toBe(docs404);
  }
});

test('pages carry a validator and answer 304, on Node and on nginx', async ({ request }) => {
  for (const origin of ['', nginxOrigin]) {
    const first = await request.get(`${origin}/faq`);
    const etag = first.headers()['etag'];
    expect(etag, origin || 'node').toBeTruthy();
    const again = await request.get(`${origin}/faq`, { headers: { 'If-None-Match': etag! } });
    expect(again.status(), origin || 'node').toBe(304);
  }
});

test('CSP reports sent through nginx reach the Node server', async ({ request }) => {
  const response = await request.post(`${nginxOrigin}/csp-reports`, {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({ 'csp-report': { 'document-uri': `${nginxOrigin}/faq` } }),
  });
  expect(response.status()).toBe(204);
});

/** The headers dist/_headers gives a path: every matching rule, in order (Netlify's reading). */
function staticHostHeaders(file: string, pathname: string) {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/\*/g, '.*')}$`);
      applies = pattern.test(pathname);
    } else if (applies) {
      const text = line.trim();
      if (text.startsWith('! ')) delete headers[text.slice(2).toLowerCase()];
      else {
        const at = text.indexOf(':');
        headers[text.slice(0, at).trim().toLowerCase()] = text.slice(at + 1).trim();
      }
    }
  }
  return headers;
}

test('dist/_headers gives static hosts the same headers as the Node server', async ({
  request,
}) => {
  const file = readFileSync('dist/_headers', 'utf8');
  for (const kind of kinds.filter((k) => k.status === 200)) {
    const node = (await headersOf(request, kind.path)).headers;
    const fromFile = staticHostHeaders(file, kind.path);
    for (const name of SECURITY_HEADERS)
      expect(fromFile[name], `${kind.name}: ${name}`).toBe(node[name]);
    expect(fromFile['cache-control'], kind.name).toBe(kind.cache);
    // A host that knows no `.md` type is told it; one that knows every type is told nothing.
    if (kind.path.endsWith('.md')) expect(fromFile['content-type'], kind.name).toBe(kind.type);
  }
});
