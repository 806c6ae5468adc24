// A production server of the spec's own (`node server/start.mjs`, started by the scripts' one
// spawner), for tests that must kill a worker, read its memory or hold its sockets without
// disturbing the suite's shared server.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { spawnServer } from '../scripts/serverProcess.mjs';

export interface OwnServer {
  origin: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** The cluster's workers, by pid. */
  workers: () => number[];
  stop: () => Promise<number | null>;
}

/** As long as it may take to start on a loaded machine, the build being there already. */
const STARTUP_MS = 60_000;

const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** Resident memory of a process, in bytes (Linux). */
export const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const { child, output, stop } = await spawnServer({
    // Its storage in memory: several of these run at once, and a data directory has one owner.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', ...env },
    startupMs: STARTUP_MS,
    // Its tests read what it printed (a stack trace must not be there), not the suite's log.
    echoErrors: false,
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output,
    workers: () => children(child.pid!),
    stop,
  } satisfies OwnServer;
}
