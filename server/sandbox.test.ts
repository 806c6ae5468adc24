// `npm start`'s server answering the sandbox API over a real socket, from a fresh build of
// the Node bundle (vite.sandbox.config.ts), the way curl or the docs console reach it. Here
// the app holds the sandbox in process; under `npm start` it asks the cluster's primary.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.mjs';
import { loadSandbox } from './sandbox.mjs';
import { buildOpenApiDocument, serversFor } from '../src/api/openapi';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import {
  BalanceResponseSchema,
  PayoutListResponseSchema,
  PayoutResponseSchema,
} from '../src/api/schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PUBLIC_ORIGIN = 'https://pay.yonnee.test';

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;
let banner: string;
let sandboxDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-sandbox-'));
  sandboxDir = path.join(work, 'dist-server');
  const distDir = path.join(work, 'dist');
  await promisify(execFile)(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'vite.sandbox.config.ts',
      '--outDir',
      sandboxDir,
      '--logLevel',
      'error',
    ],
    { cwd: root },
  );
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Yonnee</title>');
  const sandbox = await loadSandbox({ dir: sandboxDir, publicOrigin: PUBLIC_ORIGIN });
  banner = sandbox.banner;
  app = await buildApp({ distDir, api: sandbox.service, publicOrigin: PUBLIC_ORIGIN });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

const credentials = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};

const payout = {
  amount: 200,
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: '770000001',
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...credentials, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the sandbox API of npm start', () => {
  it('answers a call with the sandbox credentials', async () => {
    const response = await fetch(`${origin}/api/v1/transaction/get-balance`, {
      headers: credentials,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(BalanceResponseSchema.parse(await response.json()).data.businessName).toBe(
      'Boutique Teranga',
    );
  });

  it('answers 401 with a body without credentials', async () => {
    const response = await fetch(`${origin}/api/v1/transfer`);
    expect(response.status).toBe(401);
    expect((await response.json()).data.title).toMatch(/^Identifiants manquants/);
  });

  it('keeps state between requests and replays a repeated Idempotency-Key', async () => {
    const first = await post('/api/v1/transfer/create', payout, { 'Idempotency-Key': 'srv-1' });
    const created = PayoutResponseSchema.parse(await first.json()).data;
    const again = await post('/api/v1/transfer/create', payout, { 'Idempotency-Key': 'srv-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(PayoutResponseSchema.parse(await again.json()).data.id).toBe(created.id);

    const list = await fetch(`${origin}/api/v1/transfer`, { headers: credentials });
    const ids = PayoutListResponseSchema.parse(await list.json()).data.map((p) => p.id);
    expect(ids.filter((id) => id === created.id)).toHaveLength(1);
  });

  it('refuses bad input with a French title', async () => {
    const response = await post('/api/v1/transfer/create', { ...payout, amount: 'deux cents' });
    expect(response.status).toBe(400);
    expect((await response.json()).data.title).toBe(
      'Le montant (amount) doit être un nombre, par exemple 5000 ; reçu : « deux cents ».',
    );
  });

  it('links a payment to the hosted page on the public origin, whatever the request says', async () => {
    const response = await post('/api/v1/transaction/pay-in-url', {
      amount: 5000,
      country: 'SN',
      currency: 'XOF',
      product: 'Thiéboudienne pour 4',
    });
    const { data } = await response.json();
    expect(data.urlPayIn).toBe(`${PUBLIC_ORIGIN}/paiement/${data.token}`);
  });

  it('drops the connection for the networkError scenario', async () => {
    await expect(
      fetch(`${origin}/api/v1/transfer`, {
        headers: { ...credentials, 'X-Sandbox-Scenario': 'networkError' },
      }),
    ).rejects.toThrow(TypeError);
  });

  it('answers CORS preflights for the credential, idempotency and scenario headers', async () => {
    const response = await fetch(`${origin}/api/v1/transfer/create`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of [
      'x-api-key',
      'x-api-token',
      'authorization',
      'idempotency-key',
      'x-sandbox-scenario',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('answers unknown API paths with a JSON 404, and leaves the rest to the site', async () => {
    const api = await fetch(`${origin}/api/v1/nope`, { headers: credentials });
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('NOT_FOUND');
    const page = await fetch(`${origin}/tarif`);
    expect(await page.text()).toContain('<title>Yonnee</title>');
  });

  it('serves the OpenAPI document generated at build time', async () => {
    const response = await fetch(`${origin}/openapi.json`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const served = await response.json();
    // Built once; served with the sandbox at the site's PUBLIC_ORIGIN, which only the server knows.
    expect(served).toEqual(
      JSON.parse(JSON.stringify(buildOpenApiDocument({ sandboxOrigin: PUBLIC_ORIGIN }))),
    );
    const built = JSON.parse(await readFile(path.join(sandboxDir, 'openapi.json'), 'utf8'));
    expect(served).toEqual({ ...built, servers: serversFor(PUBLIC_ORIGIN) });
  });

  it('prints the sandbox credentials', () => {
    expect(banner).toContain(`${PUBLIC_ORIGIN}/api/v1`);
    expect(banner).toContain(`x-api-key:     ${SANDBOX_CREDENTIALS.apiKey}`);
    expect(banner).toContain(`Bearer ${SANDBOX_CREDENTIALS.jwt}`);
  });
});
