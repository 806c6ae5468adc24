/**
 * The words of the hosted payment page (/paiement/{token}), written for payers: short
 * sentences, what happened and what to do next, never an error code.
 */

/** French names of the countries served, and the form used after a preposition. */
export const countryNames: Record<string, { name: string; inName: string } | undefined> = {
  SN: { name: 'Sénégal', inName: 'au Sénégal' },
  CI: { name: 'Côte d’Ivoire', inName: 'en Côte d’Ivoire' },
  ML: { name: 'Mali', inName: 'au Mali' },
  BF: { name: 'Burkina Faso', inName: 'au Burkina Faso' },
  BJ: { name: 'Bénin', inName: 'au Bénin' },
  TG: { name: 'Togo', inName: 'au Togo' },
  CM: { name: 'Cameroun', inName: 'au Cameroun' },
  GN: { name: 'Guinée', inName: 'en Guinée' },
  NE: { name: 'Niger', inName: 'au Niger' },
};

const countryName = (code: string) => countryNames[code]?.name ?? code;
const countryIn = (code: string) => countryNames[code]?.inName ?? `(${code})`;

/** "70, 75, 76 ou 78". */
const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}` : (items[0] ?? '');

/**
 * French, the page's language by default. English (./language/en.ts, a chunk of its own) has
 * this very shape, which its type enforces. The words of a sent payment's screens are in
 * ./outcomeCopy.ts, with those screens' chunk.
 */
export const checkoutCopy = {
  /** How amounts and dates are written (format.ts). */
  locale: 'fr-SN',
  /** The document's title, the same in the prerendered page and after a switch. */
  documentTitle: 'Paiement sécurisé · Yonnee',
  countryName,
  frame: {
    secure: 'Paiement sécurisé',
    help: 'Besoin d’aide ? Support Yonnee :',
    operatedBy: 'Paiement opéré par Yonnee. Vos codes secrets ne sont jamais demandés ici.',
  },
  loading: {
    title: 'Paiement sécurisé',
    label: 'Chargement du paiement…',
  },
  summary: {
    payTo: (business: string) => `Paiement à ${business}`,
    product: 'Achat',
    amount: 'Montant',
  },
  steps: {
    progress: (index: number, count: number) => `Étape ${index} sur ${count}`,
  },
  method: {
    title: 'Choisissez votre moyen de paiement',
    country: 'Pays de votre compte',
    countryFixed: (code: string, prefix: string) => `Pays : ${countryName(code)} (+${prefix})`,
    loading: 'Chargement des moyens de paiement…',
    failed:
      'Les moyens de paiement n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
    empty: (country: string) =>
      `Aucun moyen de paiement n’est disponible ${countryIn(country)} pour ce lien. Choisissez un autre pays ou contactez le marchand.`,
    needsCode: 'Code reçu par SMS à recopier',
    required: 'Choisissez un moyen de paiement pour continuer.',
    next: 'Continuer',
  },
  phone: {
    title: (method: string) => `Votre numéro ${method}`,
    label: 'Numéro de téléphone',
    description: (prefix: string, length: number, leads: readonly string[]) =>
      `L’indicatif +${prefix} est déjà ajouté. ${length} chiffres commençant par ${orList(leads)}.`,
    change: 'Changer de moyen de paiement',
    empty: 'Saisissez le numéro de votre compte mobile money.',
    incomplete: (length: number) => `Le numéro est incomplet : il compte ${length} chiffres.`,
    invalid: (country: string, leads: readonly string[]) =>
      `Ce numéro n’est pas un numéro mobile ${countryIn(country)} : il commence par ${orList(leads)}.`,
    suggestion: (network: string, method: string) =>
      `Ce numéro semble être un numéro ${network}. Voulez-vous payer avec ${method} ?`,
    useSuggested: (method: string) => `Payer avec ${method}`,
    next: 'Continuer',
  },
  otp: {
    title: (method: string) => `Code de paiement ${method} reçu par SMS`,
    dial: (code: string) => `Composer le ${code}`,
    label: 'Code reçu par SMS',
    description:
      'Le code à usage unique de 4 à 6 chiffres que votre opérateur vous envoie par SMS, ou affiche à la fin du menu USSD. Ce n’est pas votre code secret : il ne vous est jamais demandé sur cette page.',
    /** For a wallet that confirms on the phone, when the operator asks a code for this number. */
    askedInstructions: (method: string) =>
      `${method} vous envoie par SMS un code de paiement à usage unique : recopiez-le ci-dessous. Votre code secret reste sur votre téléphone.`,
    required: 'Saisissez le code de paiement reçu par SMS de votre opérateur.',
    invalid: 'Le code reçu par SMS compte de 4 à 6 chiffres.',
    askedByNumber:
      'Votre opérateur demande un code pour ce numéro : il vous l’envoie par SMS, recopiez-le ci-dessous.',
    change: 'Modifier le numéro',
    loading: 'Chargement de l’étape du code…',
  },
  card: {
    method: 'Carte bancaire',
    methodHint: 'Visa, Mastercard',
    title: 'Votre carte bancaire',
    loading: 'Chargement du formulaire de carte…',
    refused:
      'La banque n’accepte pas ces informations de carte. Vérifiez le numéro, la date d’expiration et le cryptogramme, puis réessayez.',
  },
  pay: (amount: string) => `Payer ${amount}`,
  paying: 'Paiement en cours…',
  offline:
    'Connexion perdue. Votre paiement n’est pas perdu : nous reprenons la vérification dès le retour du réseau.',
  backOnline: 'Connexion rétablie.',
  unavailable: {
    notFound: {
      title: 'Ce lien de paiement n’existe pas ou a expiré',
      text: 'Vérifiez l’adresse, ou demandez un nouveau lien au marchand qui vous l’a envoyé. Aucun montant n’a été débité.',
    },
    paid: {
      title: 'Ce lien a déjà été payé',
      text: 'Le marchand a reçu ce paiement. Si vous n’en êtes pas à l’origine, contactez-le.',
    },
    failed: {
      title: 'Le paiement n’a pas pu être chargé',
      retry: 'Réessayer',
    },
    crashed: {
      title: 'La page de paiement a rencontré un problème',
      text: 'Rechargez la page : le paiement reprend là où il en était, et vous ne serez pas débité deux fois.',
      reload: 'Recharger la page',
    },
  },
  errors: {
    offline:
      'Pas de connexion au service de paiement. Vérifiez votre réseau puis réessayez : vous ne serez pas débité deux fois.',
    server:
      'Le service de paiement est momentanément indisponible. Réessayez dans quelques instants : vous ne serez pas débité deux fois.',
    unreadable:
      'La réponse du service de paiement est illisible. Réessayez dans quelques instants : vous ne serez pas débité deux fois.',
    refusedAccess:
      'Ce paiement ne peut pas être traité pour le moment. Contactez le marchand qui vous a envoyé ce lien.',
    phoneRefused: (method: string) =>
      `${method} n’accepte pas ce numéro. Vérifiez-le, ou choisissez un autre moyen de paiement.`,
    otpRefused:
      'Ce code reçu par SMS n’est pas accepté. Demandez-en un nouveau en suivant les instructions, puis recopiez-le.',
    methodRefused:
      'Ce moyen de paiement n’est pas disponible pour ce paiement. Choisissez-en un autre.',
    alreadyPending:
      'Un paiement est déjà en attente de confirmation pour ce lien. Validez-le sur votre téléphone, ou patientez quelques minutes avant de réessayer.',
    changedSinceLastTry:
      'Vos informations ont changé depuis la tentative précédente. Appuyez de nouveau sur Payer.',
    cancelFailed:
      'Le paiement n’a pas pu être annulé : vérifiez votre connexion puis réessayez. Ne validez pas la demande sur votre téléphone si vous ne voulez plus payer.',
    invalidRequest: 'Le paiement n’a pas pu être envoyé. Vérifiez vos informations puis réessayez.',
    generic:
      'Une erreur inattendue est survenue. Réessayez dans quelques instants, ou contactez le support.',
  },
  announce: {
    sending: 'Envoi du paiement…',
  },
};

export type CheckoutCopy = typeof checkoutCopy;
