// The OpenAPI document's part on notifications: the `webhooks` section (what a merchant's
// server receives, signed), and the sandbox's own calls that complete or fail a pending
// operation and read the event log. openapi.ts merges it into the document.
import type * as z from 'zod/mini';
import { sandboxEndpoints, type SandboxEndpointId } from './sandboxEndpoints';
import { REQUEST_ID_HEADER } from './apiHeaders';
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
  DeveloperSandbox: s.DeveloperSandboxSchema,
  DeveloperSandboxResponse: s.DeveloperSandboxResponseSchema,
  SandboxResetResult: s.SandboxResetResultSchema,
  SandboxResetResponse: s.SandboxResetResponseSchema,
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
  /** Why the call may be refused with 403. */
  forbidden?: string;
  /** Why the call may answer 503. */
  unavailable?: string;
}

const operations: Record<SandboxEndpointId, SandboxOperationDoc> = {
  createDeveloperSandbox: {
    summary: 'Créer son bac à sable',
    description:
      'Sans identifiants : crée un bac à sable à vous, avec ses propres identifiants (x-api-key, X-API-TOKEN, JWT) et son secret de notifications. Ses données (les exemples de la documentation au départ, puis vos opérations) sont gardées par le serveur, dans PostgreSQL : elles survivent à ses redémarrages et sont partagées par ses instances. Les secrets ne sont montrés qu’ici, une fois : gardez-les. Au plus 5 créations par heure et par adresse ; un bac à sable inutilisé pendant 30 jours est supprimé.',
    answer: 'DeveloperSandboxResponse',
    status: 201,
    unavailable:
      'Ce serveur ne garde pas de bac à sable personnel (seul `npm start` en garde), ou il en garde déjà le maximum.',
  },
  resetSandbox: {
    summary: 'Vider son bac à sable',
    description:
      'Remet votre bac à sable à son état de départ : les exemples de la documentation et le solde de départ, sans vos opérations, liens ni clés d’idempotence. Les identifiants et le journal des notifications restent ; les nouveaux identifiants d’opération continuent la numérotation.',
    answer: 'SandboxResetResponse',
    forbidden:
      'Les identifiants publics de démonstration : ce bac à sable partagé se remet à zéro tout seul.',
  },
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
  errorAnswer: (description: string, headers?: Record<string, object>) => object;
  /** The 429 past the quota, shared with the merchant's calls. */
  tooManyRequests: object;
  /** The `Retry-After` header, for a 429 that counts no credentials' quota. */
  retryAfter: object;
}

/** The sandbox's own calls, by OpenAPI path. */
export function sandboxPaths({
  successHeaders,
  errorAnswer,
  tooManyRequests,
  retryAfter,
}: AnswerParts) {
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
    const isPublic = 'public' in sandboxEndpoints[id];
    const responses: Record<string, object> = {
      [doc.status ?? 200]: {
        description: 'Réponse réussie.',
        headers: isPublic
          ? { [REQUEST_ID_HEADER]: successHeaders[REQUEST_ID_HEADER]! }
          : successHeaders,
        content: json(ref(doc.answer)),
      },
      429: isPublic
        ? errorAnswer(
            'Trop de bacs à sable créés depuis cette adresse dans l’heure : attendez `Retry-After` secondes.',
            { 'Retry-After': retryAfter },
          )
        : tooManyRequests,
    };
    if (!isPublic) responses[401] = errorAnswer('Identifiants manquants ou refusés.');
    if (method === 'GET') responses[400] = errorAnswer('Paramètre invalide : data.field le nomme.');
    if (isPublic) responses[400] = errorAnswer('Corps invalide : data.field nomme le champ.');
    if (doc.forbidden) responses[403] = errorAnswer(doc.forbidden);
    if (doc.parameter) responses[404] = errorAnswer('Introuvable pour ces identifiants.');
    if (doc.conflict) responses[409] = errorAnswer(doc.conflict);
    if (doc.unavailable) responses[503] = errorAnswer(doc.unavailable);
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
        ...(isPublic ? { security: [] } : {}),
        parameters,
        ...(isPublic
          ? {
              requestBody: {
                required: false,
                content: json({
                  type: 'object',
                  properties: {
                    name: {
                      type: 'string',
                      maxLength: s.MAX_SANDBOX_NAME_LENGTH,
                      description:
                        'Un nom pour le reconnaître (facultatif), sans caractère de contrôle.',
                      example: 'Intégration boutique',
                    },
                  },
                }),
              },
            }
          : {}),
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
