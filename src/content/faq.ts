/** One question of the FAQ, shown on the home page accordion and on /faq. */
export interface FaqEntry {
  /** Stable slug: accordion value and anchor. */
  id: string;
  question: string;
  answer: string;
}

/** The five questions of spec 2.3 §8, in the order they are shown. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'moyens-de-paiement',
    question: 'Quels moyens de paiement mes clients peuvent-ils utiliser ?',
    answer:
      'Le mobile money (Wave, Orange Money, Moov Money, MTN MoMo ou Free Money selon le pays), les cartes bancaires Visa et Mastercard, le virement bancaire et plusieurs portefeuilles électroniques. Les moyens proposés dépendent du pays de votre client : la liste à jour est renvoyée par l’API et affichée automatiquement sur la page de paiement.',
  },
  {
    id: 'integration',
    question: 'Comment intégrer Yonnee à mon site ou à mon application ?',
    answer:
      'Vous avez le choix : l’API REST pour garder la main sur tout le parcours, le widget à insérer dans votre page, la page de paiement hébergée par Yonnee qui ne demande aucun développement, ou un plugin pour WordPress, WooCommerce, Drupal ou Magento. Des SDK Flutter et Android existent pour les applications mobiles. Sans site web, un lien de paiement partagé par SMS, e-mail ou sur les réseaux sociaux suffit.',
  },
  {
    id: 'frais',
    question: 'Combien coûte Yonnee ?',
    answer:
      'Les comptes standards n’ont aucun abonnement mensuel : vous payez seulement une petite commission sur chaque paiement reçu. Son taux dépend du moyen de paiement et du pays ; il est détaillé sur la page Tarifs et dans votre espace marchand avant toute transaction.',
  },
  {
    id: 'incidents-et-litiges',
    question: 'Que faire en cas de problème technique ou de litige sur un paiement ?',
    answer:
      'Chaque transaction a un identifiant et un statut consultables dans votre tableau de bord et par l’API. Si un paiement reste en attente ou si un client conteste une opération, écrivez au support en indiquant cet identifiant : l’équipe répond sous 24 h, du lundi au vendredi de 8 h à 18 h et le samedi de 8 h à 12 h, et suit le dossier avec l’opérateur concerné jusqu’à sa résolution.',
  },
  {
    id: 'securite-et-conformite',
    question: 'Comment mes données et celles de mes clients sont-elles protégées ?',
    answer:
      'Tous les échanges passent par une connexion HTTPS chiffrée, et chaque appel à l’API est authentifié par une clé, un jeton et un JWT remis après la validation de votre compte marchand. Les paiements par carte transitent par une infrastructure conforme à la norme PCI DSS et sont soumis à des contrôles anti-fraude. Gardez ces identifiants sur votre serveur : ils ne doivent jamais figurer dans le code d’une page web ou d’une application mobile.',
  },
];
