// `npm run inbox`: what visitors sent through the forms (contact messages, password-reset
// requests, newsletter subscriptions), newest first; `-- --json` for tools. It reads a
// PostgreSQL server when DATABASE_URL is set. The embedded storage belongs to one process: when
// `npm start` runs, it is asked (with the operator token it wrote for this user alone);
// otherwise the data directory is opened here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INBOX_PATH } from '../server/operator.mjs';
import { openStorage } from '../server/storage/open.mjs';
import { createStore } from '../server/storage/store.mjs';
import { dataDirOf, serverFileOf } from '../server/storage/where.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const asJson = process.argv.includes('--json');

async function fromRunningServer(serverFile) {
  const { origin, operatorToken } = JSON.parse(readFileSync(serverFile, 'utf8'));
  const response = await fetch(new URL(INBOX_PATH, origin), {
    headers: { Authorization: `Bearer ${operatorToken}` },
  });
  if (!response.ok)
    throw new Error(`${origin} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function fromStorage(where) {
  const storage = await openStorage(where);
  try {
    return await createStore(storage.db).inbox();
  } finally {
    await storage.close();
  }
}

async function readInbox() {
  if (process.env.DATABASE_URL) return fromStorage({ databaseUrl: process.env.DATABASE_URL });
  const dataDir = dataDirOf(root);
  const serverFile = serverFileOf(dataDir);
  if (existsSync(serverFile)) {
    try {
      return await fromRunningServer(serverFile);
    } catch (error) {
      // A server that ended without removing its file (killed): the data directory is free.
      if (error?.cause?.code !== 'ECONNREFUSED') throw error;
    }
  }
  return fromStorage({ dataDir });
}

/** Visitors' text, shown in a terminal: control characters could rewrite what staff see. */
const shown = (text) => String(text).replace(/\p{Cc}/gu, '\ufffd');

const when = (value) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) : '');

/** How the message's e-mail to support went (server/forwarder.mjs). */
function forwardingOf(forwarding) {
  if (!forwarding) return 'not queued for e-mail';
  const { attempts, sentAt, failedAt, lastError } = forwarding;
  if (sentAt) return `e-mailed to support ${when(sentAt)}`;
  if (failedAt)
    return `NOT e-mailed: given up ${when(failedAt)} after ${attempts} attempt(s): ${shown(lastError)}`;
  if (!attempts) return 'waiting to be e-mailed (by a server started with SMTP_URL)';
  if (!lastError) return 'being e-mailed';
  return `e-mail to be retried (${attempts} attempt(s) so far): ${shown(lastError)}`;
}

function print({ messages, subscriptions }) {
  console.log(`Messages (${messages.length})`);
  for (const message of messages) {
    const who = shown([message.firstName, message.lastName].filter(Boolean).join(' '));
    console.log(
      `\n${message.reference}  ${when(message.createdAt)}  ${message.kind}  ${message.page}\n` +
        `  ${who ? `${who} <${shown(message.email)}>` : shown(message.email)}${message.phone ? `  ${shown(message.phone)}` : ''}` +
        (message.body ? `\n  ${message.body.split('\n').map(shown).join('\n  ')}` : '') +
        `\n  ${forwardingOf(message.forwarding)}`,
    );
  }
  const active = subscriptions.filter((subscription) => !subscription.unsubscribedAt);
  console.log(
    `\nNewsletter: ${active.length} subscribed, ${subscriptions.length - active.length} unsubscribed`,
  );
  for (const subscription of subscriptions)
    console.log(
      `  ${shown(subscription.email)}  since ${when(subscription.consentedAt)}` +
        (subscription.unsubscribedAt
          ? `  (unsubscribed ${when(subscription.unsubscribedAt)})`
          : ''),
    );
}

try {
  const inbox = await readInbox();
  if (asJson) console.log(JSON.stringify(inbox, null, 2));
  else print(inbox);
} catch (error) {
  console.error(`Cannot read the inbox: ${error.message}`);
  process.exit(1);
}
