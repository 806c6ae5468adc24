import { docsPath, paths } from '../paths/paths';
import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** A short feature: icon, title and one or two sentences. */
export interface Feature {
  id: string;
  icon: Glyph;
  title: string;
  text: string;
}

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

/** A plugin or SDK shown as a neutral wordmark in section 4. */
export interface Plugin {
  id: string;
  name: string;
  /** What it is, read after the name. */
  kind: string;
}

export interface DeveloperPlatformContent {
  eyebrow: string;
  title: string;
  lead: string;
  features: readonly Feature[];
  pluginsTitle: string;
  plugins: readonly Plugin[];
  docsLabel: string;
  docsHref: string;
  compareLabel: string;
  compareHref: string;
}

export const developerPlatform: DeveloperPlatformContent = {
  eyebrow: 'Tableau de bord et API',
  title: 'Pilotez tout depuis un tableau de bord, intégrez en quelques lignes',
  lead: 'Suivez vos encaissements et vos versements au même endroit. Côté technique, une API REST documentée, des plugins et des SDK pour ne rien réécrire.',
  features: [
    {
      id: 'tableau-de-bord',
      icon: glyphs.monitor,
      title: 'Un tableau de bord clair',
      text: 'Solde disponible, transactions, versements et relevés exportables, mis à jour en temps réel.',
    },
    {
      id: 'api',
      icon: glyphs.code,
      title: 'Une API REST documentée',
      text: 'Mobile money, carte, liens de paiement et versements : chaque appel est décrit avec un exemple à copier.',
    },
    {
      id: 'plugins',
      icon: glyphs.smartphone,
      title: 'Des plugins et des SDK',
      text: 'Une boutique en ligne ou une application mobile ? Branchez Yonnee sans partir de zéro.',
    },
  ],
  pluginsTitle: 'Intégrations prêtes à l’emploi',
  plugins: [
    { id: 'wordpress', name: 'WordPress', kind: 'plugin' },
    { id: 'woocommerce', name: 'WooCommerce', kind: 'plugin' },
    { id: 'drupal', name: 'Drupal', kind: 'module' },
    { id: 'magento', name: 'Magento', kind: 'extension' },
    { id: 'flutter', name: 'Flutter', kind: 'SDK' },
    { id: 'android', name: 'Android', kind: 'SDK' },
  ],
  docsLabel: 'Lire la documentation',
  docsHref: docsPath('presentation'),
  compareLabel: 'Comparer les modes d’intégration',
  compareHref: docsPath('introduction'),
};

/** A customer's word (spec 3.2); the picture is an avatar drawn from the initials. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  message: string;
}

export interface TestimonialsContent {
  eyebrow: string;
  title: string;
  /** Accessible name of the carousel. */
  carouselLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** Announced politely after each move; `{n}` and `{total}` are replaced. */
  positionLabel: string;
  items: readonly Testimonial[];
}

export const testimonials: TestimonialsContent = {
  eyebrow: 'Témoignages',
  title: 'Ils encaissent avec Yonnee',
  carouselLabel: 'Témoignages de clients',
  previousLabel: 'Témoignage précédent',
  nextLabel: 'Témoignage suivant',
  positionLabel: 'Témoignage {n} sur {total}',
  items: [
    {
      id: 'awa-diop',
      name: 'Awa Diop',
      role: 'Fondatrice de Sunu Cosmétiques, Dakar',
      message:
        'Avant, mes clientes m’envoyaient une capture d’écran de leur transfert et je vérifiais tout à la main. Maintenant le lien de paiement part sur WhatsApp et la commande est confirmée dès que l’argent arrive.',
    },
    {
      id: 'yao-kouassi',
      name: 'Yao Kouassi',
      role: 'Directeur financier de Transports Ébène, Abidjan',
      message:
        'Nous payons plus de deux cents chauffeurs chaque fin de mois. Un seul fichier suffit désormais : chacun reçoit son salaire sur Orange Money ou Moov Money en quelques minutes, et nous gardons la trace de chaque versement.',
    },
    {
      id: 'mariam-traore',
      name: 'Mariam Traoré',
      role: 'Développeuse chez Faso Marché, Ouagadougou',
      message:
        'La documentation est claire et les exemples fonctionnent du premier coup. Nous avons ajouté le mobile money et la carte à notre application Flutter en une semaine, tests compris.',
    },
  ],
};

/** A brand in the partner strip, drawn as a neutral wordmark (never the brand's own logo). */
export interface Partner {
  id: string;
  name: string;
  kind: 'card' | 'mobileMoney';
}

export interface PartnersContent {
  title: string;
  lead: string;
  pauseLabel: string;
  playLabel: string;
  items: readonly Partner[];
}

export const partners: PartnersContent = {
  title: 'Les moyens de paiement de vos clients, réunis',
  lead: 'Réseaux de cartes et opérateurs de mobile money acceptés selon les pays.',
  pauseLabel: 'Mettre en pause le défilement',
  playLabel: 'Reprendre le défilement',
  items: [
    { id: 'visa', name: 'Visa', kind: 'card' },
    { id: 'mastercard', name: 'Mastercard', kind: 'card' },
    { id: 'wave', name: 'Wave', kind: 'mobileMoney' },
    { id: 'orange-money', name: 'Orange Money', kind: 'mobileMoney' },
    { id: 'moov-money', name: 'Moov Money', kind: 'mobileMoney' },
    { id: 'mtn-momo', name: 'MTN MoMo', kind: 'mobileMoney' },
    { id: 'free-money', name: 'Free Money', kind: 'mobileMoney' },
    { id: 'gim-uemoa', name: 'GIM-UEMOA', kind: 'card' },
  ],
};

/** A figure of section 7: `value` is shown, `spoken` is what assistive tech reads instead. */
export interface Stat {
  id: string;
  value: string;
  spoken: string;
  label: string;
}

export interface StatsCtaContent {
  title: string;
  lead: string;
  stats: readonly Stat[];
  badges: readonly { id: string; icon: Glyph; label: string }[];
  startLabel: string;
  pricingLabel: string;
  pricingHref: string;
}

// Narrow no-break spaces keep French thousands together at any width.
export const statsCta: StatsCtaContent = {
  title: 'Rejoignez les entreprises qui encaissent avec Yonnee',
  lead: 'Ouvrez votre compte marchand en ligne ; vos identifiants d’API vous sont remis dès sa validation.',
  stats: [
    { id: 'pays', value: '15+', spoken: 'Plus de 15', label: 'pays' },
    {
      id: 'transactions',
      value: '~76\u202f000',
      spoken: 'Environ 76\u202f000',
      label: 'transactions par mois',
    },
    {
      id: 'utilisateurs',
      value: '15\u202f000+',
      spoken: 'Plus de 15\u202f000',
      label: 'utilisateurs',
    },
    { id: 'devises', value: '5', spoken: '5', label: 'devises' },
  ],
  badges: [
    { id: 'pci', icon: glyphs.card, label: 'Conforme PCI DSS' },
    { id: 'https', icon: glyphs.lock, label: 'Échanges chiffrés HTTPS' },
    { id: 'fraude', icon: glyphs.shield, label: 'Contrôles anti-fraude' },
  ],
  startLabel: 'Démarrer',
  pricingLabel: 'Voir les tarifs',
  pricingHref: paths.pricingFr,
};

/** Section 8's heading; the questions themselves live in `faq.ts`. */
export const homeFaq = {
  eyebrow: 'Questions fréquentes',
  title: 'Vos questions, nos réponses',
  allLabel: 'Toutes les questions',
  allHref: paths.faq,
} as const;

/** Section 9. No network call: the spec shows none for the newsletter. */
export interface NewsletterContent {
  title: string;
  lead: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  emptyError: string;
  invalidError: string;
  successTitle: string;
  /** Toast description; `{email}` is replaced by the address. */
  successDescription: string;
  /** Said under the field once subscribed (new, again, or back after unsubscribing). */
  subscribed: Record<'new' | 'already' | 'renewed', string>;
  unsubscribeLabel: string;
  honeypot: string;
  privacyNote: string;
  privacyLabel: string;
}

export const newsletter: NewsletterContent = {
  title: 'Restez informé',
  lead: 'Nouveaux pays, nouveaux moyens de paiement et conseils pour vendre en ligne : une lettre par mois, désinscription en un clic.',
  label: 'Adresse email',
  placeholder: 'Votre adresse email',
  submitLabel: 'Souscrire',
  emptyError: 'Saisissez votre adresse email.',
  invalidError: 'Cette adresse email n’est pas valide. Exemple : awa.diop@exemple.sn',
  successTitle: 'Inscription enregistrée',
  successDescription: 'L’adresse {email} figure sur la liste de notre lettre mensuelle.',
  subscribed: {
    new: 'Inscription enregistrée : l’adresse {email} figure sur la liste de notre lettre mensuelle.',
    already: 'L’adresse {email} est déjà inscrite : rien à refaire.',
    renewed: 'L’adresse {email} est de nouveau inscrite.',
  },
  unsubscribeLabel: 'Se désinscrire',
  honeypot: 'Laissez ce champ vide',
  privacyNote: 'Votre adresse sert uniquement à l’envoi de cette lettre.',
  privacyLabel: 'Politique de confidentialité',
};
