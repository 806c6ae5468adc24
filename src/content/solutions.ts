import type { DocsPage } from '../paths/paths';
import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** One advantage of a solution, shown as a card. */
export interface SolutionBenefit {
  icon: Glyph;
  title: string;
  text: string;
}

/** One step of "how it works", in order. */
export interface SolutionStep {
  title: string;
  text: string;
}

/** Who uses the solution, and for what. */
export interface SolutionUseCase {
  title: string;
  text: string;
}

/** Everything a solution page says; the SolutionPage section lays it out. */
export interface SolutionContent {
  /** Short label above the page heading. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  /** Three key facts shown beside the heading. */
  highlights: readonly string[];
  benefitsTitle: string;
  benefits: readonly SolutionBenefit[];
  stepsTitle: string;
  steps: readonly SolutionStep[];
  useCasesTitle: string;
  useCases: readonly SolutionUseCase[];
  /** Developer documentation for this solution, when there is a page for it. */
  docs?: { text: string; label: string; page: DocsPage };
  cta: { title: string; text: string };
}

const collect: SolutionContent = {
  eyebrow: 'Collecte',
  title: 'Réunissez les contributions de tous vos participants, au même endroit',
  lead: 'Cagnottes, cotisations, abonnements ou projets partagés\u00a0: Yonnee rassemble les paiements de plusieurs contributeurs par mobile money, carte bancaire, virement ou portefeuille électronique, dans plus de 10 pays d’Afrique francophone.',
  highlights: [
    'Plus de 10 pays d’Afrique francophone',
    'Mobile money, carte, virement et portefeuilles électroniques',
    'Chaque contribution visible dans votre tableau de bord',
  ],
  benefitsTitle: 'Pourquoi collecter avec Yonnee',
  benefits: [
    {
      icon: glyphs.globe,
      title: 'Plus de 10 pays',
      text: 'Vos contributeurs paient depuis le Sénégal, la Côte d’Ivoire, le Mali, le Burkina Faso, le Bénin, le Togo, le Cameroun, la Guinée ou le Niger, chacun avec le moyen de paiement qu’il utilise déjà.',
    },
    {
      icon: glyphs.smartphone,
      title: 'Les moyens de paiement du quotidien',
      text: 'Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money, cartes bancaires et virement\u00a0: personne n’est laissé de côté.',
    },
    {
      icon: glyphs.users,
      title: 'Un suivi par contributeur',
      text: 'Chaque paiement arrive avec son montant, son statut et la référence du contributeur\u00a0: vous savez qui a participé, sans tableur à tenir.',
    },
    {
      icon: glyphs.shield,
      title: 'Des fonds protégés',
      text: 'Les paiements passent par une plateforme chiffrée, conforme aux exigences de sécurité de l’industrie des cartes de paiement (PCI DSS).',
    },
  ],
  stepsTitle: 'Comment fonctionne une collecte',
  steps: [
    {
      title: 'Créez la collecte',
      text: 'Depuis votre espace marchand, décrivez son objet et le montant attendu de chaque contributeur.',
    },
    {
      title: 'Partagez-la',
      text: 'Envoyez le lien par e-mail, SMS ou WhatsApp, publiez-le sur vos réseaux sociaux ou placez-le sur votre site.',
    },
    {
      title: 'Suivez les contributions',
      text: 'Chaque paiement apparaît dans votre tableau de bord avec son montant et son statut.',
    },
    {
      title: 'Disposez des fonds',
      text: 'Le montant collecté est crédité sur votre solde Yonnee, que vous pouvez reverser vers un compte mobile money.',
    },
  ],
  useCasesTitle: 'Ils collectent avec Yonnee',
  useCases: [
    {
      title: 'Associations et ONG',
      text: 'Dons ponctuels et campagnes de levée de fonds, auprès de la diaspora comme au pays.',
    },
    {
      title: 'Tontines et cotisations',
      text: 'Cotisations d’une tontine, d’une mutuelle ou d’une amicale, sans ramassage d’espèces.',
    },
    {
      title: 'Abonnements',
      text: 'Clubs de sport, écoles, espaces de coworking\u00a0: encaissez les frais réguliers de vos membres.',
    },
    {
      title: 'Projets partagés',
      text: 'Cadeau commun, voyage de groupe, mariage ou baptême\u00a0: chacun verse sa part en quelques instants.',
    },
  ],
  cta: {
    title: 'Lancez votre première collecte',
    text: 'Ouvrez votre compte marchand en ligne\u00a0: les comptes standard n’ont pas d’abonnement mensuel.',
  },
};

const paymentLinks: SolutionContent = {
  eyebrow: 'Liens de paiement',
  title: 'Encaissez avec un simple lien, sans intégration technique',
  lead: 'Créez un lien de paiement unique en quelques clics et partagez-le par e-mail, par SMS ou sur les réseaux sociaux. Votre client l’ouvre et paie par mobile money ou par carte sur une page sécurisée hébergée par Yonnee.',
  highlights: [
    'Aucune intégration technique',
    'Partage par e-mail, SMS et réseaux sociaux',
    'Page de paiement sécurisée hébergée par Yonnee',
  ],
  benefitsTitle: 'Un lien, et vous êtes payé',
  benefits: [
    {
      icon: glyphs.link,
      title: 'Aucune intégration',
      text: 'Ni site marchand ni développeur\u00a0: le lien suffit pour recevoir un paiement.',
    },
    {
      icon: glyphs.send,
      title: 'Partagé partout',
      text: 'E-mail, SMS, WhatsApp, Facebook, Instagram\u00a0: collez le lien là où se trouvent vos clients.',
    },
    {
      icon: glyphs.smartphone,
      title: 'Pensé pour le téléphone',
      text: 'La page de paiement s’affiche sur tous les écrans et propose les moyens de paiement du pays de votre client.',
    },
    {
      icon: glyphs.lock,
      title: 'Sécurisé',
      text: 'Le paiement se fait sur une page chiffrée conforme PCI DSS\u00a0: vous ne manipulez jamais de données de carte.',
    },
  ],
  stepsTitle: 'Comment ça marche',
  steps: [
    {
      title: 'Créez le lien',
      text: 'Indiquez le produit, le montant et la devise dans votre espace marchand, ou générez le lien par l’API.',
    },
    {
      title: 'Partagez-le',
      text: 'Copiez le lien et envoyez-le par e-mail, SMS ou message privé, ou publiez-le sur vos réseaux sociaux.',
    },
    {
      title: 'Votre client paie',
      text: 'Il ouvre la page, choisit Wave, Orange Money, Moov Money ou sa carte bancaire, puis confirme.',
    },
    {
      title: 'Vous êtes notifié',
      text: 'Le paiement apparaît dans votre tableau de bord, et votre URL de notification reçoit son statut.',
    },
  ],
  useCasesTitle: 'Pour qui',
  useCases: [
    {
      title: 'Vente sur les réseaux sociaux',
      text: 'Vous vendez sur Instagram ou WhatsApp\u00a0? Répondez à la commande avec le lien de paiement.',
    },
    {
      title: 'Factures et acomptes',
      text: 'Artisans, consultants, agences\u00a0: joignez le lien à votre facture ou à votre devis.',
    },
    {
      title: 'Réservations',
      text: 'Hôtels, restaurants, organisateurs d’événements\u00a0: demandez un acompte au moment de la réservation.',
    },
    {
      title: 'Livraison',
      text: 'Le livreur envoie le lien par SMS\u00a0: le client paie à la réception, sans espèces à rendre.',
    },
  ],
  docs: {
    text: 'Vous voulez placer le lien derrière un bouton de votre site ou le générer depuis votre application\u00a0?',
    label: 'Voir la page de paiement hébergée',
    page: 'saas',
  },
  cta: {
    title: 'Créez votre premier lien de paiement',
    text: 'Ouvrez votre compte marchand en ligne et partagez votre premier lien dès sa validation.',
  },
};

const massPayment: SolutionContent = {
  eyebrow: 'Paiement de masse',
  title: 'Payez tous vos bénéficiaires en une seule opération',
  lead: 'Salaires, remboursements, règlements de fournisseurs\u00a0: envoyez en un seul envoi des paiements vers les comptes mobile money et les portefeuilles de vos bénéficiaires. Les fonds leur parviennent en moins de 5 minutes.',
  highlights: [
    'Fonds reçus en moins de 5 minutes',
    'Vers Wave, Orange Money, Moov Money, Free Money et MTN',
    'Un seul envoi, un statut par bénéficiaire',
  ],
  benefitsTitle: 'Ce que le paiement de masse change pour vous',
  benefits: [
    {
      icon: glyphs.zap,
      title: 'Moins de 5 minutes',
      text: 'Vos bénéficiaires reçoivent leurs fonds en moins de 5 minutes sur leur compte mobile money.',
    },
    {
      icon: glyphs.users,
      title: 'Toute votre liste en une fois',
      text: 'Nom, prénom, e-mail, téléphone, montant et moyen de paiement\u00a0: validez l’ensemble en une seule opération.',
    },
    {
      icon: glyphs.wallet,
      title: 'Tous les portefeuilles',
      text: 'Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money\u00a0: chacun est payé sur le compte qu’il utilise.',
    },
    {
      icon: glyphs.success,
      title: 'Un suivi précis',
      text: 'Chaque versement a son propre statut, et l’historique de vos paiements de masse reste consultable.',
    },
  ],
  stepsTitle: 'Comment ça marche',
  steps: [
    {
      title: 'Préparez la liste',
      text: 'Pour chaque bénéficiaire\u00a0: nom, prénom, e-mail, indicatif, numéro de téléphone, montant, devise et moyen de paiement.',
    },
    {
      title: 'Vérifiez le total',
      text: 'Le montant total et les frais s’affichent avant validation\u00a0; votre solde disponible doit couvrir l’ensemble.',
    },
    {
      title: 'Envoyez',
      text: 'Validez depuis votre espace marchand, ou transmettez la liste par l’API en une seule requête.',
    },
    {
      title: 'Suivez les versements',
      text: 'Chaque bénéficiaire est crédité en moins de 5 minutes, et chaque versement garde son statut.',
    },
  ],
  useCasesTitle: 'Pour quels paiements',
  useCases: [
    {
      title: 'Salaires et indemnités',
      text: 'Payez employés, journaliers et stagiaires directement sur leur mobile money, sans passage au guichet.',
    },
    {
      title: 'Fournisseurs et producteurs',
      text: 'Réglez vos fournisseurs, coopératives agricoles ou producteurs en une seule opération.',
    },
    {
      title: 'Remboursements',
      text: 'Remboursez clients ou participants après une annulation, sans manipuler d’espèces.',
    },
    {
      title: 'Commissions et primes',
      text: 'Versez les commissions de vos agents, livreurs ou revendeurs à la fin de chaque période.',
    },
  ],
  docs: {
    text: 'Vous automatisez la paie depuis votre logiciel\u00a0? Un seul appel à l’API suffit pour toute la liste.',
    label: 'Lire la documentation du paiement de masse',
    page: 'mass',
  },
  cta: {
    title: 'Payez votre prochaine liste en quelques minutes',
    text: 'Ouvrez votre compte marchand, alimentez votre solde et envoyez votre premier paiement de masse.',
  },
};

const transfer: SolutionContent = {
  eyebrow: 'Transfert et versements',
  title: 'Transférez de l’argent à un bénéficiaire, simplement',
  lead: 'Un règlement ponctuel, un remboursement, une avance\u00a0: Yonnee envoie l’argent de votre solde marchand vers le compte mobile money de votre bénéficiaire, depuis votre espace marchand ou par l’API.',
  highlights: [
    'Versements unitaires depuis votre solde',
    'Bénéficiaires enregistrés pour les envois répétés',
    'Statut de chaque transfert consultable',
  ],
  benefitsTitle: 'Des versements sans détour',
  benefits: [
    {
      icon: glyphs.send,
      title: 'En quelques clics',
      text: 'Choisissez le bénéficiaire, le montant et le moyen de paiement, puis confirmez.',
    },
    {
      icon: glyphs.users,
      title: 'Carnet de bénéficiaires',
      text: 'Enregistrez nom, prénom, téléphone et e-mail une fois pour toutes, et retrouvez-les au prochain envoi.',
    },
    {
      icon: glyphs.globe,
      title: 'Plusieurs pays',
      text: 'Versez vers les portefeuilles mobile money des pays couverts par Yonnee, en franc CFA et dans les autres devises prises en charge.',
    },
    {
      icon: glyphs.code,
      title: 'Aussi par l’API',
      text: 'Automatisez vos versements depuis votre application, avec une URL de notification pour chaque statut.',
    },
  ],
  stepsTitle: 'Comment ça marche',
  steps: [
    {
      title: 'Ajoutez le bénéficiaire',
      text: 'Nom, prénom, indicatif, numéro de téléphone et adresse e-mail.',
    },
    {
      title: 'Indiquez le montant',
      text: 'Saisissez le montant, la devise, le moyen de paiement et un motif qui figurera dans votre historique.',
    },
    {
      title: 'Confirmez',
      text: 'Le transfert est débité de votre solde disponible, frais compris.',
    },
    {
      title: 'Suivez-le',
      text: 'Le statut du transfert s’affiche dans votre historique et parvient à votre URL de notification.',
    },
  ],
  useCasesTitle: 'Pour quels versements',
  useCases: [
    {
      title: 'Paiement d’un prestataire',
      text: 'Réglez un indépendant, un transporteur ou un réparateur dès la mission terminée.',
    },
    {
      title: 'Avance sur salaire',
      text: 'Accordez une avance à un collaborateur sans attendre la paie du mois.',
    },
    {
      title: 'Remboursement client',
      text: 'Remboursez une commande annulée directement sur le mobile money de votre client.',
    },
    {
      title: 'Reversement aux vendeurs',
      text: 'Marketplaces\u00a0: reversez à chaque vendeur sa part des ventes.',
    },
  ],
  docs: {
    text: 'Effectuer un versement, ajouter un compte bénéficiaire, consulter l’historique\u00a0: tout est documenté.',
    label: 'Lire la documentation des versements',
    page: 'versement',
  },
  cta: {
    title: 'Faites votre premier transfert',
    text: 'Ouvrez votre compte marchand en ligne\u00a0: les comptes standard n’ont pas d’abonnement mensuel.',
  },
};

const card: SolutionContent = {
  eyebrow: 'Cartes virtuelles et physiques',
  title: 'Des cartes pour vos équipes, des dépenses sous contrôle',
  lead: 'Remettez à vos collaborateurs des cartes de paiement virtuelles ou physiques et gardez le contrôle de chaque dépense en temps réel\u00a0: plafonds, blocage immédiat, suivi des achats.',
  highlights: [
    'Cartes virtuelles ou physiques',
    'Contrôle des dépenses en temps réel',
    'Une carte par collaborateur ou par usage',
  ],
  benefitsTitle: 'Vos dépenses d’équipe, enfin lisibles',
  benefits: [
    {
      icon: glyphs.card,
      title: 'Virtuelle ou physique',
      text: 'Une carte virtuelle pour les achats en ligne et les abonnements, une carte physique pour les déplacements et les achats en magasin.',
    },
    {
      icon: glyphs.monitor,
      title: 'Contrôle en temps réel',
      text: 'Chaque paiement apparaît aussitôt dans votre tableau de bord\u00a0: vous savez qui dépense quoi, et où.',
    },
    {
      icon: glyphs.lock,
      title: 'Plafonds et blocage',
      text: 'Fixez un plafond par carte et bloquez-la en un clic en cas de perte ou de départ d’un collaborateur.',
    },
    {
      icon: glyphs.users,
      title: 'Pour toute l’équipe',
      text: 'Commerciaux, acheteurs, techniciens\u00a0: chacun a sa carte et n’avance plus de frais.',
    },
  ],
  stepsTitle: 'Comment ça marche',
  steps: [
    {
      title: 'Demandez les cartes',
      text: 'Depuis votre espace marchand, choisissez une carte virtuelle ou physique pour chaque collaborateur.',
    },
    {
      title: 'Fixez les plafonds',
      text: 'Adaptez le plafond de dépense de chaque carte à son titulaire et à son usage.',
    },
    {
      title: 'Alimentez',
      text: 'Les cartes sont approvisionnées depuis votre solde Yonnee.',
    },
    {
      title: 'Suivez les dépenses',
      text: 'Chaque achat remonte en temps réel\u00a0; ajustez ou bloquez une carte à tout moment.',
    },
  ],
  useCasesTitle: 'Pour quelles dépenses',
  useCases: [
    {
      title: 'Frais de déplacement',
      text: 'Carburant, hôtel, transport\u00a0: vos équipes sur le terrain paient sans avancer d’argent.',
    },
    {
      title: 'Achats en ligne',
      text: 'Logiciels, publicité en ligne, noms de domaine\u00a0: une carte virtuelle dédiée à chaque service.',
    },
    {
      title: 'Achats du quotidien',
      text: 'Fournitures, repas d’équipe, réparations urgentes\u00a0: des dépenses encadrées par un plafond.',
    },
    {
      title: 'Missions et événements',
      text: 'Une carte pour la durée d’une mission, bloquée dès la fin du projet.',
    },
  ],
  cta: {
    title: 'Équipez votre équipe',
    text: 'Ouvrez votre compte marchand, ou parlez-nous de vos besoins en cartes.',
  },
};

/** The five solution pages, by route. */
export const solutions = { collect, paymentLinks, massPayment, transfer, card } as const;

export type SolutionId = keyof typeof solutions;
