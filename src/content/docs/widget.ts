import { docsPath } from '../../paths/paths';
import { paymentPageUrl } from './paymentPageUrl';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from './types';
import { iframe, outcomeListenerOf } from './widgetSamples';
import * as glyphs from '../../kit/Icon/glyphs';

const createLink = `[${endpointDocs.createPaymentLink.title}](${docsPath('api')}#${endpointDocs.createPaymentLink.anchor})`;

export const widget: DocPageContent = {
  page: 'widget',
  lead: 'Le widget affiche la page de paiement Yonnee dans une iframe de votre site. Vos clients paient sans quitter votre page, et vous n’avez aucun écran de paiement à construire ni à maintenir.',
  sections: [
    {
      // The spec's anchor, kept as it is.
      id: 'intégrationWidget',
      title: 'Intégration par widget',
      blocks: [
        {
          kind: 'paragraph',
          text: `Chaque lien de paiement a sa page, à l’adresse \`${paymentPageUrl}\`. Le widget n’est rien d’autre que cette page dans une iframe : créez le lien depuis votre serveur, puis placez l’iframe là où le client doit payer.`,
        },
        {
          kind: 'code',
          sample: {
            language: 'html',
            label: 'HTML',
            copyContext: 'le code de l’iframe',
            code: iframe,
          },
        },
        {
          kind: 'paragraph',
          text: 'Remplacez `{token}` par le `token` renvoyé à la création du lien. Donnez à l’iframe un `title` : c’est ce que les lecteurs d’écran annoncent.',
        },
      ],
    },
    {
      id: 'resultat-du-paiement',
      title: 'Le résultat dans votre page',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Quand le paiement aboutit, est refusé ou reste en attente de l’opérateur, la page prévient la page qui l’affiche avec `postMessage`, envoyé à l’origine de votre site seulement : celle du paramètre `origin` de l’adresse de l’iframe (`?origin=https://votre-site.com`), sinon celle de la page qui l’affiche. Aucune autre fenêtre ne reçoit le message.',
        },
        {
          kind: 'code',
          sample: {
            language: 'javascript',
            label: 'JavaScript',
            copyContext: 'l’écoute du résultat',
            code: outcomeListenerOf('fr'),
          },
        },
        {
          kind: 'definitions',
          items: [
            { term: '`type`', description: 'Toujours `yonnee:payment-outcome`.' },
            { term: '`token`', description: 'Le `token` du lien payé.' },
            {
              term: '`status`',
              description:
                '`SUCCESS` (payé), `REJECTED` (refusé : le client peut réessayer dans la page) ou `PENDING` (l’opérateur n’a pas confirmé à temps ; le résultat final arrive sur votre URL `ipn`).',
            },
            {
              term: '`transactionId`',
              description: 'L’identifiant de la transaction, quand elle existe.',
            },
            { term: '`amount`, `currency`', description: 'Le montant et la devise du lien.' },
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Le message informe, il ne prouve rien',
          text: `Une autre page peut imiter ce message. Avant de livrer, confirmez le paiement côté serveur : notification \`ipn\` ou [statut de la transaction](${docsPath('api')}#${endpointDocs.getTransactionStatus.anchor}).`,
        },
        { kind: 'widget', name: 'checkoutDemo', mode: 'embed' },
      ],
    },
    {
      id: 'fonctionnalites',
      title: 'Fonctionnalités',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.smartphone,
              title: 'Tous les moyens de paiement du pays',
              text: 'Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money… la page propose les opérateurs du pays du lien.',
            },
            {
              icon: glyphs.info,
              title: 'Les instructions de chaque opérateur',
              text: 'Quand un opérateur demande un code, la page affiche comment l’obtenir, en français.',
            },
            {
              icon: glyphs.lock,
              title: 'Aucune donnée sensible chez vous',
              text: 'Numéros de téléphone et codes de confirmation sont saisis dans la page Yonnee : votre site ne les voit jamais.',
            },
            {
              icon: glyphs.zap,
              title: 'Mises à jour sans effort',
              text: 'Nouveaux opérateurs et améliorations arrivent dans l’iframe sans changer votre code.',
            },
          ],
        },
      ],
    },
    {
      id: 'cas-d-usage',
      title: 'Cas d’usage',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Boutique en ligne sur mesure** : la page de commande garde votre panier à gauche et le paiement à droite.',
            '**Réservation et billetterie** : le client choisit sa place puis paie dans la même page.',
            '**Inscription payante** (école, association, événement) : le formulaire d’inscription se termine par le paiement.',
            '**Application web monopage** : l’iframe s’ouvre dans une fenêtre modale au moment de payer.',
          ],
        },
      ],
    },
    {
      id: 'procedure',
      title: 'Procédure d’intégration',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Créez le lien depuis votre serveur',
              text: `Appelez ${createLink} avec le montant, le pays, la devise et le produit. Gardez le \`token\` avec la commande.`,
            },
            {
              title: 'Insérez l’iframe',
              text: 'Placez le code ci-dessus dans votre page, avec le `token` du lien à la place de `{token}`.',
            },
            {
              title: 'Suivez le paiement',
              text: `Votre URL \`ipn\` est notifiée du résultat ; vous pouvez aussi consulter les [encaissements](${docsPath('api')}#${endpointDocs.listTransactions.anchor}).`,
            },
            {
              title: 'Testez dans le bac à sable',
              text: `Créez un lien avec les identifiants du [bac à sable](${docsPath('prerequis')}#bac-a-sable) et payez-le avec un numéro de test pour voir chaque issue.`,
            },
          ],
        },
      ],
    },
  ],
};
