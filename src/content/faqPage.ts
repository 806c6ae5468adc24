import { faqEntries, type FaqEntry } from './faq';

/** A titled group of questions on the /faq page. */
export interface FaqGroup {
  title: string;
  entries: readonly FaqEntry[];
}

const account: readonly FaqEntry[] = [
  {
    id: 'ouvrir-un-compte',
    question: 'Comment ouvrir un compte marchand\u00a0?',
    answer:
      'Créez votre compte en ligne sur le portail marchand, puis transmettez les informations sur votre activité et les pièces justificatives demandées. Une fois votre compte validé, vous recevez votre clé d’API, votre jeton d’API et votre JWT, et pouvez encaisser vos premiers paiements.',
  },
  {
    id: 'pour-qui',
    question: 'Qui peut utiliser Yonnee\u00a0?',
    answer:
      'Les commerçants, les boutiques en ligne, les entreprises, les marketplaces, les associations et les particuliers qui vendent ou collectent de l’argent. Les pièces demandées à l’ouverture du compte dépendent de votre statut\u00a0: notre équipe vous indique lesquelles fournir.',
  },
  {
    id: 'pays',
    question: 'Dans quels pays Yonnee est-il disponible\u00a0?',
    answer:
      'Dans plus de 15 pays, principalement en Afrique de l’Ouest et du Centre francophone\u00a0: Sénégal, Côte d’Ivoire, Mali, Burkina Faso, Bénin, Togo, Cameroun, Guinée, Niger… La collecte couvre plus de 10 pays. Les moyens de paiement disponibles dans chaque pays sont renvoyés par l’API.',
  },
  {
    id: 'devises',
    question: 'Quelles devises sont prises en charge\u00a0?',
    answer:
      'Yonnee gère 5 devises, dont le franc CFA d’Afrique de l’Ouest (XOF). La devise de chaque moyen de paiement figure dans la liste renvoyée par l’API.',
  },
];

const products: readonly FaqEntry[] = [
  {
    id: 'sans-site-web',
    question: 'Puis-je encaisser sans site web\u00a0?',
    answer:
      'Oui. Créez un lien de paiement depuis votre espace marchand et partagez-le par e-mail, par SMS ou sur les réseaux sociaux. Votre client paie sur une page sécurisée hébergée par Yonnee, sans aucune intégration technique de votre côté.',
  },
  {
    id: 'lien-ou-collecte',
    question: 'Quelle différence entre un lien de paiement et une collecte\u00a0?',
    answer:
      'Un lien de paiement sert à encaisser une vente auprès d’un client. Une collecte réunit les contributions de plusieurs personnes pour un même objet\u00a0: cagnotte, cotisation, abonnement ou projet partagé.',
  },
  {
    id: 'delai-paiement-de-masse',
    question: 'En combien de temps mes bénéficiaires reçoivent-ils un paiement de masse\u00a0?',
    answer:
      'En moins de 5 minutes sur leur compte mobile money. Chaque versement a son propre statut, que vous suivez dans votre tableau de bord ou par l’API.',
  },
  {
    id: 'cartes',
    question: 'À quoi servent les cartes Yonnee\u00a0?',
    answer:
      'Ce sont des cartes de paiement virtuelles ou physiques pour vos collaborateurs. Vous fixez un plafond par carte, suivez chaque dépense en temps réel et pouvez bloquer une carte à tout moment.',
  },
];

const developers: readonly FaqEntry[] = [
  {
    id: 'plugins-et-sdk',
    question: 'Quelles plateformes et quels langages sont pris en charge\u00a0?',
    answer:
      'Des plugins existent pour WordPress, WooCommerce, Drupal, Magento et d’autres plateformes courantes. Pour une application mobile, utilisez le SDK Flutter (package Dart) ou le SDK Android (bibliothèque .aar pour Kotlin Jetpack Compose). Tout autre langage peut appeler l’API REST en HTTPS.',
  },
  {
    id: 'notification',
    question: 'Comment savoir qu’un paiement a réussi\u00a0?',
    answer:
      'Indiquez une URL de notification (IPN) en créant le paiement\u00a0: Yonnee y envoie le statut de la transaction. Vous pouvez aussi consulter à tout moment le statut d’une transaction par l’API, avec son identifiant.',
  },
  {
    id: 'navigateurs',
    question: 'Sur quels navigateurs la page de paiement fonctionne-t-elle\u00a0?',
    answer:
      'Sur les dernières versions de Chrome, Firefox, Safari (iOS et macOS), Edge et Opera, ainsi que sur les navigateurs mobiles.',
  },
];

/** Copy of the /faq page: the home page's five questions first, then the rest by theme. */
export const faqPage = {
  title: 'Questions fréquentes',
  lead: 'Moyens de paiement, intégration, frais, sécurité\u00a0: les réponses aux questions que nous posent le plus souvent marchands et développeurs.',
  groups: [
    { title: 'L’essentiel', entries: faqEntries },
    { title: 'Votre compte marchand', entries: account },
    { title: 'Nos solutions', entries: products },
    { title: 'Développeurs', entries: developers },
  ] satisfies FaqGroup[],
  cta: {
    title: 'Vous ne trouvez pas votre réponse\u00a0?',
    text: 'Écrivez-nous\u00a0: notre équipe vous répond sous 24\u00a0h, du lundi au vendredi de 08h à 18h et le samedi de 08h à 12h.',
    contact: 'Contactez-nous',
    docs: 'Lire la documentation',
  },
} as const;
