// `npm run console`: the merchant console (examples/merchant-console) against a sandbox, built
// only from the packages' tarballs. Packs both, starts the sandbox (unless CONSOLE_API_ORIGIN
// names a running one, `npm start`'s for instance), installs the console offline into a
// temporary folder and serves it with Vite on CONSOLE_PORT. Ctrl+C stops everything.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packLocalDependencies } from './packages/localTarballs.mjs';
import { consoleDependencies, installConsole } from './packages/merchantConsole.mjs';
import { yonneeTarballs } from './packages/offlineProject.mjs';
import { startSandbox } from './packages/sandboxServer.mjs';

const exec = promisify(execFile);
const root = process.cwd();
const port = Number(process.env.CONSOLE_PORT ?? 5174);
const work = await mkdtemp(path.join(tmpdir(), 'yonnee-console-'));
const closers = [() => rm(work, { recursive: true, force: true })];

async function stop(code) {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  console.log('Packing @yonnee/kit and @yonnee/api…');
  const sandboxStarting = process.env.CONSOLE_API_ORIGIN
    ? Promise.resolve({ origin: process.env.CONSOLE_API_ORIGIN, close: async () => {} })
    : startSandbox({
        workDir: path.join(work, 'sandbox'),
        port: Number(process.env.CONSOLE_SANDBOX_PORT ?? port + 1),
      });
  sandboxStarting.catch(() => undefined);
  await Promise.all([
    exec('npm', ['run', '--silent', 'pack:kit']),
    exec('npm', ['run', '--silent', 'pack:api']),
  ]);
  const { kit, api, files } = await yonneeTarballs(root);
  const direct = await consoleDependencies(root);
  console.log('Installing the console from the tarballs (offline)…');
  await mkdir(path.join(work, 'tarballs'));
  const local = await packLocalDependencies(
    [...direct, ...Object.keys(kit.dependencies), ...Object.keys(api.dependencies)],
    { rootDir: root, destDir: path.join(work, 'tarballs') },
  );
  const project = path.join(work, 'merchant-console');
  await installConsole(project, { rootDir: root, local, yonnee: files });
  const sandbox = await sandboxStarting;
  closers.push(sandbox.close);
  console.log(`Sandbox API: ${sandbox.origin}`);

  const vite = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: project, stdio: 'inherit', env: { ...process.env, CONSOLE_API_ORIGIN: sandbox.origin } },
  );
  closers.push(async () => {
    vite.kill('SIGTERM');
  });
  vite.on('exit', (code) => stop(code ?? 0));
} catch (error) {
  console.error(error);
  await stop(1);
}
