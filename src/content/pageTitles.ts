import type { DocsPage } from '../paths/paths';

const suffix = ' · Yonnee';

/** Distinct French titles for every page, shown in the tab and read first by screen readers. */
export const pageTitles = {
  home: 'Yonnee · Paiements mobile money, carte et virement en Afrique francophone',
  collect: 'Collecte de paiements' + suffix,
  paymentLinks: 'Liens de paiement' + suffix,
  massPayment: 'Paiement de masse' + suffix,
  paymentPage: 'Paiement sécurisé' + suffix,
  transfer: 'Transfert d’argent' + suffix,
  card: 'Cartes virtuelles et physiques' + suffix,
  about: 'Qui sommes-nous' + suffix,
  contactUs: 'Contactez-nous' + suffix,
  pricingFr: 'Tarifs' + suffix,
  faq: 'Questions fréquentes' + suffix,
  termsOfSale: 'Conditions générales de vente' + suffix,
  legalNotice: 'Mentions légales' + suffix,
  generalTerms: 'Conditions générales d’utilisation' + suffix,
  pricing: 'Pricing' + suffix,
  aboutUs: 'About' + suffix,
  vps: 'VPS' + suffix,
  security: 'Sécurité et conformité' + suffix,
  hosting: 'Hébergement' + suffix,
  backup: 'Sauvegarde' + suffix,
  devops: 'DevOps' + suffix,
  development: 'Développement' + suffix,
  signIn: 'Connexion' + suffix,
  signIn2: 'Connexion' + suffix,
  signUp: 'Inscription marchand' + suffix,
  otp: 'Vérification en deux étapes' + suffix,
  forgotPassword: 'Mot de passe oublié' + suffix,
  unsubscribe: 'Désinscription de la lettre' + suffix,
  terms: 'Conditions d’utilisation' + suffix,
  privacy: 'Politique de confidentialité' + suffix,
  unauthorized: 'Accès non autorisé (401)' + suffix,
  forbidden: 'Accès interdit (403)' + suffix,
  notFound: 'Page introuvable (404)' + suffix,
  serverError: 'Erreur du serveur (500)' + suffix,
  unavailable: 'Service indisponible (503)' + suffix,
} as const;

export const defaultDescription =
  'Yonnee : encaissez et versez par mobile money (Wave, Orange Money, Moov Money), carte et virement dans plus de 10 pays d’Afrique francophone.';

/** Meta descriptions of the pages search engines should present well. */
export const pageDescriptions: Partial<Record<keyof typeof pageTitles, string>> = {
  home: defaultDescription,
  collect:
    'Collectez les contributions de plusieurs payeurs par mobile money et carte : cagnottes, cotisations, projets partagés.',
  paymentLinks:
    'Créez un lien de paiement unique et partagez-le par e-mail, SMS ou réseaux sociaux, sans intégration technique.',
  massPayment:
    'Payez salaires, remboursements et fournisseurs en un envoi vers les comptes mobile money, en moins de 5 minutes.',
  transfer:
    'Envoyez de l’argent et effectuez des versements vers les portefeuilles mobile money d’Afrique francophone.',
  card: 'Cartes virtuelles ou physiques pour vos équipes, avec contrôle des dépenses en temps réel.',
  about:
    'Qui est Yonnee : notre mission, notre équipe et nos engagements pour le paiement en Afrique francophone.',
  contactUs:
    'Contactez l’équipe Yonnee : réponse sous 24 h, du lundi au vendredi de 08h à 18h et le samedi de 08h à 12h.',
  pricingFr:
    'Pas d’abonnement mensuel sur les comptes standard : une petite commission par paiement.',
  faq: 'Les réponses aux questions fréquentes : moyens de paiement, intégration, frais, litiges, sécurité.',
  security:
    'Conformité PCI-DSS, chiffrement, protection contre la fraude : comment Yonnee protège chaque paiement.',
  signIn: 'Connectez-vous à votre espace Yonnee.',
};

export const docsTitles: Record<DocsPage, string> = {
  presentation: 'Présentation',
  introduction: 'Introduction aux modes d’intégration',
  prerequis: 'Prérequis',
  api: 'Intégration par API',
  notifications: 'Notifications (IPN)',
  widget: 'Intégration par widget',
  saas: 'Page de paiement hébergée',
  flutter: 'SDK Flutter',
  android: 'SDK Android',
  versement: 'Versements',
  mass: 'Paiement de masse',
  support: 'Support',
  identitegraphique: 'Identité graphique',
  compatibilite: 'Compatibilité des navigateurs',
  changelog: 'Journal des modifications',
};

export const docsPageTitle = (page: DocsPage) => `${docsTitles[page]} · Documentation Yonnee`;
