import * as glyphs from '../kit/Icon/glyphs';
import type { Feature } from './homeFeature';

/** Section 2: the payment experience, told as the three steps a customer goes through. */
export interface PaymentExperienceContent {
  eyebrow: string;
  title: string;
  lead: string;
  stepsTitle: string;
  steps: readonly { id: string; title: string; text: string }[];
  features: readonly Feature[];
}

export const paymentExperience: PaymentExperienceContent = {
  eyebrow: 'Expérience de paiement',
  title: 'Un paiement fluide, pour vous comme pour vos clients',
  lead: 'Vos clients paient avec le moyen qu’ils utilisent déjà, sans créer de compte. Vous êtes notifié dès que l’argent arrive.',
  stepsTitle: 'Le parcours de votre client',
  steps: [
    {
      id: 'choix',
      title: 'Le client choisit son moyen de paiement',
      text: 'Wave, Orange Money, Moov Money, carte bancaire : seuls les moyens disponibles dans son pays lui sont proposés.',
    },
    {
      id: 'confirmation',
      title: 'Il confirme sur son téléphone',
      text: 'Code reçu par SMS ou validation dans l’application de son opérateur, en quelques secondes.',
    },
    {
      id: 'notification',
      title: 'Vous êtes payé et prévenu',
      text: 'Votre site reçoit une notification, le solde est à jour dans votre tableau de bord.',
    },
  ],
  features: [
    {
      id: 'local',
      icon: glyphs.wallet,
      title: 'Les moyens de paiement locaux',
      text: 'Mobile money, cartes, virement et portefeuilles électroniques derrière une seule API.',
    },
    {
      id: 'rapide',
      icon: glyphs.zap,
      title: 'Rapide sur tous les réseaux',
      text: 'Une page de paiement légère, pensée pour les téléphones et les connexions lentes.',
    },
    {
      id: 'securise',
      icon: glyphs.shield,
      title: 'Sécurisé de bout en bout',
      text: 'Échanges chiffrés, paiements par carte conformes PCI DSS et contrôles anti-fraude.',
    },
    {
      id: 'suivi',
      icon: glyphs.clock,
      title: 'Suivi en temps réel',
      text: 'Chaque transaction a un statut et un identifiant, consultables à tout moment.',
    },
  ],
};
