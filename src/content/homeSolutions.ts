import { paths } from '../paths/paths';
import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** One card of section 3. */
export interface Solution {
  id: string;
  icon: Glyph;
  title: string;
  text: string;
  href: string;
}

export interface SolutionsContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** Visible call to action under each card title; the card's link is named by its title. */
  more: string;
  items: readonly Solution[];
}

export const solutions: SolutionsContent = {
  eyebrow: 'Solutions',
  title: 'Encaisser, collecter, payer : une solution pour chaque usage',
  lead: 'Choisissez ce dont votre activité a besoin aujourd’hui, ajoutez le reste quand elle grandit.',
  more: 'Découvrir',
  items: [
    {
      id: 'paiement-de-masse',
      icon: glyphs.users,
      title: 'Paiement de masse',
      text: 'Salaires, remboursements, fournisseurs : un seul envoi, et les fonds arrivent sur les comptes mobile money en moins de 5 minutes.',
      href: paths.massPayment,
    },
    {
      id: 'liens-de-paiement',
      icon: glyphs.link,
      title: 'Liens de paiement',
      text: 'Un lien unique à partager par e-mail, SMS ou sur les réseaux sociaux. Aucune intégration technique.',
      href: paths.paymentLinks,
    },
    {
      id: 'collecte',
      icon: glyphs.wallet,
      title: 'Collecte',
      text: 'Cagnottes, cotisations, projets partagés : réunissez les paiements de plusieurs contributeurs.',
      href: paths.collect,
    },
    {
      id: 'cartes',
      icon: glyphs.card,
      title: 'Cartes virtuelles et physiques',
      text: 'Des cartes pour vos équipes, avec des plafonds et un contrôle des dépenses en temps réel.',
      href: paths.card,
    },
  ],
};
