/** Section 1 of the home page (spec 2.3). */
export interface HeroContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  startLabel: string;
  contactLabel: string;
  /** Short reassurances under the buttons. */
  highlights: readonly string[];
}

export const hero: HeroContent = {
  eyebrow: 'Paiements en Afrique francophone',
  title: 'Tous les paiements de vos clients, une seule plateforme',
  subtitle:
    'Mobile money, cartes bancaires et virements : Yonnee réunit les moyens de paiement de plus de 15 pays derrière une seule intégration, et un tableau de bord pour tout suivre.',
  startLabel: 'Démarrer',
  contactLabel: 'Contactez-nous',
  highlights: ['Sans abonnement mensuel', 'Une commission par paiement', 'Conforme PCI DSS'],
};
