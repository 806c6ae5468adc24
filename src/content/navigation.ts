import { docsPath, paths } from '../paths/paths';
import type { Glyph } from '../kit/Icon';
import { site } from './site';
import * as glyphs from '../kit/Icon/glyphs';

/** An entry of a header sub-menu (spec 3.2). */
export interface SubMenuItem {
  name: string;
  icon: Glyph;
  link: string;
  desc: string;
  /** Shown in the side panel of two-column menus while the entry is hovered or focused. */
  details: { text: string; link: string };
  /** Sub-heading the entry sits under (Développeurs menu). */
  group?: string;
}

export interface MenuItem {
  name: string;
  /** Direct link, for items without a sub-menu. */
  link?: string;
  gridCols?: 1 | 2;
  subMenu?: SubMenuItem[];
}

export const headerMenu: MenuItem[] = [
  {
    name: 'Solutions',
    gridCols: 2,
    subMenu: [
      {
        name: 'Paiement de masse',
        icon: glyphs.users,
        link: paths.massPayment,
        desc: 'Salaires, remboursements et fournisseurs payés en un envoi.',
        details: {
          text: 'Importez votre liste de bénéficiaires : les fonds arrivent sur leurs comptes mobile money en moins de 5 minutes.',
          link: paths.massPayment,
        },
      },
      {
        name: 'Liens de paiement',
        icon: glyphs.link,
        link: paths.paymentLinks,
        desc: 'Encaissez sans site web ni intégration technique.',
        details: {
          text: 'Créez un lien unique et partagez-le par e-mail, SMS ou réseaux sociaux : vos clients paient en quelques secondes.',
          link: paths.paymentLinks,
        },
      },
      {
        name: 'Collecte',
        icon: glyphs.wallet,
        link: paths.collect,
        desc: 'Cagnottes, cotisations et projets partagés.',
        details: {
          text: 'Réunissez les contributions de plusieurs payeurs dans plus de 10 pays d’Afrique francophone.',
          link: paths.collect,
        },
      },
      {
        name: 'Cartes',
        icon: glyphs.card,
        link: paths.card,
        desc: 'Cartes virtuelles ou physiques pour vos équipes.',
        details: {
          text: 'Fixez des plafonds, suivez chaque dépense en temps réel et bloquez une carte en un clic.',
          link: paths.card,
        },
      },
    ],
  },
  {
    name: 'Développeurs',
    gridCols: 2,
    subMenu: [
      {
        group: 'Get started',
        name: 'Présentation',
        icon: glyphs.info,
        link: docsPath('presentation'),
        desc: 'Objectifs et fonctionnalités clés de la plateforme.',
        details: {
          text: 'Découvrez ce que Yonnee centralise pour vous : paiements entrants, sortants et sécurité.',
          link: docsPath('presentation'),
        },
      },
      {
        group: 'Get started',
        name: 'Prérequis',
        icon: glyphs.lock,
        link: docsPath('prerequis'),
        desc: 'Compte marchand, identifiants et connexion HTTPS.',
        details: {
          text: 'Après validation de votre compte marchand, vous recevez une clé d’API, un jeton d’API et un JWT.',
          link: docsPath('prerequis'),
        },
      },
      {
        group: 'Get started',
        name: 'API REST',
        icon: glyphs.code,
        link: docsPath('api'),
        desc: 'Guide d’intégration et référence des 12 appels.',
        details: {
          text: 'Encaissements, versements, liens de paiement et soldes : chaque appel avec ses exemples.',
          link: docsPath('api'),
        },
      },
      {
        group: 'Programs',
        name: 'Widget',
        icon: glyphs.monitor,
        link: docsPath('widget'),
        desc: 'Le paiement dans votre page, par iframe.',
        details: {
          text: 'Intégrez la page de paiement dans votre site avec quelques lignes de HTML.',
          link: docsPath('widget'),
        },
      },
      {
        group: 'Programs',
        name: 'Page hébergée',
        icon: glyphs.globe,
        link: docsPath('saas'),
        desc: 'Aucun développement, conforme PCI-DSS.',
        details: {
          text: 'Générez un lien de paiement et placez-le derrière un bouton : nous gérons le reste.',
          link: docsPath('saas'),
        },
      },
      {
        group: 'Programs',
        name: 'SDK Flutter et Android',
        icon: glyphs.smartphone,
        link: docsPath('flutter'),
        desc: 'Le paiement dans vos applications mobiles.',
        details: {
          text: 'Un package Dart pour Flutter et une bibliothèque .aar pour Kotlin Jetpack Compose.',
          link: docsPath('flutter'),
        },
      },
      {
        group: 'Recent',
        name: 'Nouveautés',
        icon: glyphs.zap,
        link: docsPath('changelog'),
        desc: 'Le journal des modifications de l’API et des SDK.',
        details: {
          text: 'Suivez les évolutions de la plateforme, mois après mois.',
          link: docsPath('changelog'),
        },
      },
    ],
  },
  {
    name: 'Ressources',
    gridCols: 1,
    subMenu: [
      {
        name: 'À propos',
        icon: glyphs.users,
        link: paths.about,
        desc: 'Qui nous sommes et pourquoi Yonnee existe.',
        details: {
          text: 'Notre mission : rendre le paiement simple partout en Afrique francophone.',
          link: paths.about,
        },
      },
      {
        name: 'Contact',
        icon: glyphs.mail,
        link: paths.contactUs,
        desc: 'Écrivez-nous : réponse sous 24 h.',
        details: {
          text: 'Du lundi au vendredi de 08h à 18h, le samedi de 08h à 12h.',
          link: paths.contactUs,
        },
      },
    ],
  },
  { name: 'Tarifs', link: paths.pricingFr },
  { name: 'FAQ', link: paths.faq },
];

export const headerActions = {
  signIn: { label: 'Se connecter', href: site.merchantLoginUrl },
  register: { label: 'Démarrer', href: site.merchantRegisterUrl },
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNav: 'Navigation principale',
  home: 'Yonnee, accueil',
} as const;

export interface FooterLink {
  name: string;
  /** Absent for entries the spec lists without a link. */
  link?: string;
  external?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Solutions',
    links: [
      { name: 'Paiement de masse', link: paths.massPayment },
      { name: 'Liens de paiement', link: paths.paymentLinks },
      { name: 'Collecte', link: paths.collect },
      { name: 'Transfert d’argent', link: paths.transfer },
      { name: 'Cartes', link: paths.card },
    ],
  },
  {
    title: 'Développeurs',
    links: [{ name: 'Documentation', link: docsPath('presentation') }, { name: 'Intégrations' }],
  },
  {
    title: 'Entreprise',
    links: [
      { name: 'Qui sommes-nous', link: paths.about },
      { name: 'Contactez-nous', link: paths.contactUs },
      { name: 'Tarifs', link: paths.pricingFr },
      { name: 'FAQ', link: paths.faq },
      { name: 'Sécurité', link: paths.security },
      { name: 'Conditions générales de vente', link: paths.termsOfSale },
      { name: 'Mentions légales', link: paths.legalNotice },
      { name: 'Conditions générales', link: paths.generalTerms },
    ],
  },
];

export const socialLinks = [
  { name: 'Blog', href: 'https://blog.yonnee.com' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/yonnee' },
  { name: 'Facebook', href: 'https://www.facebook.com/yonnee' },
  { name: 'X', href: 'https://x.com/yonnee' },
] as const;
