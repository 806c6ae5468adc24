// The production server (`node server/start.mjs`) as a child process, for what measures or
// tests it from outside (perf, bench:server, the e2e tests that need a server of their own):
// resolved once it says it serves, rejected with its output if it exits or takes too long.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** As long as a cold build may take, when the server builds first (server/build-if-needed.mjs). */
const STARTUP_MS = 180_000;

/**
 * @param {{
 *   root?: string,
 *   env?: Record<string, string>,
 *   startupMs?: number,
 *   echoErrors?: boolean,
 * }} options `env` on top of this process's; `echoErrors`: its stderr shown here as it comes
 * (always kept in `output` with its stdout).
 */
export async function spawnServer({
  root = process.cwd(),
  env = {},
  startupMs = STARTUP_MS,
  echoErrors = true,
}) {
  const child = spawn(process.execPath, [path.join(root, 'server/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => {
    output += chunk;
    if (echoErrors) process.stderr.write(chunk);
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + startupMs;
  while (!/Yonnee is served on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    /** Everything it printed so far, stdout and stderr. */
    output: () => output,
    /** SIGTERM, as a deploy would; resolves with its exit code. */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
