import { testPhoneNumber } from '../../api/sandboxTestNumbers';
import type { CopyButtonLabels } from '../../kit/CopyButton/CopyButton';

/** Spaced as payers read it: 77 000 00 01. */
const spaced = (number: string) => number.replace(/^(\d{2})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

/** The words of the docs' live demo of the hosted payment page, in one language. */
export interface CheckoutDemoWords {
  title: string;
  intro: { embed: string; open: string };
  amount: string;
  amountHint: string;
  amountInvalid: string;
  product: string;
  /** The product the form starts with. */
  sampleProduct: string;
  productInvalid: string;
  productRequired: string;
  create: string;
  creating: string;
  /** Why the link was not made; the reason is the API's own words (French by its contract). */
  failed: (reason: string) => string;
  created: string;
  /** What the copy button copies, in its accessible name. */
  copyContext: string;
  /** The copy button's words (the kit's French ones if left out). */
  copyLabels?: Partial<CopyButtonLabels>;
  open: string;
  newTab: string;
  again: string;
  frameTitle: string;
  testNumbers: string;
  /** Between a test number and its outcome: « : » in French, ": " in English. */
  outcomeSeparator: string;
  numbers: readonly { number: string; outcome: string }[];
  otpHint: string;
  messages: string;
  noMessage: string;
  /** Said while the page's scripts, which send the form, are on their way (the kit's French one if left out). */
  scriptsPending?: string;
}

/** The words of the docs' live demo of the hosted payment page (widget and saas pages). */
export const checkoutDemoCopy = {
  title: 'Essayez dans le bac à sable',
  intro: {
    embed:
      'Créez un lien de test : la page de paiement s’affiche ci-dessous dans une iframe, comme sur votre site, et le message qu’elle envoie à la fin du paiement s’affiche sous elle.',
    open: 'Créez un lien de test puis ouvrez sa page de paiement, comme le fera votre client.',
  },
  amount: 'Montant (F CFA)',
  amountHint: 'De 100 à 1 000 000 F CFA, au Sénégal.',
  amountInvalid: 'Saisissez un montant entier de 100 à 1 000 000 F CFA.',
  product: 'Produit',
  productInvalid: 'Décrivez le produit en 80 caractères au plus.',
  productRequired: 'Saisissez le nom du produit.',
  create: 'Créer un lien de test',
  creating: 'Création du lien…',
  failed: (reason: string) => `Le lien n’a pas pu être créé : ${reason}`,
  created: 'Lien de test créé',
  open: 'Ouvrir la page de paiement',
  newTab: '(nouvel onglet)',
  again: 'Créer un autre lien',
  frameTitle: 'Page de paiement de démonstration',
  testNumbers: 'Numéros de test (Wave ou Orange Money) :',
  numbers: [
    { number: spaced(testPhoneNumber('SN', 'success')), outcome: 'paiement accepté' },
    { number: spaced(testPhoneNumber('SN', 'rejected')), outcome: 'paiement refusé' },
    { number: spaced(testPhoneNumber('SN', 'pending')), outcome: 'confirmation qui tarde' },
  ],
  otpHint: 'Orange Money demande un code : n’importe quel code de 4 à 6 chiffres convient.',
  messages: 'Messages reçus de la page',
  noMessage: 'Aucun message pour l’instant : payez dans la page ci-dessus.',
} as const;

/** The demo's French words, the default. */
export const checkoutDemoWords: CheckoutDemoWords = {
  ...checkoutDemoCopy,
  sampleProduct: 'Panier de démonstration',
  copyContext: 'le lien de paiement',
  outcomeSeparator: ' : ',
};

/** Limits of the demo's form, checked before any call. */
export const demoLimits = { minAmount: 100, maxAmount: 1_000_000, productLength: 80 } as const;
