import { apiCodeNames, apiCodes } from '../../api/apiCodes';
import { PAGINATION, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../api/apiHeaders';
import { SANDBOX_RATE_LIMIT } from '../../api/sandboxScenarios';
import { docsPath } from '../../paths/paths';
import { endpointDocs, referenceGroups, referenceSection } from './apiReference';
import type { DocPageContent, ReferenceEndpointId } from './types';
import { authHeaders, environmentOf } from './apiSamples';

const ref = (id: ReferenceEndpointId) => `[${endpointDocs[id].title}](#${endpointDocs[id].anchor})`;

export const api: DocPageContent = {
  page: 'api',
  lead: 'L’API REST marchand de Yonnee : encaissements par mobile money et par carte, liens de paiement, transactions, solde, versements et paiements de masse. Douze appels, tous décrits ci-dessous avec leurs champs, un exemple de réponse, leurs erreurs et une console pour les essayer dans le bac à sable.',
  sections: [
    {
      // The spec's anchor, kept as it is: links from elsewhere point to it.
      id: 'intégration',
      title: 'Guide d’intégration',
      blocks: [
        {
          kind: 'paragraph',
          text: `Avant de commencer, réunissez vos [identifiants](${docsPath('prerequis')}#identifiants) ou utilisez ceux du [bac à sable](${docsPath('prerequis')}#bac-a-sable). Les exemples lisent l’hôte et les identifiants dans des variables d’environnement :`,
        },
        {
          kind: 'code',
          sample: {
            language: 'bash',
            label: 'Terminal',
            copyContext: 'les variables d’environnement',
            code: environmentOf('fr'),
          },
        },
      ],
      subsections: [
        {
          id: 'hote-et-format',
          title: 'Hôte et format des échanges',
          blocks: [
            {
              kind: 'list',
              items: [
                'Tous les appels partent de l’hôte de l’API, noté `{host}`, suivi d’un chemin en `/api/v1/`.',
                'Les corps de requête et de réponse sont en JSON (`Content-Type: application/json`).',
                'Les montants sont des nombres (`200`, jamais `"200"`) ; tous les autres champs sont des chaînes.',
                'Les dates (`createdAt`) sont en millisecondes depuis le 1er janvier 1970 (UTC).',
              ],
            },
            {
              kind: 'paragraph',
              text: `Les réponses réussies ont la même enveloppe : \`code\` vaut \`OK\`, \`message\` décrit le résultat et \`data\` porte les données. Seul ${ref('payInMobile')} répond autrement, avec \`state\`, \`statusCode\`, \`data\` et \`timestamp\`.`,
            },
          ],
        },
        {
          id: 'authentification',
          title: 'Authentification',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Chaque appel porte les trois identifiants de votre compte marchand dans ses en-têtes. Il suffit qu’un seul manque ou soit faux pour que l’API réponde 401.',
            },
            {
              kind: 'code',
              sample: {
                language: 'text',
                label: 'En-têtes HTTP',
                copyContext: 'les en-têtes d’authentification',
                code: authHeaders,
              },
            },
          ],
        },
        {
          id: 'idempotence',
          title: 'Idempotence',
          blocks: [
            {
              kind: 'paragraph',
              text: `Les appels qui déplacent de l’argent (${ref('payInMobile')}, ${ref('payInCard')}, ${ref('createPayout')} et ${ref('createMassPayout')}) acceptent un en-tête \`Idempotency-Key\` : une valeur unique par opération, un UUID par exemple.`,
            },
            {
              kind: 'paragraph',
              text: 'Si la réponse se perd (réseau coupé, délai dépassé), renvoyez la même requête avec la même clé : l’API rend la première réponse au lieu de payer une seconde fois. Une nouvelle opération prend une nouvelle clé ; réutiliser une clé pour une autre requête est refusé (422).',
            },
          ],
        },
        {
          id: 'parcours-mobile-money',
          title: 'Parcours d’un paiement mobile money',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Proposer les moyens de paiement du pays',
                  text: `${ref('listPaymentMethods')} donne, pour chaque pays, les opérateurs disponibles, leur code, leur indicatif et s’ils demandent un code OTP.`,
                },
                {
                  title: 'Obtenir le code du client si l’opérateur l’exige',
                  text: 'Quand `otpRequired` vaut `true`, affichez les `instructions` du moyen de paiement : elles disent au client comment générer son code (par exemple en composant un code USSD).',
                },
                {
                  title: 'Demander le paiement',
                  text: `${ref('payInMobile')} avec le montant, le code du moyen de paiement, le numéro du client et, s’il y a lieu, \`codeOtp\`. Envoyez une \`Idempotency-Key\`.`,
                },
                {
                  title: 'Attendre la confirmation',
                  text: `Si \`state\` vaut \`PENDING\`, le client doit encore valider sur son téléphone : interrogez ${ref('getTransactionStatus')} en espaçant les appels (2 s, 4 s, 8 s… jusqu’à 30 s) jusqu’à \`SUCCESS\` ou \`REJECTED\`. Votre URL \`Ipn\` reçoit aussi une [notification signée](${docsPath('notifications')}) à chaque changement de statut.`,
                },
                {
                  title: 'Conclure',
                  text: 'En cas de refus, montrez au client le commentaire de l’opérateur et proposez de réessayer : c’est une nouvelle opération, avec une nouvelle clé d’idempotence.',
                },
              ],
            },
          ],
        },
        {
          id: 'erreurs',
          title: 'Gérer les erreurs',
          blocks: [
            {
              kind: 'paragraph',
              text: `Une erreur garde l’enveloppe : \`code\` nomme l’erreur, \`message\` reprend le statut HTTP et \`data.title\` explique en français ce qui ne va pas. Quand un champ est en cause, \`data.field\` le nomme. \`requestId\` répète l’en-tête \`${REQUEST_ID_HEADER}\` : citez-le au support.`,
            },
            {
              kind: 'table',
              caption: 'Les valeurs de code',
              columns: ['Code', 'Statut', 'Signification', 'Que faire'],
              rows: apiCodeNames.map((code) => [
                `\`${code}\``,
                String(apiCodes[code].status),
                apiCodes[code].meaning,
                apiCodes[code].action,
              ]),
            },
          ],
        },
        {
          id: 'en-tetes-de-reponse',
          title: 'En-têtes de réponse',
          blocks: [
            {
              kind: 'table',
              caption: 'En-têtes de chaque réponse',
              columns: ['En-tête', 'Signification'],
              rows: [
                [
                  `\`${REQUEST_ID_HEADER}\``,
                  'Identifiant de la requête, sur chaque réponse. Envoyez le vôtre (lettres, chiffres, `.`, `_`, `:`, `-`, 128 caractères au plus) pour le retrouver ; sinon l’API en crée un.',
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.limit}\``,
                  `Requêtes permises par minute à vos identifiants (${SANDBOX_RATE_LIMIT.limit} dans le bac à sable).`,
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.remaining}\``,
                  'Requêtes qu’il vous reste dans la minute en cours.',
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.reset}\``,
                  'Secondes avant que le compte reparte de zéro.',
                ],
                ['`Retry-After`', 'Sur une réponse 429 : secondes à attendre avant de réessayer.'],
                [
                  '`Idempotent-Replayed`',
                  '`true` quand la réponse est celle d’une requête précédente de même `Idempotency-Key`.',
                ],
              ],
            },
          ],
        },
        {
          id: 'pagination',
          title: 'Pagination des listes',
          blocks: [
            {
              kind: 'paragraph',
              text: `${ref('listTransactions')}, ${ref('listPayouts')} et ${ref('listMassPayouts')} répondent par pages, du plus récent au plus ancien : \`data\` reste un tableau, et \`has_more\` dit s’il reste des éléments.`,
            },
            {
              kind: 'table',
              caption: 'Paramètres de pagination',
              columns: ['Paramètre', 'Signification'],
              rows: [
                [
                  '`limit`',
                  `Nombre d’éléments de la page : de 1 à ${PAGINATION.maxLimit}, ${PAGINATION.defaultLimit} par défaut.`,
                ],
                [
                  '`starting_after`',
                  'Identifiant du dernier élément reçu (`transactionId`, ou `id` d’un paiement de masse) : la page suivante commence après lui.',
                ],
              ],
            },
          ],
        },
        {
          id: 'outils',
          title: 'Description OpenAPI et collection Postman',
          blocks: [
            {
              kind: 'paragraph',
              text: 'La description [OpenAPI 3.1](/openapi.json) de l’API sert telle quelle aux générateurs de clients. La [collection Postman](/yonnee-api.postman_collection.json) en est tirée : importez-la, puis renseignez les variables d’environnement `bearerToken` (le JWT), `apiKey` et `apiToken`.',
            },
          ],
        },
      ],
    },
    ...referenceGroups.map((group) =>
      referenceSection({ id: group.id, title: group.title, blocks: [] }, group.endpoints),
    ),
  ],
};
