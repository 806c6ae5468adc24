// The production server's answers, on a small build of its own: pages, files and their
// ranges, methods, malformed input, headers on every kind of answer, the API hand-off, CSP
// reports. Hostile traffic over real sockets is e2e/hostile-client.spec.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, pickEncoding } from './app.mjs';
import { createReportStore, MAX_REPORTS, REPORTS_PER_MINUTE } from './csp-reports.mjs';

const HOME = '<!doctype html><html lang="fr"><title>Accueil</title><h1>Yonnee</h1></html>';
const ROBOTS = 'User-agent: *\nDisallow: /paiement/\nSitemap: https://yonnee.com/sitemap.xml\n';

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const apiCalls: Request[] = [];
const reports = createReportStore();

/** The server on this test's build, its API answered by `api`. */
const appWith = (api: Parameters<typeof buildApp>[0]['api']) =>
  buildApp({
    distDir: path.join(work, 'dist'),
    api,
    publicOrigin: 'https://pay.example',
    reports,
    operatorToken: 'op-secret-token',
  });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-app-'));
  const dist = path.join(work, 'dist');
  const files: Record<string, string | Buffer> = {
    'index.html': HOME,
    'faq/index.html': '<!doctype html><title>FAQ</title><h1>Questions</h1>',
    '404.html': '<!doctype html><title>404</title><h1>Oops! Page Not Found!</h1>',
    'robots.txt': ROBOTS,
    'assets/main-a1b2.js': 'console.log(1)',
    'assets/main-a1b2.js.br': brotliCompressSync('console.log(1)'),
    'assets/inter-c3d4.woff2': Buffer.from('wOF2'),
    _headers: '/*\n  X-Secret: build config\n',
    '.vite/manifest.json': '{"secret":"build internals"}',
    '.vite/payment-shell.html': '<!doctype html><title>Paiement</title><h1>Chargement</h1>',
    '.vite/redirects.json': '{"/documentation":"/documentation/presentation"}',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  app = await appWith({
    async handle(request) {
      apiCalls.push(request);
      return Response.json(
        { code: 'OK', echo: request.method === 'POST' ? await request.text() : null },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    },
  });
  // A route that throws, as any handler might: the last-resort handler must answer for it.
  app.get('/boom', () => {
    throw new Error('handler bug');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('pages', () => {
  it('are found whatever the case and a trailing slash, with a validator per encoding', async () => {
    const faq = await get('/FAQ/', { 'accept-encoding': 'identity' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<h1>Questions</h1>');
    const br = await get('/faq', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(faq.headers.etag);
    const again = await get('/faq', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another encoding's validator is not this representation's.
    expect(
      (await get('/faq', { 'accept-encoding': 'identity', 'if-none-match': br.headers.etag! }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 with the 404 page, for a path and for /404.html itself', async () => {
    for (const url of ['/nulle-part', '/404.html', '//faq']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Oops! Page Not Found!');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('sends index.html addresses to the page’s own address, and follows the build’s redirects', async () => {
    expect((await get('/index.html')).headers.location).toBe('/');
    expect((await get('/faq/index.html')).headers.location).toBe('/faq');
    const docs = await get('/documentation/');
    expect(docs.statusCode).toBe(308);
    expect(docs.headers.location).toBe('/documentation/presentation');
  });

  it('answers 405 with Allow to any other method', async () => {
    // TRACE goes over a real socket in e2e/hostile-client.spec.ts (inject does not send it).
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await app.inject({ method, url: '/faq' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
    const head = await app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('refuses a malformed % escape with 400 and a French message, headers included', async () => {
    for (const url of ['/%E0%A4%A', '/faq%', '/%zz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toBe("L'adresse contient un encodage % invalide.");
      expect(response.headers['content-security-policy'], url).toContain("base-uri 'none'");
    }
  });
});

describe('files', () => {
  it('are served with their charset and revalidated, hashed assets kept for a year', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.headers.etag).toBeTruthy();
    const asset = await get('/assets/main-a1b2.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('answers every form of Range correctly, and never falls over', async () => {
    const size = Buffer.byteLength(ROBOTS);
    const range = (value: string) => get('/robots.txt', { range: value });
    for (const unsatisfiable of ['bytes=5-1', 'bytes=100-99', `bytes=${size}-`]) {
      const response = await range(unsatisfiable);
      expect(response.statusCode, unsatisfiable).toBe(416);
    }
    const last = await range('bytes=-10');
    expect(last.statusCode).toBe(206);
    expect(last.body).toBe(ROBOTS.slice(-10));
    const first = await range('bytes=0-0');
    expect(first.statusCode).toBe(206);
    expect(first.body).toBe('U');
    const huge = await range('bytes=0-18446744073709551615');
    expect(huge.statusCode).toBe(206);
    expect(huge.body).toBe(ROBOTS);
    const garbage = await range('pommes=1-2');
    expect(garbage.statusCode).toBe(200);
    expect(garbage.body).toBe(ROBOTS);
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });

  it('never serves build internals nor a static host’s config; a missing file is a plain 404', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/nope.js', '/robot.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('Fichier introuvable');
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
    const config = await get('/_headers');
    expect(config.statusCode).toBe(404);
    expect(config.body).not.toContain('X-Secret');
  });
});

describe('headers', () => {
  it('are on every kind of answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      await get('/'),
      await get('/robots.txt'),
      await get('/nulle-part'),
      await get('/nope.js'),
      await app.inject({ method: 'PUT', url: '/' }),
      await get('/%E0%A4%A'),
      await get('/boom'),
      await get('/api/v1/transaction/get-balance'),
      await get('/paiement/pl_x'),
    ];
    logged.mockRestore();
    for (const response of answers) {
      const where = `${response.statusCode} ${response.headers['content-type']}`;
      expect(response.headers['strict-transport-security'], where).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers['content-security-policy'], where).toMatch(
        /require-trusted-types-for 'script'; trusted-types starter; report-uri \/csp-reports; report-to csp$/,
      );
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], where).toBeTruthy();
      expect(response.headers['reporting-endpoints'], where).toBe('csp="/csp-reports"');
    }
  });

  it('leave a page’s own policy off its scripts and fonts, never what protects the file', async () => {
    const page = await get('/');
    for (const url of ['/assets/main-a1b2.js', '/assets/inter-c3d4.woff2']) {
      const file = await get(url, { 'accept-encoding': 'br' });
      expect(file.statusCode, url).toBe(200);
      for (const name of [
        'content-security-policy',
        'reporting-endpoints',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
      ]) {
        expect(page.headers[name], `${name} on the page`).toBeTruthy();
        expect(file.headers[name], `${name} on ${url}`).toBeUndefined();
      }
      expect(file.headers['strict-transport-security'], url).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('let only payment pages be framed, by this site, and never stored', async () => {
    const payment = await get('/paiement/pl_x');
    expect(payment.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(payment.headers['x-frame-options']).toBeUndefined();
    expect(payment.headers['cache-control']).toBe('no-store');
    expect((await get('/')).headers['x-frame-options']).toBe('DENY');
  });
});

describe('the last resort', () => {
  it('answers 500 for a route that throws, logs one line, and goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get('/boom?secret=1');
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('Erreur interne du serveur : réessayez dans quelques instants.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(/^500 GET \/boom: Error: handler bug/);
    expect(String(logged.mock.calls[0]![0])).not.toContain('secret');
    logged.mockRestore();
    expect((await get('/')).statusCode).toBe(200);
  });
});

describe('the API', () => {
  it('is handed the request at the public origin, whatever Host says, body as sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/transfer/create?x=1',
      headers: { host: 'evil.example', 'content-type': 'text/plain' },
      payload: '{"amount": 5}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().echo).toBe('{"amount": 5}');
    expect(apiCalls.at(-1)!.url).toBe('https://pay.example/api/v1/transfer/create?x=1');
  });

  it('refuses a body over 1 MB with 413 and a French title', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/transfer/create',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(1024 * 1024 + 1, 32),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Payload Too Large',
      data: { title: 'Le corps de la requête dépasse 1 Mo.' },
    });
  });
});

describe('CSP reports', () => {
  const violation = {
    'csp-report': {
      'document-uri': 'https://yonnee.com/sign-in?email=awa%40exemple.sn#x',
      'blocked-uri': 'https://evil.example/x.js?k=1',
      'effective-directive': 'script-src-elem',
      'line-number': 3,
      'script-sample': 'x'.repeat(500),
    },
  };
  const send = (payload: unknown, type = 'application/csp-report', ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': type },
      payload: JSON.stringify(payload),
      remoteAddress: ip,
    });

  it('keeps each report, both formats, without what a query or fragment carried', async () => {
    expect((await send(violation)).statusCode).toBe(204);
    const batch = [
      {
        type: 'csp-violation',
        body: { documentURL: 'https://yonnee.com/faq', blockedURL: 'eval' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await send(batch, 'application/reports+json')).statusCode).toBe(204);
    const kept = await reports.list();
    expect(kept.at(-2)).toMatchObject({
      document: 'https://yonnee.com/sign-in',
      blocked: 'https://evil.example/x.js',
      directive: 'script-src-elem',
      line: 3,
    });
    expect(kept.at(-2)!.sample).toHaveLength(80);
    expect(kept.at(-1)).toMatchObject({ document: 'https://yonnee.com/faq', blocked: 'eval' });
  });

  it('refuses unreadable and oversized bodies, and rate-limits each client', async () => {
    expect((await send('{', 'application/csp-report', '10.0.0.2')).statusCode).toBe(204);
    const broken = await app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"csp-report":',
      remoteAddress: '10.0.0.3',
    });
    expect(broken.statusCode).toBe(400);
    const big = await send({ 'csp-report': { sample: 'x'.repeat(70_000) } }, undefined, '10.0.0.4');
    expect(big.statusCode).toBe(413);
    const statuses = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1)
      statuses.push((await send(violation, undefined, '10.0.0.5')).statusCode);
    expect(statuses.slice(0, REPORTS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('are read by the operator only, with the operator token', async () => {
    expect((await get('/csp-reports')).statusCode).toBe(401);
    expect((await get('/csp-reports', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const read = await get('/csp-reports', { authorization: 'Bearer op-secret-token' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().reports.length).toBeGreaterThan(0);
  });

  it('keep only the newest ones', async () => {
    const store = createReportStore();
    for (let i = 0; i < MAX_REPORTS + 10; i += 1) store.add({ line: i } as never);
    const kept = await store.list();
    expect(kept).toHaveLength(MAX_REPORTS);
    expect(kept[0]).toEqual({ line: 10 });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });

  it('sends the page as it is when nothing we keep is accepted', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*;q=0')).toBeUndefined();
  });
});

describe('a server that stops', () => {
  /** A connection to the server, and everything it has received so far. */
  const client = (port: number) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    return { socket, received: () => received, ended };
  };

  it('finishes the request under way, and tells one that comes meanwhile, in French', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let underWay = () => {};
    const handling = new Promise<void>((resolve) => (underWay = resolve));
    const stopping = await appWith({
      async handle() {
        underWay();
        await released;
        return Response.json({ code: 'OK' });
      },
    });
    await stopping.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stopping.server.address() as { port: number };
    // A slow client: its request's first line is in before the stop, the rest after.
    const slow = client(port);
    slow.socket.write('GET /faq HTTP/1.1\r\nHost: a\r\n');
    const held = client(port);
    held.socket.write('GET /api/v1/transaction/get-balance HTTP/1.1\r\nHost: a\r\n\r\n');
    await handling;
    const closed = stopping.close();
    slow.socket.write('\r\n');
    await slow.ended;
    const refused = slow.received();
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(refused).toMatch(/\r\ncontent-security-policy: /i);
    expect(refused).toMatch(/\r\n\r\nLe serveur redémarre : réessayez dans quelques secondes\.$/);
    // Refused while the one under way still waits; that one then gets its answer.
    release();
    await Promise.all([closed, held.ended]);
    expect(held.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(held.received()).toMatch(/\r\nconnection: close\r\n/i);
  });
});
