import { SANDBOX_CREDENTIALS } from '../../api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../../api/sandboxTestNumbers';
import {
  spokenPause,
  WEBHOOK_RETRY_PAUSES_S,
  WEBHOOK_TIMEOUT_S,
  webhookEventTypes,
  type WebhookEventType,
} from '../../api/sandboxWebhooks';
import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import { auth, examplePayload, origin, verificationOf } from './notificationSamples';
import type { DocPageContent } from './types';

const eventMeaning: Record<WebhookEventType, string> = {
  'payment.succeeded':
    'Un encaissement a réussi : mobile money, carte ou lien de paiement. Livrez la commande.',
  'payment.failed':
    'Un encaissement a été refusé (portefeuille, carte, opérateur). Un lien de paiement reste payable.',
  'payment.pending':
    'Le payeur ou l’opérateur doit encore confirmer : une autre notification suivra.',
  'payout.succeeded':
    'Un versement est arrivé ; pour un versement de masse, un par bénéficiaire, avec `massPayoutId`.',
  'payout.failed': 'Un versement a échoué : son montant et ses frais reviennent sur votre solde.',
  'payout.pending': 'L’opérateur n’a pas encore confirmé le versement.',
};

export const notifications: DocPageContent = {
  page: 'notifications',
  lead: 'À chaque changement de statut d’un encaissement ou d’un versement, Yonnee envoie une requête POST signée à l’URL de notification (IPN) que vous avez donnée en le créant. Vérifiez la signature, répondez 2xx, et votre commande suit le paiement sans interroger l’API en boucle.',
  sections: [
    {
      id: 'evenements',
      title: 'Les événements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une notification part quand l’opération est créée avec son statut, puis à chaque changement : un encaissement en attente en reçoit donc deux, `payment.pending` puis `payment.succeeded` ou `payment.failed`.',
        },
        {
          kind: 'table',
          caption: 'Types de notification',
          columns: ['Type', 'Ce qui s’est passé'],
          rows: webhookEventTypes.map((type) => [`\`${type}\``, eventMeaning[type]]),
        },
      ],
    },
    {
      id: 'adresse',
      title: 'Donner l’adresse de notification',
      blocks: [
        {
          kind: 'paragraph',
          text: `Chaque appel qui crée une opération accepte l’adresse sous les trois noms que l’API emploie — \`Ipn\`, \`ipn\` et \`notifyUrl\`, qui désignent la même chose : [encaissement mobile money](${docsPath('api')}#${endpointDocs.payInMobile.anchor}), [par carte](${docsPath('api')}#${endpointDocs.payInCard.anchor}), [lien de paiement](${docsPath('api')}#${endpointDocs.createPaymentLink.anchor}), [versement](${docsPath('versement')}) et [versement de masse](${docsPath('mass')}) (\`ipn\` à côté de \`payOutMassList\` : chaque bénéficiaire est notifié comme un versement).`,
        },
        {
          kind: 'list',
          items: [
            'Une URL absolue en `https://` (ou `http://` pour un serveur de test), de 2 048 caractères au plus.',
            'Sans identifiants (`utilisateur:mot de passe@`) : ils finiraient dans des journaux. La signature prouve l’origine.',
            'Deux noms avec deux adresses différentes sont refusés.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Une adresse refusée donne une réponse 400 qui nomme le champ dans `data.field`, et l’opération n’est pas créée : `L’adresse de notification (ipn) doit être une URL absolue en https://…`.',
        },
      ],
    },
    {
      id: 'charge-utile',
      title: 'Ce que reçoit votre serveur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un POST en `application/json` : le type, l’heure du changement et l’opération telle que l’API la renvoie (son statut, ses montants, votre `idClient`). Un bénéficiaire de versement de masse porte en plus `massPayoutId`.',
        },
        { kind: 'code', sample: { code: examplePayload, language: 'json', label: 'Corps' } },
        {
          kind: 'table',
          caption: 'En-têtes de signature (Standard Webhooks)',
          columns: ['En-tête', 'Contenu'],
          rows: [
            [
              '`webhook-id`',
              'Identifiant de la notification (`msg_…`), le même à chaque essai et à chaque renvoi : dédoublonnez sur lui.',
            ],
            ['`webhook-timestamp`', 'Heure de l’envoi, en secondes depuis 1970 (UTC).'],
            [
              '`webhook-signature`',
              '`v1,` suivi du HMAC-SHA256, en base64, de `{webhook-id}.{webhook-timestamp}.{corps}`.',
            ],
          ],
        },
      ],
    },
    {
      id: 'verifier',
      title: 'Vérifier la signature',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vos identifiants viennent avec un secret de notification, `whsec_` suivi de sa valeur en base64. La clé du HMAC est cette valeur décodée. Calculez la signature sur le corps brut, tel que reçu, comparez-la en temps constant à chacune de celles de `webhook-signature` (séparées par des espaces), et refusez une notification dont l’heure a plus de 5 minutes d’écart avec la vôtre : c’est un rejeu.',
        },
        {
          kind: 'languageSamples',
          label: 'Vérifier une notification',
          samples: verificationOf('fr'),
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Le secret reste sur votre serveur',
          text: 'Comme vos identifiants : une variable d’environnement de votre serveur, jamais une page web ni un dépôt de code.',
        },
      ],
    },
    {
      id: 'essais',
      title: 'Réponse et nouveaux essais',
      blocks: [
        {
          kind: 'paragraph',
          text: `Répondez un statut 2xx dans les ${WEBHOOK_TIMEOUT_S} secondes : la notification est livrée. Tout autre statut, une redirection (jamais suivie : donnez l’adresse finale), une erreur réseau ou le silence comptent comme un échec, et la notification repart après une pause :`,
        },
        {
          kind: 'table',
          caption: 'Calendrier des essais',
          columns: ['Essai', 'Après l’échec du précédent'],
          rows: [
            ['1', 'aussitôt le changement de statut'],
            ...WEBHOOK_RETRY_PAUSES_S.map((pause, index) => [
              String(index + 2),
              spokenPause(pause),
            ]),
          ],
        },
        {
          kind: 'paragraph',
          text: `Après le ${WEBHOOK_RETRY_PAUSES_S.length + 1}ᵉ échec, environ 18 heures plus tard, la notification est abandonnée ; le journal des notifications la garde et vous pouvez la renvoyer. Les notifications peuvent arriver dans le désordre ou en double : fiez-vous au \`status\` de \`data\` et à \`webhook-id\`, et en cas de doute [consultez le statut](${docsPath('api')}#${endpointDocs.getTransactionStatus.anchor}).`,
        },
      ],
    },
    {
      id: 'bac-a-sable',
      title: 'Dans le bac à sable',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le serveur de \`npm start\` envoie vraiment les notifications. Les identifiants publics du bac à sable ont un secret public lui aussi, affiché au démarrage : \`${SANDBOX_CREDENTIALS.webhookSecret}\`. Un serveur de bac à sable qui écoute sur votre machine (127.0.0.1, par défaut) livre aussi aux adresses privées, \`http://localhost:3000/ipn\` compris ; ailleurs, seulement aux adresses publiques, sauf avec \`WEBHOOK_ALLOW_PRIVATE=on\`. \`npm run dev\` et Storybook n’envoient rien.`,
        },
      ],
      subsections: [
        {
          id: 'actions-du-bac-a-sable',
          title: 'Confirmer ou faire échouer une opération en attente',
          blocks: [
            {
              kind: 'paragraph',
              text: `Le numéro de test ${TEST_PHONE_NUMBERS.pending} laisse l’opération \`PENDING\`, comme un payeur qui n’a pas encore validé. Décidez à la place de l’opérateur : \`complete\` la fait réussir, \`fail\` échouer, et sa notification part. Un encaissement, un lien payé, un versement ou un bénéficiaire d’un versement de masse : donnez son \`transactionId\`. Une opération inconnue répond 404, une opération qui n’est plus en attente 409.`,
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'Confirmer une opération en attente',
                code: `curl -X POST ${origin}/api/v1/sandbox/transactions/YN-PI-000042/complete \\
  ${auth}
curl -X POST ${origin}/api/v1/sandbox/transactions/YN-PO-000007/fail \\
  ${auth}`,
              },
            },
          ],
        },
        {
          id: 'journal-des-notifications',
          title: 'Le journal des notifications',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Chaque notification envoyée pour vos identifiants, la plus récente d’abord (`limit` de 1 à 100, 20 par défaut) : son état (`pending`, `delivered`, `failed`), son corps, et chaque essai avec le statut HTTP reçu et le début de la réponse (1 024 caractères), ou la raison de l’échec. `resend` la renvoie tout de suite, avec le même `webhook-id`, et reprend le calendrier depuis le début. Le journal garde les 1 000 dernières notifications de vos identifiants, pendant 7 jours.',
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'Lire et renvoyer une notification',
                code: `curl '${origin}/api/v1/sandbox/webhooks?limit=5' \\
  ${auth}
curl -X POST ${origin}/api/v1/sandbox/webhooks/msg_2bEpY6iVfRkXH0mwcDnl4A/resend \\
  ${auth}`,
              },
            },
          ],
        },
      ],
    },
  ],
};
