// Delivers the notifications (IPN) of the outbox (server/storage/webhookOutbox.mjs), signed as
// the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`,
// `webhook-signature: v1,<HMAC-SHA256>`), drained at start, as soon as one is queued and every
// few seconds. A delivery counts when the receiver answers 2xx within DELIVERY_TIMEOUT_MS; else
// it is retried after the next pause of the schedule, then given up. Redirects are never
// followed. Log lines name the event, never its URL (a query may hold a merchant's token) nor
// any secret.
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { startDrainer } from '../storage/drainer.mjs';
import { MAX_BODY_EXCERPT } from '../storage/webhookOutbox.mjs';
import { connectionPolicy } from './addresses.mjs';

/** The pause after each failed attempt: 7 attempts over about 18 hours, then given up. */
export const RETRY_PAUSES_MS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600].map(
  (seconds) => seconds * 1000,
);
/** Longest a receiver may take to answer, connection included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once per instance. */
const BATCH = 10;
/** How often the outbox is read for retries that fell due (the shortest pause is 5 s). */
const POLL_MS = 5_000;
const USER_AGENT = 'Yonnee-Webhooks/1.0 (+https://yonnee.com/documentation/notifications)';

/**
 * Posts one signed notification; resolves to what the receiver answered, never rejects.
 * @returns {Promise<{ statusCode: number | null, body: string, error: string | null, durationMs: number, permanent?: boolean }>}
 */
export function post({ url, eventId, payload, secret, allowPrivate, timeoutMs, now = new Date() }) {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      resolve({ durationMs: elapsed(), ...result });
    };
    const failed = (error) => settle({ statusCode: null, body: '', error, permanent: false });
    let target;
    let policy;
    try {
      target = new URL(url);
      policy = connectionPolicy(target, { allowPrivate });
    } catch (error) {
      return settle({ statusCode: null, body: '', error: error.message, permanent: true });
    }
    const body = Buffer.from(payload);
    const headers = {
      'content-type': 'application/json',
      'content-length': body.length,
      'user-agent': USER_AGENT,
      'webhook-id': eventId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(eventId, now, payload),
    };
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      { method: 'POST', headers, agent: false, ...policy },
      (response) => {
        const chunks = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_EXCERPT);
          const status = response.statusCode ?? 0;
          const redirect = status >= 300 && status < 400;
          settle({
            statusCode: status,
            body: text,
            error: redirect
              ? `Redirection non suivie${response.headers.location ? ` (vers ${String(response.headers.location).slice(0, 200)})` : ''} : donnez l’adresse finale.`
              : null,
          });
          response.destroy();
        };
        response.on('data', (chunk) => {
          // The excerpt only: a receiver's endless answer is cut, never read to its end.
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_BODY_EXCERPT * 4) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      failed(`Pas de réponse complète en ${timeoutMs / 1000} s.`);
      request.destroy();
    }, timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) =>
      error.permanent
        ? settle({ statusCode: null, body: '', error: error.message, permanent: true })
        : failed(`Connexion impossible : ${error.code ?? error.message}.`),
    );
    request.end(body);
  });
}

/**
 * Starts delivering; `nudge()` after queuing an event, `stop()` before closing the storage.
 * @param {{
 *   outbox: ReturnType<typeof import('../storage/webhookOutbox.mjs').createWebhookOutbox>,
 *   secretOf: (account: string) => string | undefined | Promise<string | undefined>,
 *   allowPrivate: boolean,
 *   schedule?: number[],
 *   timeoutMs?: number,
 *   pollMs?: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function startWebhookDeliverer({
  outbox,
  secretOf,
  allowPrivate,
  schedule = RETRY_PAUSES_MS,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  pollMs = POLL_MS,
  log = console.error,
}) {
  let lastPrune = 0;

  async function deliver(row) {
    const secret = await secretOf(row.account);
    const attempt = secret
      ? await post({ ...row, secret, allowPrivate, timeoutMs })
      : {
          statusCode: null,
          body: '',
          error: 'Ces identifiants n’existent plus : la notification ne peut être signée.',
          durationMs: 0,
          permanent: true,
        };
    const { permanent, ...recorded } = attempt;
    const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
    const what = `webhooks: ${row.eventId} (attempt ${row.attempts}) → ${attempt.statusCode ?? attempt.error}`;
    if (ok) return outbox.delivered(row.id, recorded);
    if (permanent || row.attempts > schedule.length) {
      log(`${what}; given up`);
      return outbox.giveUp(row.id, recorded);
    }
    const pause = schedule[row.attempts - 1];
    log(`${what}; next in ${pause / 1000} s`);
    return outbox.retryLater(row.id, pause, recorded);
  }

  return startDrainer(
    async (isStopped) => {
      if (Date.now() - lastPrune > 3600_000) {
        lastPrune = Date.now();
        await outbox.prune();
      }
      for (let batch; !isStopped() && (batch = await outbox.claimDue(BATCH)).length;)
        await Promise.all(batch.map(deliver));
    },
    {
      pollMs,
      onError: (error) => log(`webhooks: the outbox could not be read: ${error?.message ?? error}`),
    },
  );
}
