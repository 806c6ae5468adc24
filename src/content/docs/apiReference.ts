import type { DocSection, Inline, ReferenceEndpointId } from './types';

export interface EndpointDoc {
  /** Heading of the call in the reference. */
  title: string;
  /** Anchor of that heading. */
  anchor: string;
  /** What the call is for and when to use it. */
  summary: Inline;
  /** Anything the integrator must know that the fields do not say. */
  notes?: Inline[];
}

/** Prose of the reference; paths, fields and examples come from the API layer and the sandbox. */
export const endpointDocs: Record<ReferenceEndpointId, EndpointDoc> = {
  payInMobile: {
    title: 'Encaisser par mobile money',
    anchor: 'encaisser-par-mobile-money',
    summary:
      'Demande un paiement au titulaire d’un portefeuille mobile money. Selon l’opérateur, le client valide une demande reçue sur son téléphone, ou génère d’abord un code qu’il vous donne (`codeOtp`).',
    notes: [
      'Les moyens marqués `otpRequired` dans la liste des moyens de paiement exigent `codeOtp` ; leurs `instructions` disent au client comment obtenir le code.',
      'La réponse n’a pas l’enveloppe `code`, `message`, `data` des autres appels : lisez `state` et `data.paymentMessage`.',
    ],
  },
  payInCard: {
    title: 'Encaisser par carte bancaire',
    anchor: 'encaisser-par-carte-bancaire',
    summary:
      'Débite une carte bancaire. Les données de carte ne doivent transiter que par un serveur conforme PCI-DSS : si ce n’est pas votre cas, utilisez la page hébergée.',
    notes: ['La forme de la réponse n’est pas publiée : l’exemple est celle du bac à sable.'],
  },
  createPaymentLink: {
    title: 'Créer un lien de paiement',
    anchor: 'creer-un-lien-de-paiement',
    summary:
      'Crée un lien unique vers une page de paiement hébergée. Partagez `urlPayIn` ou affichez-la dans le widget ; `token` identifie le lien.',
  },
  listTransactions: {
    title: 'Lister les encaissements',
    anchor: 'lister-les-encaissements',
    summary: 'Renvoie vos encaissements, du plus récent au plus ancien, avec leur statut.',
  },
  getBalance: {
    title: 'Consulter le solde',
    anchor: 'consulter-le-solde',
    summary:
      'Renvoie le solde disponible de votre compte marchand : c’est lui qui finance les versements et les paiements de masse.',
  },
  getTransactionStatus: {
    title: 'Suivre le statut d’un encaissement',
    anchor: 'suivre-le-statut',
    summary:
      'Renvoie le statut et le détail d’un encaissement à partir de son `transactionId`. Interrogez-le tant que le statut est `PENDING`, en espaçant les appels.',
  },
  listPaymentMethods: {
    title: 'Lister les moyens de paiement',
    anchor: 'lister-les-moyens-de-paiement',
    summary:
      'Renvoie les moyens de paiement regroupés par pays, avec le code à envoyer dans `paymentMethod`, l’indicatif, la devise, et les instructions à montrer au client en français et en anglais.',
  },
  createPayout: {
    title: 'Effectuer un versement',
    anchor: 'effectuer-un-versement',
    summary:
      'Envoie de l’argent de votre solde vers un compte mobile money. Le montant débité (`realAmount`) comprend les frais.',
  },
  addPayoutContact: {
    title: 'Ajouter un compte de versement',
    anchor: 'ajouter-un-compte-de-versement',
    summary:
      'Enregistre un bénéficiaire que vous paierez plus tard : client à rembourser, fournisseur, salarié.',
    notes: ['La réponse n’est pas publiée : l’exemple est celle du bac à sable.'],
  },
  listPayouts: {
    title: 'Récupérer les versements',
    anchor: 'recuperer-les-versements',
    summary: 'Renvoie vos versements, du plus récent au plus ancien, avec leur statut.',
  },
  createMassPayout: {
    title: 'Lancer un paiement de masse',
    anchor: 'lancer-un-paiement-de-masse',
    summary:
      'Paie une liste de bénéficiaires en un seul appel. Chacun reçoit son montant sur son compte mobile money, en moins de 5 minutes.',
    notes: [
      'Le champ `paiement_method` s’écrit ainsi, en minuscules avec un tiret bas : c’est le nom attendu par l’API.',
    ],
  },
  listMassPayouts: {
    title: 'Récupérer les paiements de masse',
    anchor: 'recuperer-les-paiements-de-masse',
    summary: 'Renvoie vos paiements de masse avec, pour chacun, la liste de ses bénéficiaires.',
  },
};

/** The reference's groups, in the order of the API page. */
export const referenceGroups: { id: string; title: string; endpoints: ReferenceEndpointId[] }[] = [
  { id: 'encaissements', title: 'Encaissements', endpoints: ['payInMobile', 'payInCard'] },
  { id: 'liens-de-paiement', title: 'Liens de paiement', endpoints: ['createPaymentLink'] },
  {
    id: 'transactions-et-solde',
    title: 'Transactions et solde',
    endpoints: ['listTransactions', 'getTransactionStatus', 'getBalance', 'listPaymentMethods'],
  },
  {
    id: 'reference-versements',
    title: 'Versements',
    endpoints: ['createPayout', 'addPayoutContact', 'listPayouts'],
  },
  {
    id: 'reference-paiement-de-masse',
    title: 'Paiement de masse',
    endpoints: ['createMassPayout', 'listMassPayouts'],
  },
];

/** A function making documentation sections that hold the reference of calls, in one language. */
export const referenceSectionWith =
  (docs: Record<ReferenceEndpointId, EndpointDoc>) =>
  (section: Omit<DocSection, 'subsections'>, endpoints: ReferenceEndpointId[]): DocSection => ({
    ...section,
    subsections: endpoints.map((id) => ({
      id: docs[id].anchor,
      title: docs[id].title,
      blocks: [{ kind: 'endpoint', id }],
    })),
  });

/** A documentation section holding the reference of the given calls, one h3 each. */
export const referenceSection = referenceSectionWith(endpointDocs);

/**
 * The meaning of each request field, by name; `endpoint.field` overrides a shared name. Its keys
 * type the English meanings, so a field documented here and not there fails the type-check.
 */
export const requestFieldMeanings = {
  amount: 'Montant, en nombre (pas en chaîne), dans la devise indiquée.',
  currency: 'Devise du montant : XOF, XAF ou GNF selon le pays.',
  paymentMethod:
    'Code du moyen de paiement, par exemple WAVESN (voir la liste des moyens de paiement).',
  prefixPhone: 'Indicatif du pays sans le +, par exemple 221 pour le Sénégal.',
  phoneNumber: 'Numéro mobile national, chiffres seuls, sans l’indicatif.',
  idClient: 'Votre propre référence : numéro de commande, de client ou de facture.',
  Ipn: 'URL de votre serveur qui reçoit une notification signée à chaque changement de statut (Notifications (IPN)) ; `ipn` et `notifyUrl` sont acceptés aussi.',
  returnUrl:
    'Hypothèse du bac à sable, facultatif : adresse https:// de votre site où le reçu de la page de paiement renvoie le payeur (« Retour chez … »). Sans elle, pas de lien de retour.',
  ipn: 'URL de votre serveur qui reçoit une notification signée à chaque changement de statut (Notifications (IPN)) ; `Ipn` et `notifyUrl` sont acceptés aussi.',
  description: 'Libellé de l’opération, visible dans vos relevés.',
  country: 'Code du pays sur deux lettres (ISO 3166-1), par exemple SN.',
  codeOtp:
    'Code généré par le client sur son téléphone, pour les moyens de paiement qui l’exigent.',
  metadata: 'Texte libre que vous retrouvez tel quel dans la réponse et les listes.',
  cardNumber: 'Numéro de la carte, chiffres seuls.',
  customerFirstName: 'Prénom du titulaire de la carte.',
  customerLastName: 'Nom du titulaire de la carte.',
  cardExpirationMonth: 'Mois d’expiration sur deux chiffres, par exemple 09.',
  cardExpirationYear: 'Année d’expiration sur quatre chiffres, par exemple 2030.',
  cardCv: 'Cryptogramme visuel au dos de la carte (3 chiffres).',
  notifyUrl:
    'URL de votre serveur qui reçoit une notification signée à chaque changement de statut (Notifications (IPN)) ; `Ipn` et `ipn` sont acceptés aussi.',
  product: 'Ce que le client achète, affiché sur la page de paiement.',
  prefix: 'Indicatif du pays sans le +, par exemple 221.',
  phone: 'Numéro mobile national du bénéficiaire, chiffres seuls.',
  name: 'Nom de famille du bénéficiaire.',
  surname: 'Prénom du bénéficiaire.',
  email: 'Adresse e-mail du bénéficiaire.',
  payOutMassList: 'La liste des bénéficiaires à payer.',
  paiement_method: 'Code du moyen de paiement du bénéficiaire, par exemple WAVESN.',
  transactionId:
    'Identifiant de la transaction, tel que renvoyé à sa création (paymentTransactionId).',
  'addPayoutContact.phone': 'Numéro mobile national du compte à enregistrer, chiffres seuls.',
  'createMassPayout.amount': 'Montant versé à ce bénéficiaire, en nombre.',
  'createMassPayout.currency': 'Devise du montant de ce bénéficiaire.',
} satisfies Record<string, string>;

/** Labels of the parts of one call's reference. */
export const referenceLabels = {
  headers: 'En-têtes',
  headersIntro: 'Chaque appel porte les trois identifiants de votre compte marchand.',
  pathParameters: 'Paramètres de chemin',
  body: 'Corps de la requête',
  noBody: 'Cet appel n’a pas de corps.',
  field: 'Champ',
  type: 'Type',
  required: 'Obligatoire',
  requiredYes: 'Oui',
  requiredNo: 'Non',
  meaning: 'Signification',
  samples: 'Exemples de requête',
  response: 'Exemple de réponse',
  responseFrom: (status: number) => `Réponse ${status} du bac à sable à l’exemple ci-dessus.`,
  shortened: (total: number, shown: number) =>
    `La liste en comptait ${total} : seuls les ${shown} premiers éléments sont montrés.`,
  errors: 'Erreurs possibles',
  idempotency:
    'Cet appel déplace de l’argent : envoyez une clé `Idempotency-Key` unique par opération, et la même si vous réessayez.',
  /** The value shown for that header. */
  idempotencyKeyValue: 'UUID unique par opération',
  tryIt: 'Essayer',
  closeTryIt: 'Fermer la console',
  loadingConsole: 'Chargement de la console…',
  responseCopyContext: (title: string) => `l’exemple de réponse : ${title}`,
  captionOf: (part: string, title: string) => `${part} : ${title}`,
  cellLabel: (label: string) => `${label} : `,
};

export type ReferenceLabels = typeof referenceLabels;

/** Texts of the "Essayer" console. */
export const consoleLabels = {
  formLabel: (title: string) => `Console : ${title}`,
  credentials: 'Identifiants du bac à sable',
  credentialsHelp:
    'Préremplis avec les identifiants publics du bac à sable. Modifiez-en un pour voir la réponse 401.',
  apiKey: 'Clé d’API (x-api-key)',
  apiToken: 'Jeton d’API (X-API-TOKEN)',
  jwt: 'JWT (Authorization: Bearer)',
  pathParameter: (name: string) => `Paramètre ${name}`,
  body: 'Corps de la requête (JSON)',
  bodyHelp: 'Modifiez l’exemple : un montant négatif ou un numéro mal formé donne une réponse 400.',
  invalidJson: (reason: string) => `Le corps n’est pas du JSON valide : ${reason}`,
  send: 'Envoyer la requête',
  sending: 'Envoi…',
  result: 'Réponse',
  status: 'Statut',
  duration: 'Durée',
  sent: 'Requête envoyée',
  responseHeaders: 'En-têtes de la réponse',
  responseBody: 'Corps de la réponse',
  noResponse: 'Aucune réponse',
  networkHelp:
    'La requête n’a reçu aucune réponse : le serveur est injoignable ou la connexion est coupée.',
  schemaHelp: 'La réponse ne correspond pas au format documenté :',
  received: (status: string, ms: number) => `Réponse reçue : ${status} en ${ms} ms.`,
  unanswered: (ms: number) => `Aucune réponse après ${ms} ms.`,
  /** What an app's error handler (spec 8) would do; the console itself stays on the page. */
  appReaction: {
    lead: 'Dans une application, le gestionnaire d’erreurs afficherait',
    /** The effects after the title, ending the sentence: ", a, b et c." */
    effects: (effects: readonly string[]) =>
      `${effects.map((effect, i) => (i === effects.length - 1 ? ` et ${effect}` : `, ${effect}`)).join('')}.`,
    clearSession: 'effacerait la session',
    signIn: 'mènerait à la page de connexion, pour revenir ici ensuite',
    serverError: 'ouvrirait la page d’erreur 500',
    logError: 'consignerait l’erreur',
    here: 'La console, elle, reste sur la page.',
    quoteOpen: '«\u00a0',
    quoteClose: '\u00a0»',
  },
};

export type ConsoleLabels = typeof consoleLabels;
