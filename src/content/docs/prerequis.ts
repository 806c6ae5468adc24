import { SANDBOX_CREDENTIALS, SANDBOX_START_BALANCE } from '../../api/sandboxCredentials';
import { docsPath } from '../../paths/paths';
import {
  TEST_CARDS,
  TEST_PHONE_NUMBERS,
  testOutcomes,
  testPhoneGuide,
  testPhoneNumber,
} from '../../api/sandboxTestNumbers';
import { site } from '../site';
import type { DocPageContent } from './types';

const startBalance = SANDBOX_START_BALANCE;
const amount = (value: number, currency: string) =>
  `${new Intl.NumberFormat('fr-FR').format(value)} ${currency}`;

export const prerequis: DocPageContent = {
  page: 'prerequis',
  lead: 'Trois choses avant votre premier appel : un compte marchand actif, les identifiants remis à sa validation et une connexion HTTPS sécurisée. Le bac à sable, lui, est ouvert à tous.',
  sections: [
    {
      id: 'compte-marchand',
      title: 'Un compte marchand actif',
      blocks: [
        {
          kind: 'paragraph',
          text: `Créez votre compte sur le [portail marchand](${site.merchantRegisterUrl}) avec les informations de votre entreprise. Notre équipe vérifie votre dossier, puis active le compte : vous pouvez alors encaisser et verser de l’argent.`,
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Pas d’abonnement',
          text: 'Un compte standard n’a pas d’abonnement mensuel : vous payez une petite commission sur chaque paiement.',
        },
      ],
    },
    {
      id: 'identifiants',
      title: 'Vos identifiants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'À la validation du compte, vous recevez trois identifiants. Chaque appel de l’API les porte tous les trois, dans les en-têtes HTTP :',
        },
        {
          kind: 'table',
          caption: 'Les trois identifiants et leur en-tête',
          columns: ['Identifiant', 'En-tête HTTP', 'Valeur envoyée'],
          rows: [
            ['Clé d’API', '`x-api-key`', '`{key}`'],
            ['Jeton d’API', '`X-API-TOKEN`', '`{token}`'],
            ['JWT', '`Authorization`', '`Bearer {jwt}`'],
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Gardez-les sur votre serveur',
          text: 'Ces identifiants donnent accès à votre solde : ne les mettez jamais dans le code d’une page web, d’une application mobile ou d’un dépôt de code. Rangez-les dans les variables d’environnement de votre serveur et faites les appels depuis lui.',
        },
      ],
    },
    {
      id: 'https',
      title: 'Une connexion HTTPS sécurisée',
      blocks: [
        {
          kind: 'list',
          items: [
            'Appelez l’API en HTTPS uniquement : les identifiants voyagent dans les en-têtes et doivent rester chiffrés.',
            `Les adresses de notification que vous donnez (champs \`ipn\`, \`Ipn\` ou \`notifyUrl\`) doivent être en HTTPS, avec un certificat valide ; le bac à sable accepte aussi \`http://\` pour un serveur de test. Leurs requêtes sont [signées](${docsPath('notifications')}#verifier).`,
            'Si vous intégrez le widget, la page qui contient l’iframe doit elle aussi être servie en HTTPS.',
          ],
        },
      ],
    },
    {
      id: 'bac-a-sable',
      title: 'Le bac à sable',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le bac à sable répond comme l’API, sur le même hôte que cette documentation. Il ne déplace jamais d’argent réel. Ses identifiants publics de test, ci-dessous, sont partagés par tous les visiteurs : c’est eux qu’utilise le bouton **Essayer** de la [référence de l’API](${docsPath('api')}), et leurs données repartent des exemples de la documentation après 30 minutes sans requête.`,
        },
        {
          kind: 'table',
          caption: 'Identifiants du bac à sable',
          columns: ['En-tête', 'Valeur de test'],
          rows: [
            ['`x-api-key`', `\`${SANDBOX_CREDENTIALS.apiKey}\``],
            ['`X-API-TOKEN`', `\`${SANDBOX_CREDENTIALS.apiToken}\``],
            ['`Authorization`', `\`Bearer ${SANDBOX_CREDENTIALS.jwt}\``],
          ],
        },
        {
          kind: 'paragraph',
          text: `Les [notifications](${docsPath('notifications')}) de ces identifiants sont signées avec le secret public \`${SANDBOX_CREDENTIALS.webhookSecret}\` ; une opération en attente se confirme ou échoue par une [action du bac à sable](${docsPath('notifications')}#actions-du-bac-a-sable).`,
        },
        {
          kind: 'paragraph',
          text: 'Pour des données à vous seul, créez votre bac à sable : il a ses propres identifiants et son secret de notifications, ses données sont gardées par le serveur (elles survivent à ses redémarrages et sont les mêmes sur toutes ses instances), et `POST /api/v1/sandbox/reset` le remet à son état de départ. Le formulaire ci-dessous fonctionne aussi sans JavaScript ; l’appel `POST /api/v1/sandboxes`, sans identifiants, fait de même. Au plus 5 créations par heure depuis une même adresse ; chaque bac à sable garde ses 200 dernières opérations de chaque sorte, et celui qui ne change pas pendant 30 jours est supprimé.',
        },
        { kind: 'widget', name: 'sandboxSignup' },
        {
          kind: 'paragraph',
          text: `Le solde de départ est de ${amount(startBalance.availableBalance, startBalance.currency)}. Les numéros de test ci-dessous choisissent l’issue d’un paiement ou d’un versement ; dans les autres pays, ce sont les 7 derniers chiffres qui comptent (par exemple \`${testPhoneNumber('CI', 'rejected')}\`, refusé en Côte d’Ivoire).`,
        },
        {
          kind: 'table',
          caption: 'Numéros de test au Sénégal (indicatif 221)',
          columns: ['Numéro', 'Résultat'],
          rows: testOutcomes.map((outcome) => [
            `\`${TEST_PHONE_NUMBERS[outcome]}\``,
            testPhoneGuide[outcome].fr,
          ]),
        },
        {
          kind: 'paragraph',
          text: `Pour la carte bancaire, la carte \`${TEST_CARDS.success}\` est acceptée, la carte \`${TEST_CARDS.rejected}\` est refusée et la carte \`${TEST_CARDS.insufficientBalance}\` n’a pas assez de fonds.`,
        },
      ],
    },
    {
      id: 'avant-la-production',
      title: 'Avant de passer en production',
      blocks: [
        {
          kind: 'list',
          items: [
            'Remplacez les identifiants du bac à sable par les vôtres, lus depuis les variables d’environnement.',
            'Testez chaque issue : succès, refus, attente (puis confirmation ou échec), code OTP demandé, solde insuffisant, et la vérification de vos notifications.',
            'Envoyez une clé `Idempotency-Key` sur chaque appel qui déplace de l’argent, et réutilisez-la quand vous réessayez.',
            'Affichez à vos clients le message de l’API (`data.title`) quand un paiement est refusé.',
          ],
        },
      ],
    },
  ],
};
