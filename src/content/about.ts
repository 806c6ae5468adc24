import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** A titled card of the page. */
export interface AboutCard {
  icon: Glyph;
  title: string;
  text: string;
}

/** Copy of the "who we are" page (/contact). */
export const about = {
  title: 'Qui sommes-nous',
  lead: 'Yonnee est une plateforme d’agrégation de paiements née à Dakar. Nous aidons les commerçants, les entreprises, les marketplaces et les développeurs d’Afrique francophone à encaisser et à payer par mobile money, carte bancaire, virement et portefeuille électronique, avec une seule intégration.',
  mission: {
    title: 'Notre mission',
    paragraphs: [
      'En Afrique de l’Ouest et du Centre, chaque pays a ses opérateurs, ses portefeuilles électroniques et ses habitudes de paiement. Pour un marchand, se raccorder à chacun d’eux prend des mois de démarches et de développement.',
      'Yonnee les rassemble derrière une API, un tableau de bord et des outils sans code, comme les liens de paiement. Vous vous concentrez sur votre activité\u00a0; nous nous occupons de faire circuler l’argent, en sécurité.',
    ],
  },
  audience: {
    title: 'Pour qui nous travaillons',
    items: [
      {
        icon: glyphs.wallet,
        title: 'Commerçants et e-commerçants',
        text: 'Boutiques en ligne, vendeurs sur les réseaux sociaux, commerces de proximité\u00a0: encaissez par mobile money et par carte.',
      },
      {
        icon: glyphs.users,
        title: 'Entreprises et marketplaces',
        text: 'Payez salaires, fournisseurs et vendeurs en un envoi, et équipez vos équipes de cartes.',
      },
      {
        icon: glyphs.code,
        title: 'Développeurs',
        text: 'Une API documentée en français, un widget, une page hébergée, des plugins et des SDK Flutter et Android.',
      },
      {
        icon: glyphs.smartphone,
        title: 'Associations et particuliers',
        text: 'Collectes, cotisations et projets partagés, sans site web ni intégration technique.',
      },
    ] satisfies AboutCard[],
  },
  values: {
    title: 'Ce qui nous guide',
    items: [
      {
        icon: glyphs.zap,
        title: 'Simplicité',
        text: 'Un lien de paiement se crée en quelques clics\u00a0; une intégration se fait avec une documentation claire, des SDK et des plugins.',
      },
      {
        icon: glyphs.shield,
        title: 'Sécurité',
        text: 'Échanges chiffrés, identifiants d’API propres à chaque marchand, respect des exigences de l’industrie des cartes de paiement (PCI DSS).',
      },
      {
        icon: glyphs.phone,
        title: 'Proximité',
        text: 'Une équipe à Dakar, joignable par téléphone et par e-mail, qui répond à chaque message sous 24\u00a0h.',
      },
      {
        icon: glyphs.info,
        title: 'Transparence',
        text: 'Pas d’abonnement mensuel sur les comptes standard\u00a0: une commission par paiement, et rien de caché.',
      },
    ] satisfies AboutCard[],
  },
  countries: {
    title: 'Où nous opérons',
    text: 'Yonnee est présent dans plus de 15 pays, dont\u00a0:',
    list: [
      'Sénégal',
      'Côte d’Ivoire',
      'Mali',
      'Burkina Faso',
      'Bénin',
      'Togo',
      'Cameroun',
      'Guinée',
      'Niger',
    ],
  },
  cta: {
    title: 'Parlons de votre projet',
    text: 'Une question, un partenariat, un besoin particulier\u00a0? Notre équipe vous répond sous 24\u00a0h.',
    contact: 'Contactez-nous',
    register: 'Créer un compte',
  },
};
