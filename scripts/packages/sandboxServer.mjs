// The merchant API sandbox behind the server `npm start` runs (server/app.mjs), built into a
// temporary folder and listening on loopback: what @yonnee/api is called against from outside.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app.mjs';
import { loadSandbox } from '../../server/sandbox.mjs';

/** @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
export async function startSandbox({ workDir, port, root = process.cwd() }) {
  const sandboxDir = path.join(workDir, 'dist-server');
  const distDir = path.join(workDir, 'dist');
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.sandbox.config.ts'].concat([
      '--outDir',
      sandboxDir,
      '--logLevel',
      'error',
    ]),
    { cwd: root },
  );
  // The site's pages are not what is tested here: one page stands for them.
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Yonnee</title>');
  const origin = `http://127.0.0.1:${port}`;
  const sandbox = await loadSandbox({ dir: sandboxDir, publicOrigin: origin });
  const app = await buildApp({ distDir, api: sandbox.service, publicOrigin: origin });
  await app.listen({ port, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}
