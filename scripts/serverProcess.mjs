// The production server (`node server/start.mjs`) as a child process, for the scripts that
// measure it from outside: resolved once it says it serves, rejected with its output if it
// exits or takes longer than a cold build may.
import { spawn } from 'node:child_process';
import path from 'node:path';

const STARTUP_MS = 180_000;

/** @returns {Promise<import('node:child_process').ChildProcess>} */
export async function spawnServer({ root = process.cwd(), env }) {
  const child = spawn(process.execPath, [path.join(root, 'server/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + STARTUP_MS;
  while (!/Yonnee is served on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}
