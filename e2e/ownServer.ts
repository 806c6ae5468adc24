// A production server of the spec's own (`node server/start.mjs`), for tests that must kill a
// worker, read its memory or hold its sockets without disturbing the suite's shared server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface OwnServer {
  origin: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** The cluster's workers, by pid. */
  workers: () => number[];
  stop: () => Promise<number | null>;
}

const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** Resident memory of a process, in bytes (Linux). */
export const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  let output = '';
  const child = spawn(process.execPath, ['server/start.mjs'], {
    // Its storage in memory: several of these run at once, and a data directory has one owner.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!/Yonnee is served on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    workers: () => children(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  } satisfies OwnServer;
}
