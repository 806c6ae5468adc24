// What `npm start` gives the sandbox as its `webhooks` (src/sandbox/notifications.ts): events
// queued in the PostgreSQL outbox, one after the other in the order they happened, and the
// deliverer nudged; the event log read from the same outbox.

/**
 * @param {{ outbox: Promise<ReturnType<typeof import('../storage/webhookOutbox.mjs').createWebhookOutbox>>, nudge: () => void }} options
 * `outbox` resolves once the storage is open (it opens while the site starts).
 */
export function outboxNotifications({ outbox, nudge }) {
  let tail = Promise.resolve();
  return {
    publish(draft) {
      const queued = tail.then(async () => (await outbox).enqueue(draft));
      tail = queued.catch(() => {});
      return queued.then(() => nudge());
    },
    list: async (account, { limit }) => (await outbox).list(account, limit),
    async resend(account, eventId) {
      const event = await (await outbox).resend(account, eventId);
      if (event) nudge();
      return event;
    },
  };
}
