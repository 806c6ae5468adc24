import type { DocsPage } from '../paths/paths';

/** One-paragraph summary of each documentation page (spec 2.5). */
export const docsSummaries: Record<DocsPage, string> = {
  presentation:
    'Yonnee centralise vos paiements (mobile money, cartes, virements), améliore l’expérience de vos clients et garantit la sécurité et la conformité de chaque transaction.',
  introduction:
    'Trois façons d’intégrer Yonnee — API directe, widget dans une iframe, page hébergée — plus des plugins pour les boutiques en ligne : comparez le contrôle, le délai d’intégration et la maintenance.',
  prerequis:
    'Un compte marchand actif, les identifiants reçus après validation (clé d’API, jeton d’API, JWT) et une connexion HTTPS sécurisée.',
  api: 'Le guide d’intégration de l’API REST marchand : encaissements mobile money et carte, liens de paiement, transactions, solde, moyens de paiement, versements et paiements de masse.',
  notifications:
    'Les notifications (IPN) : événements, contenu signé selon Standard Webhooks, vérification de la signature en curl, JavaScript, PHP et Python, calendrier des essais, actions et journal du bac à sable.',
  widget:
    'Intégrez la page de paiement d’un lien généré dans votre site avec une iframe : fonctionnalités, cas d’usage et procédure.',
  saas: 'La page de paiement hébergée : aucun développement, déploiement immédiat, conformité PCI-DSS, chiffrement et protection contre la fraude.',
  flutter:
    'Le SDK Flutter : installation avec dart pub add ou flutter pub add, import du package, Dart 3.5.1+ et Flutter 3.24.1+.',
  android:
    'Le SDK Android en 5 étapes : copier le fichier .aar, le placer dans libs, le déclarer, synchroniser, utiliser l’écran de paiement.',
  versement:
    'Les versements : effectuer un versement, ajouter un compte de versement, consulter vos versements.',
  mass: 'Le paiement de masse : payer des dizaines de bénéficiaires en un seul appel.',
  support:
    'Le support : du lundi au vendredi de 08h à 18h et le samedi de 08h à 12h, avec une réponse sous 24 h.',
  identitegraphique:
    'L’identité graphique : le logo Yonnee sur fond clair et sombre, à télécharger.',
  compatibilite:
    'Navigateurs pris en charge : dernières versions de Chrome, Firefox, Safari (iOS et macOS), Edge, Opera et navigateurs mobiles.',
  changelog: 'Le journal des modifications de l’API, des SDK et de la documentation.',
};
