import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** A point of the pricing explanation. */
export interface PricingPoint {
  icon: Glyph;
  title: string;
  text: string;
}

/**
 * The only fee figures the product shows are the samples of its API
 * documentation (a pay-in of 100 yields 98, a payout of 200 costs 204).
 * The simulator reuses that rate and says everywhere that it is an example.
 */
export const exampleFeeRate = 0.02;

const examplePercent = `${exampleFeeRate * 100}\u00a0%`;

/** Copy of the /tarif page. */
export const pricing = {
  title: 'Des tarifs simples, sans abonnement',
  lead: 'Les comptes standard n’ont pas d’abonnement mensuel\u00a0: Yonnee se rémunère par une petite commission sur chaque paiement.',
  plans: {
    title: 'Nos offres',
    standard: {
      name: 'Compte standard',
      price: 'Sans abonnement mensuel',
      summary: 'Une commission sur chaque paiement, rien d’autre à prévoir chaque mois.',
      features: [
        'Encaissements par mobile money, carte, virement et portefeuille électronique',
        'Liens de paiement, collecte, paiement de masse et versements',
        'API, widget, page hébergée, plugins et SDK mobiles',
        'Tableau de bord marchand',
        'Support par téléphone et par e-mail, réponse sous 24\u00a0h',
      ],
      action: 'Créer un compte',
    },
    custom: {
      name: 'Offre sur mesure',
      price: 'Selon vos volumes',
      summary:
        'Vous traitez des volumes importants ou avez des besoins particuliers\u00a0? Construisons ensemble une offre adaptée.',
      features: [
        'Conditions adaptées à vos volumes',
        'Accompagnement à l’intégration',
        'Interlocuteur dédié',
      ],
      action: 'Contactez-nous',
    },
  },
  howItWorks: {
    title: 'Comment la commission s’applique',
    items: [
      {
        icon: glyphs.wallet,
        title: 'Sur un encaissement',
        text: 'La commission est déduite du montant payé par votre client\u00a0: vous recevez le montant net sur votre solde.',
      },
      {
        icon: glyphs.send,
        title: 'Sur un versement ou un paiement de masse',
        text: 'La commission s’ajoute au montant envoyé\u00a0: votre bénéficiaire reçoit la somme prévue, votre solde est débité du total.',
      },
      {
        icon: glyphs.info,
        title: 'Votre taux',
        text: 'Le taux applicable à votre compte vous est communiqué à l’ouverture de votre compte marchand et reste consultable dans votre espace.',
      },
    ] satisfies PricingPoint[],
  },
  questions: {
    title: 'D’autres questions sur les tarifs\u00a0?',
    text: 'Consultez la foire aux questions ou écrivez-nous\u00a0: nous répondons sous 24\u00a0h.',
    faq: 'Voir la FAQ',
    contact: 'Contactez-nous',
  },
} as const;

/** Copy of the fee simulator. */
export const feeSimulator = {
  title: 'Simulateur de frais',
  badge: 'Exemple',
  disclaimer: `Simulation indicative, calculée avec un taux d’exemple de ${examplePercent}. Ce n’est pas un tarif contractuel\u00a0: le taux applicable à votre compte vous est communiqué à l’ouverture de votre compte marchand.`,
  directionLegend: 'Type d’opération',
  directions: {
    payIn: {
      label: 'Encaissement',
      hint: 'Un client vous paie',
      resultLabel: 'Vous recevez (exemple)',
      sentence: (amount: string, result: string) =>
        `Exemple\u00a0: pour un paiement de ${amount}, vous recevriez ${result}.`,
    },
    payout: {
      label: 'Versement ou paiement de masse',
      hint: 'Vous payez un bénéficiaire',
      resultLabel: 'Débité de votre solde (exemple)',
      sentence: (amount: string, result: string) =>
        `Exemple\u00a0: pour un versement de ${amount}, votre solde serait débité de ${result}.`,
    },
  },
  amountLabel: 'Montant en francs CFA (XOF)',
  amountInvalid: 'Saisissez un montant entier en francs CFA, par exemple 10 000.',
  amountLabelShort: 'Montant de l’opération',
  feeLabel: `Commission d’exemple (${examplePercent})`,
  defaultAmount: '10 000',
} as const;
