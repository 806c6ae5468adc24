import { docsPath } from '../../paths/paths';
import type { DocPageContent } from './types';
import * as glyphs from '../../kit/Icon/glyphs';

export const presentation: DocPageContent = {
  page: 'presentation',
  lead: 'Yonnee est une plateforme d’agrégation de paiements pour l’Afrique francophone : une seule intégration pour encaisser par mobile money, carte bancaire, virement et portefeuilles électroniques, et pour verser de l’argent à vos clients, fournisseurs et salariés.',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Au Sénégal, en Côte d’Ivoire, au Mali, au Burkina Faso, au Bénin, au Togo, au Cameroun, en Guinée ou au Niger, vos clients paient avec Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money ou leur carte bancaire. Chaque opérateur a son contrat, son API et ses règles : Yonnee les réunit derrière une API unique, en francs CFA (XOF, XAF) et en francs guinéens (GNF).',
        },
        {
          kind: 'paragraph',
          text: 'Cette documentation s’adresse aux développeurs et aux équipes techniques des marchands, des boutiques en ligne, des places de marché et des entreprises. Elle décrit les modes d’intégration, chaque appel de l’API marchand avec des exemples à copier, les SDK mobiles et les paiements sortants.',
        },
      ],
    },
    {
      id: 'objectifs',
      title: 'Objectifs',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.wallet,
              title: 'Centraliser les paiements',
              text: 'Un seul compte marchand, un seul solde et un seul relevé pour tous les opérateurs et tous les pays : vos équipes ne jonglent plus entre plusieurs tableaux de bord.',
            },
            {
              icon: glyphs.smartphone,
              title: 'Améliorer l’expérience de vos clients',
              text: 'Vos clients paient avec le moyen qu’ils utilisent déjà, depuis un téléphone d’entrée de gamme comme depuis un ordinateur, avec des instructions claires pour chaque opérateur.',
            },
            {
              icon: glyphs.shield,
              title: 'Garantir la sécurité et la conformité',
              text: 'Chaque appel est authentifié par trois identifiants, les échanges sont chiffrés et la page de paiement hébergée respecte la norme PCI-DSS pour les cartes bancaires.',
            },
          ],
        },
      ],
    },
    {
      id: 'fonctionnalites-cles',
      title: 'Fonctionnalités clés',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Encaissements',
              description: `Mobile money et carte bancaire par l’[API](${docsPath('api')}), avec une demande de paiement envoyée sur le téléphone du client ou un code OTP qu’il génère lui-même.`,
            },
            {
              term: 'Liens de paiement',
              description: `Un lien unique à partager par e-mail, SMS ou réseaux sociaux, qui ouvre la [page de paiement hébergée](${docsPath('saas')}) : aucune intégration technique.`,
            },
            {
              term: 'Widget',
              description: `La page de paiement dans une iframe sur votre site, pour garder vos clients chez vous ([intégration par widget](${docsPath('widget')})).`,
            },
            {
              term: 'Versements',
              description: `Un [versement](${docsPath('versement')}) vers un compte mobile money : remboursement, commission, règlement d’un fournisseur.`,
            },
            {
              term: 'Paiement de masse',
              description: `Des dizaines de bénéficiaires payés en un seul appel ([paiement de masse](${docsPath('mass')})), salaires ou primes, crédités en moins de 5 minutes.`,
            },
            {
              term: 'SDK mobiles',
              description: `Un package Dart pour [Flutter](${docsPath('flutter')}) et une bibliothèque .aar pour [Android](${docsPath('android')}) avec Kotlin Jetpack Compose.`,
            },
            {
              term: 'Plugins',
              description:
                'WordPress, WooCommerce, Drupal, Magento et d’autres plateformes de boutique : le paiement Yonnee s’ajoute depuis l’administration de votre boutique.',
            },
          ],
        },
      ],
    },
    {
      id: 'pour-commencer',
      title: 'Pour commencer',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Comparez les [modes d’intégration](${docsPath('introduction')}) et choisissez celui qui correspond à votre équipe.`,
            `Vérifiez les [prérequis](${docsPath('prerequis')}) : compte marchand actif, identifiants, HTTPS.`,
            `Faites vos premiers appels dans le bac à sable avec le bouton **Essayer** de la [référence de l’API](${docsPath('api')}).`,
          ],
        },
      ],
    },
  ],
};
