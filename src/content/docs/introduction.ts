import { docsPath } from '../../paths/paths';
import type { DocPageContent } from './types';

export const introduction: DocPageContent = {
  page: 'introduction',
  lead: 'Il existe quatre façons d’accepter les paiements Yonnee. Elles se distinguent par le contrôle qu’elles vous laissent, le temps qu’elles demandent et ce qu’il faudra maintenir ensuite.',
  sections: [
    {
      id: 'vue-d-ensemble',
      title: 'Vue d’ensemble',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'API directe',
              description: `Votre serveur appelle l’[API REST](${docsPath('api')}) et votre interface affiche chaque étape du paiement. Vous maîtrisez tout, y compris le code à maintenir.`,
            },
            {
              term: 'Widget',
              description: `La [page de paiement d’un lien](${docsPath('widget')}) s’affiche dans une iframe de votre site. Vous créez le lien par l’API, Yonnee gère la saisie et la confirmation.`,
            },
            {
              term: 'Page hébergée (SaaS)',
              description: `Vous redirigez le client vers la [page de paiement Yonnee](${docsPath('saas')}) : aucune ligne de code côté paiement, la conformité reste chez nous.`,
            },
            {
              term: 'Plugins',
              description:
                'Pour WordPress, WooCommerce, Drupal, Magento et d’autres plateformes : une extension à installer et à configurer avec vos identifiants.',
            },
          ],
        },
      ],
    },
    {
      id: 'comparaison',
      title: 'Comparaison des modes d’intégration',
      blocks: [
        {
          kind: 'integrationModes',
          caption: 'Les modes d’intégration comparés sur cinq critères',
          criteria: [
            'Complexité',
            'Personnalisation et contrôle',
            'Délai d’intégration',
            'Maintenance',
            'Compétences nécessaires',
          ],
          modes: [
            {
              name: 'API directe',
              href: docsPath('api'),
              values: [
                'Élevée',
                'Maximale : parcours, écrans et messages sont les vôtres',
                'Long : plusieurs jours à quelques semaines',
                'Assurée par vous',
                'Développement serveur, API REST, sécurité des identifiants',
              ],
            },
            {
              name: 'Widget (iframe)',
              href: docsPath('widget'),
              values: [
                'Moyenne',
                'Moyenne : votre page autour, la nôtre dans le cadre',
                'Moyen : quelques jours',
                'Partagée : Yonnee fait évoluer la page, vous gardez l’intégration de l’iframe',
                'HTML, un appel serveur pour créer le lien',
              ],
            },
            {
              name: 'Page hébergée (SaaS)',
              href: docsPath('saas'),
              values: [
                'Faible',
                'La plus limitée : logo et montant, la page est la nôtre',
                'Rapide : quelques heures',
                'Assurée par Yonnee',
                'Aucune compétence technique pour un lien, un peu de HTML pour un bouton',
              ],
            },
            {
              name: 'Plugins',
              href: '#plugins',
              values: [
                'Faible',
                'Réglages proposés par le plugin',
                'Rapide : installation et configuration',
                'Mises à jour du plugin à appliquer',
                'Administration de votre plateforme de boutique',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choisir',
      title: 'Quel mode choisir ?',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Vous vendez sur les réseaux sociaux ou par messagerie** : un lien de paiement de la page hébergée suffit, sans site ni développeur.',
            '**Vous avez une boutique WordPress, WooCommerce, Drupal ou Magento** : installez le plugin de votre plateforme.',
            '**Vous voulez garder le client sur votre site sans gérer les écrans de paiement** : le widget.',
            '**Vous construisez une application ou une place de marché avec son propre parcours** : l’API directe, et les SDK Flutter ou Android pour le mobile.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Vous pouvez combiner les modes',
          text: 'Tous les modes reposent sur le même compte marchand et le même solde. Beaucoup de marchands commencent par des liens de paiement, puis passent au widget ou à l’API sans rien perdre de leur historique.',
        },
      ],
    },
    {
      id: 'plugins',
      title: 'Plugins',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les plugins ajoutent Yonnee comme moyen de paiement au tunnel de commande de votre boutique. Ils demandent les trois identifiants reçus à la validation de votre compte marchand : clé d’API, jeton d’API et JWT.',
        },
        {
          kind: 'list',
          items: [
            'WordPress et WooCommerce',
            'Drupal',
            'Magento',
            'Autres plateformes : écrivez au support pour savoir si la vôtre est couverte.',
          ],
        },
      ],
    },
  ],
};
