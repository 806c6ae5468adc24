// The notifications page's verification samples, run as a merchant's developer would copy them:
// the PHP one under PHP's own server, the Python one under python3, the JavaScript one under
// Node with the standardwebhooks package, each given a notification signed by the Standard
// Webhooks library (and forged ones); the curl one signs with openssl, and the library
// verifies what it sends. Where an interpreter is missing the sample is skipped with its name,
// except on CI (.ci/run installs them), where a missing one fails.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.mjs';
import { SANDBOX_CREDENTIALS } from '../../src/api/sandboxCredentials';
import { notifications } from '../../src/content/docs/notifications';
import { notifications as notificationsEn } from '../../src/content/docs/en/notifications';
import { startReceiver } from './testReceiver';

const exec = promisify(execFile);
const secret = SANDBOX_CREDENTIALS.webhookSecret;
const body = JSON.stringify({
  type: 'payment.succeeded',
  timestamp: '2026-11-26T09:00:00.000Z',
  data: { transactionId: 'YN-PI-000042', status: 'SUCCESS' },
});

/** A page's verification samples, by language, found wherever the page puts them. */
function verificationSamples(page: unknown): Record<string, string> {
  const found: Record<string, string>[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const block = value as { kind?: string; samples?: Record<string, string> };
    if (block.kind === 'languageSamples' && block.samples?.php) found.push(block.samples);
    Object.values(value).forEach(visit);
  };
  visit(page);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Whether `command` runs here; on CI its absence is a failure, not a skip. */
async function has(command: string) {
  const there = await exec('bash', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
  if (!there && process.env.CI) throw new Error(`${command} is missing: .ci/run installs it`);
  return there;
}

/** Headers of a notification as Yonnee sends it, signed now unless told otherwise. */
function signed(payload = body, { at = new Date(), id = `msg_${Date.now()}` } = {}) {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, payload),
  };
}

/** The same checks for every sample that receives: genuine, then forged in each way. */
function receives(post: (headers: Record<string, string>, payload: string) => Promise<number>) {
  return async () => {
    expect(await post(signed(), body), 'genuine').toBeLessThan(300);
    const headers = signed();
    expect(await post(headers, body.replace('SUCCESS', 'FAILED')), 'body changed').toBe(400);
    expect(
      await post(signed(body, { at: new Date(Date.now() - 10 * 60_000) }), body),
      '10 min old',
    ).toBe(400);
    const other = new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`);
    const id = 'msg_forged';
    const forged = { ...headers, 'webhook-id': id };
    forged['webhook-signature'] = other.sign(id, new Date(), body);
    expect(await post(forged, body), 'other secret').toBe(400);
    // Several signatures (a secret being rotated): one good one is enough.
    const rotated = signed();
    rotated['webhook-signature'] = `${forged['webhook-signature']} ${rotated['webhook-signature']}`;
    expect(await post(rotated, body), 'rotated').toBeLessThan(300);
  };
}

let work: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-samples-'));
});
afterAll(async () => {
  servers.forEach((server) => server.kill());
  await rm(work, { recursive: true, force: true });
});

/** Starts `command`, serving on `port`, and waits until it answers. */
async function serve(command: string, args: string[], port: number, cwd: string) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, YONNEE_WEBHOOK_SECRET: secret },
    stdio: 'ignore',
  });
  servers.push(child);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${command} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const poster = (port: number) => async (headers: Record<string, string>, payload: string) =>
  (await fetch(`http://127.0.0.1:${port}/ipn`, { method: 'POST', headers, body: payload })).status;

describe.each([
  ['French', notifications],
  ['English', notificationsEn],
])('the %s notifications page’s verification samples', (_language, page) => {
  const samples = verificationSamples(page);

  it('PHP: under `php -S`, takes a genuine notification and refuses forged ones', async (context) => {
    if (!(await has('php'))) return context.skip('php is not installed');
    const dir = await mkdtemp(path.join(work, 'php-'));
    await writeFile(path.join(dir, 'ipn.php'), samples.php!);
    const port = await freePort();
    await serve('php', ['-S', `127.0.0.1:${port}`, 'ipn.php'], port, dir);
    await receives(poster(port))();
  });

  it('JavaScript: with the standardwebhooks package, the same', async () => {
    const dir = await mkdtemp(path.join(work, 'js-'));
    await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    const port = await freePort();
    expect(samples.javascript).toContain('.listen(3000)');
    await writeFile(
      path.join(dir, 'ipn.mjs'),
      samples.javascript!.replace('.listen(3000)', `.listen(${port}, '127.0.0.1')`),
    );
    await serve(process.execPath, [path.join(dir, 'ipn.mjs')], port, dir);
    await receives(poster(port))();
  });

  it('Python: verify() returns the notification, and raises on forged ones', async (context) => {
    if (!(await has('python3'))) return context.skip('python3 is not installed');
    const module = path.join(await mkdtemp(path.join(work, 'python-')), 'ipn.py');
    await writeFile(
      module,
      `${samples.python}\n\nimport sys\ntry:\n    print(json.dumps(verify(json.loads(sys.argv[1]), sys.stdin.buffer.read())))\nexcept ValueError as error:\n    print(error)\n    sys.exit(3)\n`,
    );
    const post = (headers: Record<string, string>, payload: string) =>
      new Promise<number>((resolve) => {
        const child = spawn('python3', [module, JSON.stringify(headers)], {
          env: { ...process.env, YONNEE_WEBHOOK_SECRET: secret },
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('close', (code) => {
          if (code === 0) expect(JSON.parse(out)).toEqual(JSON.parse(payload));
          resolve(code === 0 ? 204 : code === 3 ? 400 : 500);
        });
        child.stdin.end(payload);
      });
    await receives(post)();
  });

  it('curl: what it sends, signed with openssl, the Standard Webhooks library verifies', async (context) => {
    for (const tool of ['curl', 'openssl', 'xxd'])
      if (!(await has(tool))) return context.skip(`${tool} is not installed`);
    const receiver = await startReceiver(secret);
    try {
      expect(samples.curl).toContain('http://localhost:3000/ipn');
      await exec('bash', ['-c', samples.curl!.replace('http://localhost:3000/ipn', receiver.url)]);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.error).toBeUndefined();
      expect(receiver.received[0]!.verified).toMatchObject({ type: 'payment.succeeded' });
    } finally {
      await receiver.close();
    }
  });
});
