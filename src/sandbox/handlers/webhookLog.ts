import { MAX_WEBHOOK_EVENTS_LISTED } from '../limits';
import type { SandboxWebhooks } from '../notifications';
import { invalid, notFound, Refusal, shown } from '../validation';
import { ok, type Route } from './route';

const DEFAULT_LISTED = 20;

const unavailable = () =>
  new Refusal(
    503,
    'WEBHOOKS_UNAVAILABLE',
    'Ce bac à sable n’envoie pas de notifications : seul le serveur de `npm start` les envoie et les garde.',
  );

/** The developer's notifications read back (the event log) and sent again. */
export function webhookLogRoutes(webhooks: SandboxWebhooks | undefined, account: string) {
  return {
    list: {
      endpoint: 'listWebhookEvents',
      resolve: async ({ url }) => {
        if (!webhooks) throw unavailable();
        const asked = url.searchParams.get('limit');
        const limit = asked === null ? DEFAULT_LISTED : Number(asked);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_WEBHOOK_EVENTS_LISTED) {
          throw invalid(
            `Le paramètre limit doit être un entier de 1 à ${MAX_WEBHOOK_EVENTS_LISTED} ; reçu : ${shown(asked)}.`,
            'limit',
          );
        }
        return ok('Webhook events', await webhooks.list(account, { limit }));
      },
    },
    resend: {
      endpoint: 'resendWebhookEvent',
      resolve: async ({ params }) => {
        if (!webhooks) throw unavailable();
        const event = await webhooks.resend(account, params.eventId ?? '');
        if (!event) throw notFound(`Notification introuvable : ${shown(params.eventId)}.`);
        return { status: 202, body: { code: 'OK', message: 'Webhook event queued', data: event } };
      },
    },
  } satisfies Record<string, Route>;
}
