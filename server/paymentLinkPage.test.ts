// How `npm start`'s server answers a payment link: the page rendered for that link when the
// renderer gives one, the prerendered loading screen otherwise. The renderer here stands in for
// dist-ssr/entry-server.js (the e2e tests use the real one with the sandbox).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, LINK_LOOKUP_TIMEOUT_MS } from './app.mjs';

const SHELL = '<html><body><div id="root"><h1>Chargement</h1></div></body></html>';
const TEMPLATE = '<html><body><div id="root"></div><script>start()</script></body></html>';

// Answers by token: `pl_ok` is rendered, `pl_gone` is not (the API had no link), `pl_bug`
// fails to render, `pl_slow` waits for the server to give up, `pl_paid` changes its data at
// each lookup; each call is recorded.
const RENDERER = `
export const calls = [];
export const renders = [];
let lookups = 0;
export async function loadPaymentLink(path, { baseUrl, fetch, signal }) {
  calls.push({ path, baseUrl, inProcess: typeof fetch === 'function' });
  if (path.endsWith('/pl_gone')) return undefined;
  if (path.endsWith('/pl_unknown')) return { gone: 404 };
  if (path.endsWith('/pl_expired')) return { gone: 410 };
  if (path.endsWith('/pl_slow'))
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
  if (signal.aborted) return undefined;
  lookups += 1;
  return {
    link: { product: 'Panier <b>', merchantOrigins: ['https://shop.example'] },
    groups: path.endsWith('/pl_paid') ? [lookups] : [],
  };
}
export async function renderPaymentLinkPage(path, data) {
  renders.push(path);
  if (path.endsWith('/pl_bug')) throw new Error('render failed');
  return '<h1>Panier &lt;b&gt;</h1>';
}
export async function renderGonePaymentPage() {
  renders.push('gone');
  return '<h1>Lien introuvable</h1>';
}`;

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-link-page-'));
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'payment-shell.html'), SHELL);
  await writeFile(path.join(dist, '.vite', 'payment-link.html'), TEMPLATE);
  await writeFile(path.join(work, 'renderer.mjs'), RENDERER);
  app = await buildApp({
    distDir: dist,
    ssrEntry: path.join(work, 'renderer.mjs'),
    api: { handle: async () => Response.json({}) },
    publicOrigin: 'https://pay.example',
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

const page = async (token: string, encoding = 'identity') => {
  const response = await fetch(`${origin}/paiement/${token}`, {
    headers: { 'Accept-Encoding': encoding },
  });
  return { response, text: await response.text() };
};

describe('a payment link from the Node server', () => {
  it('answers 404 for a token the API does not know, 410 for a link no longer payable', async () => {
    for (const [token, status] of [
      ['pl_unknown', 404],
      ['pl_expired', 410],
    ] as const) {
      const { response, text } = await page(token);
      expect(response.status).toBe(status);
      // The link's "not found" page, readable without JavaScript; never kept by a cache.
      expect(text).toBe(
        '<html><body><h1>Lien introuvable</h1><script>start()</script></body></html>',
      );
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
    // One page for every such token, rendered once.
    const { renders } = await import(path.join(work, 'renderer.mjs'));
    expect(renders.filter((rendered: string) => rendered === 'gone')).toHaveLength(1);
  });

  it('is the page rendered for that link, in the template that loads the scripts', async () => {
    const { response, text } = await page('pl_ok');
    expect(response.status).toBe(200);
    expect(text).toBe(
      '<html><body><h1>Panier &lt;b&gt;</h1><script>start()</script></body></html>',
    );
    const { calls } = await import(path.join(work, 'renderer.mjs'));
    // The renderer asks the sandbox in process, with no HTTP round trip into this server.
    expect(calls.at(-1)).toEqual({
      path: '/paiement/pl_ok',
      baseUrl: 'https://pay.example',
      inProcess: true,
    });
  });

  it('is rendered once for the same data, again when the data changes', async () => {
    const { renders } = await import(path.join(work, 'renderer.mjs'));
    const before = renders.length;
    await page('pl_ok');
    await page('pl_ok', 'gzip');
    await page('pl_ok');
    expect(renders.length - before).toBe(0);
    await page('pl_paid');
    await page('pl_paid');
    expect(renders.length - before).toBe(2);
  });

  it('may be framed by this site and the origins its merchant registered, and is never stored', async () => {
    const { response } = await page('pl_ok');
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://shop.example;",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const shell = (await page('pl_gone')).response;
    expect(shell.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(shell.headers.get('cache-control')).toBe('no-store');
  });

  it('is compressed in the encoding the browser takes', async () => {
    for (const encoding of ['br', 'gzip']) {
      // Node's fetch would decompress it: read the bytes as they come.
      const { headers, body } = await new Promise<{ headers: Headers; body: Buffer }>(
        (resolve, reject) =>
          get(`${origin}/paiement/pl_ok`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                headers: new Headers(res.headers as Record<string, string>),
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject),
      );
      expect(headers.get('content-encoding')).toBe(encoding);
      const html = (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString();
      expect(html).toContain('<h1>Panier &lt;b&gt;</h1>');
    }
  });

  it('is the loading screen when the API did not give the link', async () => {
    const { response, text } = await page('pl_gone');
    expect(response.status).toBe(200);
    expect(text).toBe(SHELL);
  });

  it('is the loading screen, and the error is logged, when rendering fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await page('pl_bug')).text).toBe(SHELL);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error: render failed'));
  });

  it('is the loading screen once the API has taken too long', async () => {
    const started = Date.now();
    expect((await page('pl_slow')).text).toBe(SHELL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LINK_LOOKUP_TIMEOUT_MS - 50);
  });
});
