// The MDN HTTP Observatory grades the site A+ as production serves it: behind a TLS-terminating
// proxy. The real scanner (@mdn/mdn-http-observatory, a devDependency) runs offline against
// Debian's nginx, which holds a certificate from a throwaway CA, proxies https://localhost/ to
// the suite's Node server and redirects http:// to https://, as the production proxy does.
// The scanner only knows the standard ports, so nginx needs 127.0.0.1:80 and :443.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX, NGINX_MISSING, startNginx } from './nginx';
import { expect, test } from './test';

const NODE_PORT = Number(process.env.E2E_PORT ?? 4180);
let dir: string | undefined;
let nginx: ReturnType<typeof startNginx> | undefined;

/** Why 127.0.0.1:port cannot be listened on, or undefined when it can. */
const whyNotListen = (port: number) =>
  new Promise<string | undefined>((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'EADDRINUSE'
          ? `127.0.0.1:${port} is already in use by another process (\`ss -ltnp\` says which): stop it`
          : error.code === 'EACCES'
            ? `listening on port ${port} needs root (this test runs as uid ${process.getuid?.()})`
            : `127.0.0.1:${port}: ${error.message}`,
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(undefined)));
  });

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

test.beforeAll(async () => {
  expect(NGINX, NGINX_MISSING).toBeTruthy();
  for (const port of [80, 443]) {
    expect(
      await whyNotListen(port),
      'The MDN HTTP Observatory scans only the standard ports 80 and 443',
    ).toBeUndefined();
  }
  dir = mkdtempSync(path.join(tmpdir(), 'yonnee-observatory-'));

  // A throwaway CA, trusted only by the scanner's process (NODE_EXTRA_CA_CERTS), and its
  // certificate for localhost.
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    ...['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2'],
    ...['-subj', '/CN=Yonnee e2e throwaway CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  openssl(
    ...['req', ...ec, '-keyout', 'localhost.key', '-out', 'localhost.csr'],
    ...['-subj', '/CN=localhost'],
  );
  writeFileSync(
    path.join(dir, 'localhost.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' +
      'keyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    ...['x509', '-req', '-in', 'localhost.csr', '-out', 'localhost.pem', '-days', '2'],
    ...['-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-extfile', 'localhost.ext'],
  );

  nginx = startNginx(
    dir,
    `  server {
    listen 127.0.0.1:80;
    return 301 https://$host$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    ssl_certificate ${dir}/localhost.pem;
    ssl_certificate_key ${dir}/localhost.key;
    location / {
      # Every header the app sends passes through unchanged (nginx's default).
      proxy_pass http://127.0.0.1:${NODE_PORT};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
  );
  const deadline = Date.now() + 10_000;
  const redirect = () =>
    fetch('http://127.0.0.1/', { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    );
  while ((await redirect()) !== 301) {
    if (nginx.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${nginx.errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  await nginx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs in a child Node process, the only one that trusts the throwaway CA. The package's
 * postinstall (denied in package.json's allowScripts: it needs the network) would download
 * Chromium's HSTS preload list to conf/hsts-preload.json; without it the list reads as empty,
 * which is exact for `localhost`: the preload list holds no single-label name.
 */
const SCANNER = `
import fs from 'node:fs';
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith('/conf/hsts-preload.json') && !fs.existsSync(file)) return '{}';
  return readFileSync.call(this, file, ...rest);
};
const { scan } = await import('@mdn/mdn-http-observatory');
process.stdout.write(JSON.stringify(await scan('localhost')));
`;

interface ObservatoryTest {
  result: string;
  pass: boolean;
  scoreModifier: number;
}
interface Observatory {
  scan: { grade: string; score: number; statusCode: number; testsPassed: number };
  tests: Record<string, ObservatoryTest>;
}

const runScanner = async () => {
  const child = spawn(
    process.execPath,
    ['--dns-result-order=ipv4first', '--input-type=module', '-e', SCANNER],
    {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: path.join(dir!, 'ca.pem'),
        // Straight to nginx, never through a proxy from the environment.
        NO_PROXY: '*',
        no_proxy: '*',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code, `the scanner failed:\n${stderr}\nnginx:\n${nginx?.errors()}`).toBe(0);
  return JSON.parse(stdout) as Observatory;
};

test('the MDN HTTP Observatory grades the site A+ behind TLS', async () => {
  test.setTimeout(60_000);
  const { scan, tests } = await runScanner();
  const report = [
    `grade ${scan.grade}, score ${scan.score}, HTTP ${scan.statusCode}, ${scan.testsPassed}/${
      Object.keys(tests).length
    } tests passed:`,
    ...Object.entries(tests).map(
      ([name, { result, pass, scoreModifier }]) =>
        `  ${pass ? 'pass' : 'FAIL'} ${name}: ${result} (${scoreModifier >= 0 ? '+' : ''}${scoreModifier})`,
    ),
  ].join('\n');
  test.info().annotations.push({ type: 'observatory', description: report });
  expect(scan.grade, report).toBe('A+');
  for (const [name, { pass }] of Object.entries(tests))
    expect(pass, `${name}\n${report}`).toBe(true);
});
