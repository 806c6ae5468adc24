import { site } from './site';

/**
 * One line of an identity table. `value: null` marks information that only the
 * company can supply (registration numbers, host): the page shows it as
 * "à compléter" so it can never pass for a real value.
 */
export interface LegalFact {
  term: string;
  value: string | null;
  /** Makes the value a link (mailto:, tel:). */
  href?: string;
}

/** A paragraph, a bulleted list, or an identity table. */
export type LegalBlock = string | { list: readonly string[] } | { facts: readonly LegalFact[] };

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  /** The page's h1. */
  title: string;
  /** Date of the version in force. */
  updated: { iso: string; label: string };
  intro: string;
  sections: readonly LegalSection[];
}

export const legalDocumentIds = ['vente', 'mention', 'condition'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

const company = 'Yonnee SAS';
const updated = { iso: '2025-06-02', label: '2 juin 2025' };

const contactFacts: readonly LegalFact[] = [
  { term: 'Adresse', value: `${company}, ${site.address}` },
  { term: 'E-mail', value: site.supportEmail, href: `mailto:${site.supportEmail}` },
  { term: 'Téléphone', value: site.supportPhone, href: site.supportPhoneHref },
];

const termsOfSale: LegalDocumentContent = {
  title: 'Conditions générales de vente',
  updated,
  intro:
    'Les présentes conditions générales de vente («\u00a0CGV\u00a0») régissent la fourniture des services de paiement de Yonnee aux commerçants, entreprises et organisations qui ouvrent un compte marchand. Elles complètent les conditions générales d’utilisation du site.',
  sections: [
    {
      id: 'objet',
      title: 'Objet',
      blocks: [
        `Les présentes CGV définissent les conditions dans lesquelles ${company} («\u00a0Yonnee\u00a0») met à la disposition du Marchand ses services d’agrégation de paiements, ainsi que les droits et obligations de chaque partie.`,
        'L’ouverture d’un compte marchand vaut acceptation sans réserve des CGV en vigueur à cette date. Les conditions particulières éventuellement signées entre Yonnee et le Marchand prévalent sur les présentes CGV en cas de contradiction.',
      ],
    },
    {
      id: 'definitions',
      title: 'Définitions',
      blocks: [
        {
          list: [
            'Marchand\u00a0: toute personne physique ou morale agissant à titre professionnel ou associatif, titulaire d’un compte marchand Yonnee.',
            'Client payeur\u00a0: la personne qui règle un paiement au Marchand au moyen des Services.',
            'Bénéficiaire\u00a0: la personne à qui le Marchand envoie des fonds par un versement, un transfert ou un paiement de masse.',
            'Services\u00a0: l’ensemble des services décrits à l’article «\u00a0Description des services\u00a0», accessibles par l’espace marchand, l’API, le widget, la page de paiement hébergée, les plugins et les SDK.',
            'Espace marchand\u00a0: l’interface en ligne réservée au Marchand, accessible avec ses identifiants.',
            'Identifiants d’API\u00a0: la clé d’API, le jeton d’API et le jeton d’authentification (JWT) remis au Marchand après la validation de son compte.',
            'Commission\u00a0: la rémunération de Yonnee, perçue sur chaque opération de paiement.',
            'Solde\u00a0: le montant des fonds encaissés pour le compte du Marchand, net des commissions, et non encore reversés.',
          ],
        },
      ],
    },
    {
      id: 'compte-marchand',
      title: 'Ouverture et validation du compte marchand',
      blocks: [
        'Le Marchand ouvre son compte en ligne sur le portail marchand de Yonnee. Il fournit des informations exactes, complètes et à jour sur son identité, son activité et ses représentants, ainsi que les pièces justificatives demandées\u00a0: pièce d’identité du représentant légal, extrait du registre du commerce et du crédit mobilier ou document équivalent, justificatif d’adresse et coordonnées du compte de reversement.',
        'Yonnee procède aux vérifications exigées par la réglementation relative à la lutte contre le blanchiment de capitaux et le financement du terrorisme. Elle peut refuser l’ouverture d’un compte dans le respect de cette réglementation.',
        'Après la validation du compte, Yonnee remet au Marchand ses identifiants d’API. Ils sont personnels et confidentiels\u00a0: le Marchand est responsable de leur conservation et de toute opération réalisée avec eux. Il informe Yonnee sans délai de toute perte ou utilisation frauduleuse présumée, afin que ces identifiants soient révoqués et remplacés.',
      ],
    },
    {
      id: 'services',
      title: 'Description des services',
      blocks: [
        'Selon les pays et les options activées sur son compte, le Marchand peut notamment\u00a0:',
        {
          list: [
            'encaisser des paiements par mobile money (Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money et autres opérateurs disponibles), par carte bancaire, par virement et par portefeuille électronique\u00a0;',
            'créer des liens de paiement et des collectes, partageables par e-mail, par SMS et sur les réseaux sociaux\u00a0;',
            'effectuer des versements unitaires et des paiements de masse vers des comptes mobile money et des portefeuilles électroniques\u00a0;',
            'remettre à ses collaborateurs des cartes de paiement virtuelles ou physiques\u00a0;',
            'intégrer ces services à ses propres outils par l’API, le widget, la page de paiement hébergée, les plugins et les SDK.',
          ],
        },
        'Les moyens de paiement disponibles varient selon le pays et l’opérateur\u00a0; leur liste à jour est consultable par l’API et dans l’espace marchand. Les délais annoncés sur le site, notamment l’arrivée des paiements de masse en moins de 5 minutes, dépendent de la disponibilité des opérateurs et sont donnés à titre indicatif.',
      ],
    },
    {
      id: 'tarifs',
      title: 'Tarifs et commissions',
      blocks: [
        'Les comptes standard ne sont soumis à aucun abonnement mensuel. Chaque opération donne lieu à une commission au profit de Yonnee.',
        'Pour un encaissement, la commission est déduite du montant payé par le Client payeur et le montant net est porté au Solde du Marchand. Pour un versement, un transfert ou un paiement de masse, la commission s’ajoute au montant envoyé et le total est débité du Solde.',
        'Le taux de commission applicable est communiqué au Marchand lors de l’ouverture de son compte et reste consultable dans son espace marchand. Les exemples de calcul présentés sur le site sont indicatifs et n’ont pas de valeur contractuelle.',
        'Yonnee peut faire évoluer ses tarifs. Toute modification est notifiée au Marchand par e-mail au moins trente (30) jours avant son entrée en vigueur\u00a0; le Marchand qui la refuse peut clôturer son compte sans frais avant cette date.',
      ],
    },
    {
      id: 'fonds',
      title: 'Encaissement et reversement des fonds',
      blocks: [
        'Les fonds encaissés pour le compte du Marchand sont crédités sur son Solde après la confirmation de l’opération par l’opérateur ou le réseau concerné.',
        'Le Marchand peut demander le reversement de tout ou partie de son Solde disponible vers le compte bancaire ou mobile money enregistré à son nom. Yonnee peut différer un reversement le temps d’examiner une opération inhabituelle ou contestée.',
        'Les versements et paiements de masse ne sont exécutés que dans la limite du Solde disponible, commissions comprises. Le Marchand vérifie l’exactitude des coordonnées de ses Bénéficiaires\u00a0: un paiement exécuté vers les coordonnées qu’il a indiquées ne peut pas être annulé par Yonnee.',
      ],
    },
    {
      id: 'obligations-marchand',
      title: 'Obligations du Marchand',
      blocks: [
        'Le Marchand s’engage à\u00a0:',
        {
          list: [
            'exercer une activité licite et détenir les autorisations qu’elle requiert\u00a0;',
            'n’utiliser les Services que pour des ventes réelles de biens ou de services, des dons ou des collectes conformes à leur objet annoncé\u00a0;',
            'informer clairement ses clients du prix, des conditions de vente, de livraison et de remboursement de ses produits\u00a0;',
            'garder ses identifiants confidentiels et sécuriser ses propres systèmes, notamment en n’appelant l’API que par une connexion HTTPS\u00a0;',
            'signaler à Yonnee tout changement de sa situation\u00a0: dirigeant, adresse, activité\u00a0;',
            'répondre aux demandes d’information de Yonnee liées à la sécurité des opérations ou à ses obligations réglementaires.',
          ],
        },
        'Sont notamment interdites les opérations liées aux jeux d’argent non autorisés, aux produits contrefaits, aux armes, aux stupéfiants, aux contenus illicites et, plus généralement, à toute activité contraire à la loi ou aux règles des réseaux de paiement.',
      ],
    },
    {
      id: 'obligations-yonnee',
      title: 'Obligations de Yonnee',
      blocks: [
        'Yonnee met en œuvre les moyens raisonnables pour assurer la disponibilité, la sécurité et le bon fonctionnement des Services. Les données de carte sont traitées dans un environnement conforme à la norme PCI DSS et les échanges sont chiffrés.',
        'Des interruptions peuvent survenir pour maintenance ou en raison de l’indisponibilité d’un opérateur ou d’un réseau tiers. Yonnee prévient les Marchands à l’avance des interruptions programmées.',
        'Le support est joignable du lundi au vendredi de 08h à 18h et le samedi de 08h à 12h. Yonnee répond à chaque demande sous 24\u00a0h.',
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité, fraude et conformité',
      blocks: [
        'Conformément à la réglementation applicable dans l’espace UEMOA, dans la zone CEMAC et dans chaque pays où les Services sont fournis, Yonnee peut demander des informations complémentaires, suspendre une opération ou bloquer temporairement un compte en cas de soupçon de fraude, de blanchiment de capitaux ou de financement du terrorisme, et procéder aux déclarations requises auprès des autorités compétentes.',
        'Ces mesures peuvent être prises sans préavis lorsque la loi l’impose.',
      ],
    },
    {
      id: 'reclamations',
      title: 'Réclamations, contestations et remboursements',
      blocks: [
        'Le Marchand traite les réclamations de ses clients relatives aux biens et services qu’il vend. Il peut rembourser un Client payeur par un versement depuis son Solde.',
        'Lorsqu’un paiement par carte est contesté par son porteur, Yonnee en informe le Marchand, qui transmet dans le délai indiqué les justificatifs de la vente. Si la contestation est tranchée en faveur du porteur, le montant contesté est débité du Solde du Marchand.',
        `Toute réclamation du Marchand concernant une opération est adressée au support, à ${site.supportEmail}, avec la référence de la transaction.`,
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      blocks: [
        'Yonnee ne répond que des dommages directs résultant d’un manquement prouvé à ses obligations. Elle ne répond pas des dommages indirects, tels qu’une perte de chiffre d’affaires ou de clientèle, ni des défaillances imputables aux opérateurs de mobile money, aux banques ou aux réseaux de cartes.',
        'Sauf faute lourde ou intentionnelle, la responsabilité totale de Yonnee est limitée au montant des commissions perçues du Marchand au cours des douze (12) mois précédant le fait qui l’engage.',
      ],
    },
    {
      id: 'duree',
      title: 'Durée, suspension et résiliation',
      blocks: [
        'Le contrat est conclu pour une durée indéterminée à compter de la validation du compte marchand. Chaque partie peut y mettre fin à tout moment par écrit, moyennant un préavis de trente (30) jours.',
        'Yonnee peut suspendre ou clôturer le compte sans préavis en cas de manquement grave du Marchand, notamment de fraude, d’activité interdite ou d’informations inexactes.',
        'À la clôture, le Solde disponible est reversé au Marchand, déduction faite des sommes dues à Yonnee et des montants retenus au titre des contestations en cours.',
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      blocks: [
        'Chaque partie respecte la réglementation applicable à la protection des données à caractère personnel, notamment la loi sénégalaise n° 2008-12 du 25 janvier 2008. Yonnee traite les données des Marchands, des Clients payeurs et des Bénéficiaires pour exécuter les opérations, prévenir la fraude et respecter ses obligations légales. Ces traitements et les droits des personnes concernées sont décrits dans les conditions générales d’utilisation du site.',
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété intellectuelle',
      blocks: [
        'La marque Yonnee, ses logos, le site, la documentation, l’API et les SDK restent la propriété de Yonnee. Le Marchand dispose d’un droit d’utilisation non exclusif et incessible, limité à la durée du contrat et à l’usage des Services. Il peut reproduire le logo Yonnee pour signaler les moyens de paiement acceptés, dans le respect de la charte graphique publiée dans la documentation.',
      ],
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      blocks: [
        'Aucune partie n’est responsable d’un manquement causé par un événement de force majeure au sens de la loi applicable, tel qu’une panne générale des réseaux de télécommunication ou une décision d’une autorité publique.',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et litiges',
      blocks: [
        'Les présentes CGV sont régies par le droit sénégalais. En cas de différend, les parties recherchent d’abord une solution amiable. À défaut d’accord dans un délai de trente (30) jours, le litige est porté devant le Tribunal de commerce hors classe de Dakar.',
      ],
    },
    { id: 'contact', title: 'Nous contacter', blocks: [{ facts: contactFacts }] },
  ],
};

const legalNotice: LegalDocumentContent = {
  title: 'Mentions légales',
  updated,
  intro:
    'Conformément à la loi sénégalaise n° 2008-08 du 25 janvier 2008 sur les transactions électroniques, voici les informations relatives à l’éditeur et à l’hébergeur de ce site.',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        {
          facts: [
            { term: 'Raison sociale', value: company },
            {
              term: 'Forme juridique',
              value:
                'Société par actions simplifiée régie par l’Acte uniforme OHADA relatif au droit des sociétés commerciales',
            },
            { term: 'Capital social', value: null },
            { term: 'Siège social', value: site.address },
            { term: 'RCCM', value: null },
            { term: 'NINEA', value: null },
            { term: 'Téléphone', value: site.supportPhone, href: site.supportPhoneHref },
            { term: 'E-mail', value: site.supportEmail, href: `mailto:${site.supportEmail}` },
          ],
        },
      ],
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          facts: [
            { term: 'Nom', value: null },
            { term: 'Qualité', value: `Président de ${company}` },
          ],
        },
        `Le directeur de la publication peut être joint à l’adresse du siège social ou par e-mail à ${site.supportEmail}.`,
      ],
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      blocks: [
        {
          facts: [
            { term: 'Hébergeur', value: null },
            { term: 'Adresse', value: null },
            { term: 'Téléphone', value: null },
          ],
        },
        'Le site et sa documentation sont servis depuis l’infrastructure de cet hébergeur. Leur consultation ne charge aucune ressource depuis un autre domaine.',
      ],
    },
    {
      id: 'statut-reglementaire',
      title: 'Statut réglementaire',
      blocks: [
        'Les services de paiement sont fournis dans le cadre des autorisations délivrées par les autorités compétentes\u00a0: la BCEAO pour l’espace UEMOA, la BEAC et la COBAC pour la zone CEMAC.',
        {
          facts: [
            { term: 'Autorisation ou établissement partenaire agréé', value: null },
            { term: 'Autorité de supervision', value: null },
          ],
        },
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété intellectuelle',
      blocks: [
        'Les textes, logos, illustrations, la documentation et les exemples de code du site sont protégés par le droit de la propriété intellectuelle, notamment l’Accord de Bangui relatif à l’Organisation africaine de la propriété intellectuelle (OAPI) et la loi sénégalaise n° 2008-09 du 25 janvier 2008 sur le droit d’auteur et les droits voisins.',
        'Toute reproduction sans l’autorisation écrite de Yonnee est interdite, à l’exception des exemples de code de la documentation, que les développeurs peuvent reprendre pour intégrer les services Yonnee. La marque et le logo Yonnee s’utilisent dans les conditions décrites à la page «\u00a0Identité graphique\u00a0» de la documentation.',
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      blocks: [
        'Les traitements de données à caractère personnel réalisés par Yonnee sont soumis à la loi n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel, sous le contrôle de la Commission de protection des données personnelles (CDP).',
        { facts: [{ term: 'Récépissé de déclaration auprès de la CDP', value: null }] },
        `Pour exercer vos droits d’accès, de rectification, d’opposition et de suppression, écrivez à ${site.supportEmail}. Le détail des traitements figure dans les conditions générales d’utilisation.`,
      ],
    },
    {
      id: 'credits',
      title: 'Crédits',
      blocks: [
        {
          list: [
            'Police de caractères Inter, de Rasmus Andersson, sous licence SIL Open Font License 1.1.',
            'Icônes Lucide, sous licence ISC.',
            'Les noms des opérateurs de mobile money et des réseaux de cartes cités sur le site sont des marques de leurs titulaires respectifs, mentionnées à titre d’information.',
          ],
        },
      ],
    },
    { id: 'contact', title: 'Nous contacter', blocks: [{ facts: contactFacts }] },
  ],
};

const generalTerms: LegalDocumentContent = {
  title: 'Conditions générales d’utilisation',
  updated,
  intro:
    'Les présentes conditions générales d’utilisation («\u00a0CGU\u00a0») encadrent l’accès au site Yonnee et à sa documentation pour les développeurs, ainsi que leur utilisation par tout visiteur. Les services de paiement fournis aux marchands relèvent en outre des conditions générales de vente.',
  sections: [
    {
      id: 'objet',
      title: 'Objet et acceptation',
      blocks: [
        `Le site est édité par ${company}, dont les coordonnées figurent dans les mentions légales. En le consultant, vous acceptez les présentes CGU\u00a0; si vous ne les acceptez pas, nous vous invitons à ne pas l’utiliser.`,
      ],
    },
    {
      id: 'acces',
      title: 'Accès au site',
      blocks: [
        'Le site est accessible gratuitement à tout visiteur disposant d’un accès à internet. Les frais de connexion et d’équipement restent à sa charge.',
        'Yonnee s’efforce de maintenir le site accessible en permanence, mais peut l’interrompre pour maintenance ou mise à jour.',
      ],
    },
    {
      // Not `contenu`: that is the id of <main>, where the skip link leads.
      id: 'contenu-du-site',
      title: 'Contenu du site',
      blocks: [
        'Le site présente les services de Yonnee, ses tarifs, sa documentation technique et ses moyens de contact. Les informations publiées, notamment les exemples chiffrés et les délais indicatifs, sont fournies à titre d’information et ne constituent pas une offre contractuelle.',
      ],
    },
    {
      id: 'identifiants',
      title: 'Espace marchand et identifiants',
      blocks: [
        'La connexion et l’inscription des marchands se font sur le portail marchand de Yonnee, distinct du présent site. Les identifiants de connexion et d’API sont strictement personnels\u00a0: toute action réalisée avec eux est réputée faite par leur titulaire.',
        `Si vous pensez que vos identifiants ont été compromis, contactez immédiatement le support à ${site.supportEmail} pour les faire révoquer.`,
      ],
    },
    {
      id: 'documentation',
      title: 'Utilisation de la documentation et de l’API',
      blocks: [
        'La documentation, les exemples de code et les SDK sont mis à disposition pour intégrer les services Yonnee. Vous pouvez reprendre les exemples de code dans vos propres applications à cette fin.',
        'Il est notamment interdit\u00a0:',
        {
          list: [
            'de tenter d’accéder sans autorisation aux systèmes de Yonnee ou aux données d’autres utilisateurs\u00a0;',
            'de perturber le fonctionnement du site ou de l’API, notamment par un envoi massif de requêtes\u00a0;',
            'd’utiliser le site ou l’API à des fins frauduleuses ou contraires à la loi\u00a0;',
            'd’extraire de manière systématique le contenu du site.',
          ],
        },
      ],
    },
    {
      id: 'formulaires',
      title: 'Formulaire de contact et lettre d’information',
      blocks: [
        'Les informations saisies dans le formulaire de contact (nom, prénom, adresse e-mail, téléphone, message) servent uniquement à répondre à votre demande.',
        'L’adresse e-mail confiée pour la lettre d’information sert uniquement à son envoi\u00a0; chaque envoi comporte un lien de désinscription.',
      ],
    },
    {
      id: 'donnees',
      title: 'Protection des données personnelles',
      blocks: [
        `${company} est responsable des traitements de données réalisés par le site. Ils reposent sur votre consentement (formulaires, lettre d’information), sur l’exécution du contrat (comptes marchands) ou sur nos obligations légales (lutte contre la fraude et le blanchiment de capitaux).`,
        'Les données sont conservées le temps nécessaire à leur finalité, puis supprimées ou archivées dans les délais prévus par la loi. Elles ne sont ni vendues ni louées.',
        `Conformément à la loi sénégalaise n° 2008-12 du 25 janvier 2008, vous disposez d’un droit d’accès, de rectification, d’opposition et de suppression de vos données. Pour l’exercer, écrivez à ${site.supportEmail} en précisant votre demande. Vous pouvez aussi saisir la Commission de protection des données personnelles (CDP).`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      blocks: [
        'Le site n’utilise aucun cookie publicitaire ni traceur tiers. Il conserve seulement\u00a0:',
        {
          list: [
            'un cookie de session, déposé après la connexion, qui contient votre jeton d’authentification\u00a0;',
            'votre préférence de thème (clair, sombre ou celui du système), dans le stockage local de votre navigateur.',
          ],
        },
        'Ces éléments sont nécessaires au fonctionnement du site et ne servent pas à vous suivre. Vous pouvez les supprimer à tout moment depuis les réglages de votre navigateur.',
      ],
    },
    {
      id: 'liens',
      title: 'Liens externes',
      blocks: [
        'Le site contient des liens vers des sites tiers, comme nos pages sur les réseaux sociaux ou le site de notre partenaire de sécurité. Yonnee n’exerce aucun contrôle sur leur contenu et n’en est pas responsable.',
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      blocks: [
        'Yonnee veille à l’exactitude des informations publiées sans pouvoir garantir l’absence de toute erreur. Elle ne saurait être tenue responsable d’un dommage résultant d’une interruption du site ou d’un contenu provenant d’un site tiers.',
      ],
    },
    {
      id: 'modification',
      title: 'Modification des CGU',
      blocks: [
        'Yonnee peut modifier les présentes CGU. La version applicable est celle publiée sur le site le jour de votre visite\u00a0; sa date de mise à jour figure en tête du document.',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      blocks: [
        'Les présentes CGU sont régies par le droit sénégalais. À défaut de solution amiable, tout litige relatif à leur interprétation ou à leur exécution relève des juridictions compétentes de Dakar.',
      ],
    },
    { id: 'contact', title: 'Nous contacter', blocks: [{ facts: contactFacts }] },
  ],
};

/** The three legal documents, by the `document` prop of LegalPage. */
export const legalDocuments: Record<LegalDocumentId, LegalDocumentContent> = {
  vente: termsOfSale,
  mention: legalNotice,
  condition: generalTerms,
};

/** Precedes the date of the version in force. */
export const legalUpdatedLabel = 'Dernière mise à jour\u00a0:';

/** Shown in place of a value only the company can supply. */
export const legalPlaceholder = 'à compléter';
