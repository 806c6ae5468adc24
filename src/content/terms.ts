import { paths } from '../paths/paths';
import { site } from './site';

/** A policy page: numbered sections, each with paragraphs, an optional list, table and link. */
export interface PolicyContent {
  title: string;
  /** ISO date of the last change, shown as a <time>. */
  updated: string;
  /** The same date written out in French. */
  updatedLabel: string;
  intro: string[];
  sections: PolicySection[];
}

export interface PolicySection {
  /** Anchor of the section, linked from the summary. */
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  table?: PolicyTable;
  link?: { label: string; href: string };
}

export interface PolicyTable {
  caption: string;
  /** Column headings, the row-heading column first. */
  head: string[];
  rows: {
    /** The row heading. */
    name: string;
    /** The name is a literal key (a cookie or storage name) and is set in monospace. */
    literal?: boolean;
    cells: string[];
  }[];
}

export const termsOfService: PolicyContent = {
  title: 'Conditions d’utilisation',
  updated: '2026-11-25',
  updatedLabel: '25 novembre 2026',
  intro: [
    `Ces conditions encadrent l’utilisation du site ${site.name}, de sa documentation pour les développeurs et de ses pages de connexion. Les services de paiement eux-mêmes (encaissement, liens de paiement, collecte, paiement de masse, versements, cartes) sont régis par le contrat marchand et les conditions générales de vente signés à l’ouverture du compte.`,
    'En naviguant sur le site ou en vous connectant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, n’utilisez pas le site.',
  ],
  sections: [
    {
      id: 'editeur',
      title: 'Qui édite le site',
      paragraphs: [
        `Le site est édité par ${site.name}, agrégateur de paiements établi à Dakar (${site.address}). Pour toute question sur ces conditions : ${site.supportEmail} ou ${site.supportPhone}, du lundi au vendredi de 08h à 18h et le samedi de 08h à 12h.`,
      ],
    },
    {
      id: 'acces',
      title: 'Accès au site et à l’espace marchand',
      paragraphs: [
        'Les pages publiques et la documentation sont accessibles à tous, sans inscription et gratuitement, hors coût de votre connexion à Internet.',
        'L’espace marchand est réservé aux entreprises et aux personnes dont le compte marchand a été validé après vérification. La validation donne accès à une clé d’API, à un jeton d’API et à un JWT, qui permettent d’appeler l’API de paiement.',
      ],
    },
    {
      id: 'identifiants',
      title: 'Vos identifiants',
      paragraphs: [
        'Votre adresse e-mail, votre mot de passe, le code de vérification reçu par e-mail et vos identifiants d’API sont personnels. Vous êtes responsable de leur confidentialité et des opérations faites avec eux.',
      ],
      items: [
        'Choisissez un mot de passe d’au moins 7 caractères que vous n’utilisez nulle part ailleurs.',
        'Ne communiquez jamais votre code de vérification : nos équipes ne vous le demanderont jamais, ni par téléphone, ni par SMS, ni par WhatsApp.',
        'Gardez vos clés d’API côté serveur : elles ne doivent apparaître ni dans une application mobile publiée, ni dans le code d’une page web.',
        `Si vous pensez qu’un identifiant a fuité, prévenez-nous sans attendre à ${site.supportEmail} : nous le révoquons et vous en délivrons un nouveau.`,
      ],
    },
    {
      id: 'usage',
      title: 'Usage acceptable',
      paragraphs: ['En utilisant le site et l’API, vous vous engagez à ne pas :'],
      items: [
        'tenter d’accéder à un compte, à des données ou à une partie du service qui ne vous sont pas destinés ;',
        'perturber le service, notamment par des envois massifs de requêtes, des tests d’intrusion non autorisés ou la diffusion de code malveillant ;',
        'utiliser le service pour des paiements frauduleux, le blanchiment d’argent, le financement d’activités illicites ou la vente de biens et services interdits par la loi du pays concerné ;',
        'faire croire que vous êtes Yonnee ou l’un de ses partenaires, y compris en reproduisant notre page de paiement.',
      ],
    },
    {
      id: 'documentation',
      title: 'Documentation, exemples et environnement de test',
      paragraphs: [
        'La documentation décrit l’API, le widget, la page de paiement hébergée et les SDK Flutter et Android. Les exemples de code sont fournis pour vous aider à intégrer nos services ; adaptez-les et testez-les avant toute mise en production.',
        'Les données de l’environnement de test sont fictives : aucun argent n’y circule et aucun opérateur (Wave, Orange Money, Moov Money, Free Money, MTN) n’est appelé. N’y saisissez pas de vraies données de carte ni de vrais numéros de clients.',
      ],
    },
    {
      id: 'disponibilite',
      title: 'Disponibilité',
      paragraphs: [
        'Nous faisons le nécessaire pour que le site et l’API restent disponibles, mais nous ne pouvons pas garantir un fonctionnement sans interruption. Des opérations de maintenance peuvent suspendre le service ; nous les annonçons à l’avance lorsqu’elles sont prévues. La disponibilité des paiements dépend aussi des opérateurs de mobile money et des réseaux de cartes.',
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété intellectuelle',
      paragraphs: [
        'Les textes, le logo, les illustrations et le code du site appartiennent à Yonnee ou à ses partenaires. Vous pouvez utiliser le logo Yonnee pour signaler à vos clients que vous acceptez nos moyens de paiement, dans le respect de la charte présentée dans la rubrique Identité graphique de la documentation. Toute autre reproduction demande notre accord écrit.',
        'Les noms et logos des opérateurs et réseaux de paiement cités restent la propriété de leurs titulaires.',
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      paragraphs: [
        'Les informations du site sont données à titre indicatif : les tarifs, délais et conditions qui vous engagent sont ceux de votre contrat marchand. Yonnee ne répond pas des dommages liés à une utilisation du site contraire à ces conditions, à une indisponibilité due à un tiers (opérateur, hébergeur, fournisseur d’accès) ou à un cas de force majeure.',
        'Les liens vers d’autres sites (réseaux sociaux, partenaires) sont fournis pour votre confort ; nous ne contrôlons pas leur contenu.',
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles et cookies',
      paragraphs: [
        'Le site n’utilise ni outil de mesure d’audience ni cookie publicitaire. Il ne dépose que deux cookies : l’un garde votre session ouverte après la connexion, l’autre protège ses formulaires contre les envois venus d’un autre site. Le détail de ce que nous traitons et enregistrons dans votre navigateur, et de vos droits, figure dans notre politique de confidentialité.',
      ],
      link: { label: 'Lire la politique de confidentialité', href: paths.privacy },
    },
    {
      id: 'modifications',
      title: 'Modification des conditions',
      paragraphs: [
        'Nous pouvons faire évoluer ces conditions, par exemple à l’ouverture d’un nouveau service. La date de mise à jour en tête de page change alors ; si la modification touche l’espace marchand, nous prévenons les marchands par e-mail au moins 15 jours avant son entrée en vigueur.',
      ],
    },
    {
      id: 'droit',
      title: 'Droit applicable et litiges',
      paragraphs: [
        'Ces conditions sont soumises au droit sénégalais. En cas de désaccord, écrivez-nous d’abord : nous cherchons une solution amiable dans les 30 jours. À défaut, le litige est porté devant les juridictions compétentes de Dakar, sauf règle impérative contraire du pays où vous résidez.',
      ],
    },
  ],
};
