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

/** The same summaries in English, for the pages under /en/documentation. */
export const docsSummariesEn: Record<DocsPage, string> = {
  presentation:
    'Yonnee brings your payments together (mobile money, cards, bank transfers), improves your customers’ experience and keeps every transaction secure and compliant.',
  introduction:
    'Three ways to integrate Yonnee — direct API, a widget in an iframe, a hosted page — plus plugins for online shops: compare control, integration time and maintenance.',
  prerequis:
    'An active merchant account, the credentials received after approval (API key, API token, JWT) and a secure HTTPS connection.',
  api: 'The integration guide of the merchant REST API: mobile money and card pay-ins, payment links, transactions, balance, payment methods, payouts and mass payouts.',
  notifications:
    'Notifications (IPN, webhooks): events, payload signed per Standard Webhooks, signature verification in curl, JavaScript, PHP and Python, retry schedule, sandbox actions and event log.',
  widget:
    'Embed the payment page of a generated link in your site with an iframe: features, use cases and steps.',
  saas: 'The hosted payment page: no development, immediate deployment, PCI-DSS compliance, encryption and fraud protection.',
  flutter:
    'The Flutter SDK: installation with dart pub add or flutter pub add, package import, Dart 3.5.1+ and Flutter 3.24.1+.',
  android:
    'The Android SDK in 5 steps: copy the .aar file, put it in libs, declare it, sync, use the payment screen.',
  versement: 'Payouts: make a payout, add a payout account, look up your payouts.',
  mass: 'Mass payouts: pay dozens of recipients in a single call.',
  support:
    'Support: Monday to Friday from 8 am to 6 pm and Saturday from 8 am to noon, with an answer within 24 hours.',
  identitegraphique: 'Brand assets: the Yonnee logo on light and dark backgrounds, to download.',
  compatibilite:
    'Supported browsers: latest versions of Chrome, Firefox, Safari (iOS and macOS), Edge, Opera and mobile browsers.',
  changelog: 'The changelog of the API, the SDKs and the documentation.',
};
