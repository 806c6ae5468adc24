import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The data directory of the server the end-to-end tests start (playwright.config.ts). */
export const e2eDataDir =
  process.env.E2E_DATA_DIR ??
  path.join(tmpdir(), `yonnee-e2e-data-${process.env.E2E_PORT ?? 4180}`);

export interface Inbox {
  messages: {
    reference: string;
    kind: string;
    page: string;
    email: string;
    body: string;
    forwarding: { attempts: number; sentAt: string | null; lastError: string | null };
  }[];
  subscriptions: { email: string; unsubscribedAt: string | null }[];
}

/** What staff read, as `npm run inbox -- --json` gives it (it asks the running server). */
export async function readInbox(dataDir = e2eDataDir): Promise<Inbox> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/inbox.mjs', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return JSON.parse(stdout) as Inbox;
}
