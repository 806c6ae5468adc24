// The docs' Postman collection is built once but served at many addresses: each server answers
// it with its own origin (PUBLIC_ORIGIN) as `baseUrl`, whatever the build wrote.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.mjs';
import { POSTMAN_COLLECTION_FILE } from './postmanCollection.mjs';
import {
  POSTMAN_COLLECTION_FILE as BUILT_FILE,
  postmanCollection,
} from '../scripts/postman-collection.mjs';
import { buildOpenApiDocument } from '../src/api/openapi';

const PUBLIC_ORIGIN = 'http://127.0.0.1:4999';
type Collection = {
  variable: { key: string; value: string }[];
  item: unknown[];
};

let work: string;
let built: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-postman-'));
  await mkdir(path.join(work, 'dist'));
  await writeFile(path.join(work, 'dist/index.html'), '<!doctype html><title>Yonnee</title>');
  // As the build writes it: its baseUrl the document's default, https://yonnee.com.
  built = `${JSON.stringify(await postmanCollection(buildOpenApiDocument()), null, 2)}\n`;
  await writeFile(path.join(work, 'dist', BUILT_FILE), built);
  app = await buildApp({ distDir: path.join(work, 'dist'), publicOrigin: `${PUBLIC_ORIGIN}/` });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the Postman collection download', () => {
  it('is served with this server’s origin as its baseUrl, as a download', async () => {
    expect(POSTMAN_COLLECTION_FILE).toBe(BUILT_FILE);
    expect((JSON.parse(built) as Collection).variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'https://yonnee.com' }),
    );
    const response = await app.inject({ url: `/${POSTMAN_COLLECTION_FILE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${POSTMAN_COLLECTION_FILE}"`,
    );
    const collection = response.json() as Collection;
    expect(collection.variable.filter((v) => v.key === 'baseUrl')).toEqual([
      { key: 'baseUrl', value: PUBLIC_ORIGIN, type: 'string' },
    ]);
    expect(response.body).not.toContain('https://yonnee.com/api');
    expect(collection.item.length).toBe((JSON.parse(built) as Collection).item.length);
    // The built file is left as it was, and HEAD answers as GET does.
    expect(await readFile(path.join(work, 'dist', BUILT_FILE), 'utf8')).toBe(built);
    const head = await app.inject({ method: 'HEAD', url: `/${POSTMAN_COLLECTION_FILE}` });
    expect(head.statusCode).toBe(200);
  });
});
