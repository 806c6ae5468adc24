// The OpenAPI document's part on notifications: the `webhooks` section (what a merchant's
// server receives, signed), and the sandbox's own calls that complete or fail a pending
// operation and read the event log. openapi.ts merges it into the document.
import type * as z from 'zod/mini';
import { sandboxEndpoints, type SandboxEndpointId } from './sandboxEndpoints';
import { SANDBOX_CREDENTIALS } from './sandboxCredentials';
import * as s from './schemas';
import { spokenPause, WEBHOOK_RETRY_PAUSES_S, WEBHOOK_TIMEOUT_S } from './sandboxWebhooks';

export const WEBHOOKS_TAG = 'Notifications et bac à sable';

/** Schemas to register as components, by name. */
export const webhookSchemas: Record<string, z.ZodMiniType> = {
  MassPayoutRecipientEventData: s.MassPayoutRecipientEventDataSchema,
  WebhookPayload: s.WebhookPayloadSchema,
  WebhookAttempt: s.WebhookAttemptSchema,
  WebhookEvent: s.WebhookEventSchema,
  WebhookEventListResponse: s.WebhookEventListResponseSchema,
  WebhookEventResponse: s.WebhookEventResponseSchema,
  SandboxActionResult: s.SandboxActionResultSchema,
  SandboxActionResponse: s.SandboxActionResponseSchema,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });

const signatureHeaders = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description:
      'Secondes depuis le 1er janvier 1970 (UTC) au moment de l’envoi : refusez une notification de plus de 5 minutes.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Standard Webhooks : `v1,` puis le HMAC-SHA256 en base64 de `{webhook-id}.{webhook-timestamp}.{corps}`, avec le secret `whsec_…` des identifiants (sa partie après `whsec_`, décodée du base64).',
    schema: { type: 'string' },
  },
];

const eventDescriptions: Record<s.WebhookEventType, string> = {
  'payment.succeeded': 'Un encaissement (mobile money, carte, lien de paiement) a réussi.',
  'payment.failed': 'Un encaissement a été refusé ou a échoué.',
  'payment.pending': 'Un encaissement attend la confirmation du payeur ou de l’opérateur.',
  'payout.succeeded':
    'Un versement, ou un bénéficiaire d’un versement de masse (avec `massPayoutId`), a été payé.',
  'payout.failed': 'Un versement a échoué : son montant est rendu au solde.',
  'payout.pending': 'Un versement attend la confirmation de l’opérateur.',
};

/** The `webhooks` section: one entry per event type, all with the same signed body. */
export function webhookOperations() {
  return Object.fromEntries(
    s.webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook-${type.replace('.', '-')}`,
          summary: type,
          description: `${eventDescriptions[type]} Envoyé en POST à l’URL de notification de l’opération (\`Ipn\`, \`ipn\` ou \`notifyUrl\`), signé selon Standard Webhooks ; renvoyé après ${WEBHOOK_RETRY_PAUSES_S.map(spokenPause).join(', ')} tant que la réponse n’est pas un 2xx dans les ${WEBHOOK_TIMEOUT_S} s.`,
          tags: [WEBHOOKS_TAG],
          security: [],
          parameters: signatureHeaders,
          requestBody: { required: true, content: json(ref('WebhookPayload')) },
          responses: {
            '2XX': { description: 'Reçue : aucun nouvel essai.' },
            default: {
              description: 'Tout autre statut, ou aucun en 10 s : nouvel essai plus tard.',
            },
          },
        },
      },
    ]),
  );
}

interface SandboxOperationDoc {
  summary: string;
  description: string;
  answer: string;
  /** What the path's parameter names. */
  parameter?: { name: string; description: string };
  query?: object;
  status?: number;
  conflict?: string;
}

const operations: Record<SandboxEndpointId, SandboxOperationDoc> = {
  completeSandboxTransaction: {
    summary: 'Confirmer une opération en attente (bac à sable)',
    description:
      'Bac à sable uniquement : fait réussir un encaissement, un lien payé, un versement ou un bénéficiaire de versement de masse resté PENDING (numéro de test « en attente »), comme l’opérateur le ferait ; sa notification part.',
    answer: 'SandboxActionResponse',
    parameter: {
      name: 'transactionId',
      description: 'Le transactionId de l’opération (YN-PI-…, YN-PO-…, YN-MP-…).',
    },
    conflict: 'L’opération n’est pas en attente (ou le lien n’a pas été payé).',
  },
  failSandboxTransaction: {
    summary: 'Faire échouer une opération en attente (bac à sable)',
    description:
      'Bac à sable uniquement : refuse une opération restée PENDING ; un versement rend son montant au solde, un lien redevient payable. Sa notification part.',
    answer: 'SandboxActionResponse',
    parameter: {
      name: 'transactionId',
      description: 'Le transactionId de l’opération (YN-PI-…, YN-PO-…, YN-MP-…).',
    },
    conflict: 'L’opération n’est pas en attente (ou le lien n’a pas été payé).',
  },
  listWebhookEvents: {
    summary: 'Journal des notifications (bac à sable)',
    description:
      'Les notifications envoyées aux URL de ces identifiants, les plus récentes d’abord, avec chaque essai : statut HTTP reçu et début de la réponse.',
    answer: 'WebhookEventListResponse',
    query: {
      name: 'limit',
      in: 'query',
      required: false,
      description: 'Nombre de notifications, de 1 à 100 (20 par défaut).',
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
  },
  resendWebhookEvent: {
    summary: 'Renvoyer une notification (bac à sable)',
    description:
      'Renvoie tout de suite une notification, avec le même webhook-id, et reprend le calendrier des essais depuis le début.',
    answer: 'WebhookEventResponse',
    status: 202,
    parameter: { name: 'eventId', description: 'Le webhook-id de la notification (msg_…).' },
  },
};

/** How openapi.ts documents every answer: the sandbox's calls answer as the merchant's do. */
export interface AnswerParts {
  /** Headers of a success (the request id, the quota's). */
  successHeaders: Record<string, object>;
  /** An error answer, its request id header included. */
  errorAnswer: (description: string) => object;
  /** The 429 past the quota, shared with the merchant's calls. */
  tooManyRequests: object;
}

/** The sandbox's own calls, by OpenAPI path. */
export function sandboxPaths({ successHeaders, errorAnswer, tooManyRequests }: AnswerParts) {
  const paths: Record<string, Record<string, object>> = {};
  for (const id of Object.keys(sandboxEndpoints) as SandboxEndpointId[]) {
    const { method, path } = sandboxEndpoints[id];
    const doc = operations[id];
    const parameters: object[] = [];
    if (doc.parameter) {
      parameters.push({
        name: doc.parameter.name,
        in: 'path',
        required: true,
        description: doc.parameter.description,
        schema: { type: 'string' },
      });
    }
    if (doc.query) parameters.push(doc.query);
    const responses: Record<string, object> = {
      [doc.status ?? 200]: {
        description: 'Réponse réussie.',
        headers: successHeaders,
        content: json(ref(doc.answer)),
      },
      401: errorAnswer('Identifiants manquants ou refusés.'),
      429: tooManyRequests,
    };
    if (method === 'GET') responses[400] = errorAnswer('Paramètre invalide : data.field le nomme.');
    if (doc.parameter) responses[404] = errorAnswer('Introuvable pour ces identifiants.');
    if (doc.conflict) responses[409] = errorAnswer(doc.conflict);
    if (id === 'listWebhookEvents' || id === 'resendWebhookEvent') {
      responses[503] = errorAnswer(
        'Ce serveur n’envoie pas de notifications (seul `npm start` en envoie).',
      );
    }
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = {
      ...paths[openApiPath],
      [method.toLowerCase()]: {
        operationId: id,
        summary: doc.summary,
        description: doc.description,
        tags: [WEBHOOKS_TAG],
        parameters,
        responses,
        'x-sandbox-assumption': true,
      },
    };
  }
  return paths;
}

export const webhooksTag = {
  name: WEBHOOKS_TAG,
  description: `Notifications signées (Standard Webhooks) et appels propres au bac à sable. Secret de test des identifiants publics : ${SANDBOX_CREDENTIALS.webhookSecret}.`,
};
