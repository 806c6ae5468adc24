// Requests Node cannot read far enough to route, over real sockets: each gets the API's French
// envelope and its status, its connection closes, and the server goes on answering others.
import net from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.mjs';

let work: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-client-errors-'));
  const dist = path.join(work, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Yonnee</title>');
  app = await buildApp({
    distDir: dist,
    publicOrigin: 'http://localhost:4173',
    limits: { headersTimeoutMs: 300, requestTimeoutMs: 600 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

/** Writes `request` as bytes (by pieces, `pause` ms apart) and reads the whole answer. */
function exchange(pieces: string[], pause = 0) {
  return new Promise<{ head: string; body: string }>((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) break;
        socket.write(piece);
        if (pause) await new Promise((wait) => setTimeout(wait, pause));
      }
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ head, body });
    });
    setTimeout(() => reject(new Error(`no close; got: ${answer}`)), 5_000).unref();
  });
}

describe('a request the server cannot read', () => {
  it.each([
    [
      'headers over the limit',
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`],
      431,
      /dépassent 16 Ko/,
    ],
    [
      'a URL over the limit',
      [`GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      431,
      /adresse comprise/,
    ],
    [
      'a control character in a header',
      ['GET / HTTP/1.1\r\nHost: x\r\nX: \u0001\r\n\r\n'],
      400,
      /illisible/,
    ],
    ['a request line that is not HTTP', ['BLAH\r\n\r\n'], 400, /illisible/],
  ])('answers %s with %i and a French title', async (_name, pieces, status, title) => {
    const { head, body } = await exchange(pieces);
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    const parsed = JSON.parse(body) as { code: string; data: { title: string } };
    expect(parsed.data.title).toMatch(title);
    expect(parsed.code).not.toBe('OK');
  });

  it('answers headers that come too slowly with 408, in French', async () => {
    const { head, body } = await exchange(['GET / HTTP/1.1\r\n', 'Host: x\r\n', 'X-Slow: a'], 400);
    expect(head).toMatch(/^HTTP\/1.1 408 /);
    expect((JSON.parse(body) as { data: { title: string } }).data.title).toMatch(/trop lentement/);
  });

  it('goes on answering others', async () => {
    await exchange([`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`]);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
  });
});
