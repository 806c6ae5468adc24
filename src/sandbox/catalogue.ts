import type { PaymentMethod, PaymentMethodGroup } from '../api/schemas';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** French name. */
  name: string;
  /** The name after a preposition, for sentences: "au Sénégal". */
  inName: string;
  /** Calling code without +. */
  prefix: string;
  currency: string;
  /** National mobile numbers, digits only, without the calling code. */
  mobilePattern: RegExp;
  /** The pattern in words, for error messages. */
  mobileFormat: string;
}

/** The countries served, in the order the API lists them. */
export const countries = [
  {
    code: 'SN',
    name: 'Sénégal',
    inName: 'au Sénégal',
    prefix: '221',
    currency: 'XOF',
    mobilePattern: /^7[05678]\d{7}$/,
    mobileFormat: '9 chiffres commençant par 70, 75, 76, 77 ou 78',
  },
  {
    code: 'CI',
    name: "Côte d'Ivoire",
    inName: "en Côte d'Ivoire",
    prefix: '225',
    currency: 'XOF',
    mobilePattern: /^0[157]\d{8}$/,
    mobileFormat: '10 chiffres commençant par 01, 05 ou 07',
  },
  {
    code: 'ML',
    name: 'Mali',
    inName: 'au Mali',
    prefix: '223',
    currency: 'XOF',
    mobilePattern: /^[5-9]\d{7}$/,
    mobileFormat: '8 chiffres commençant par 5, 6, 7, 8 ou 9',
  },
  {
    code: 'BF',
    name: 'Burkina Faso',
    inName: 'au Burkina Faso',
    prefix: '226',
    currency: 'XOF',
    mobilePattern: /^[5-7]\d{7}$/,
    mobileFormat: '8 chiffres commençant par 5, 6 ou 7',
  },
  {
    code: 'BJ',
    name: 'Bénin',
    inName: 'au Bénin',
    prefix: '229',
    currency: 'XOF',
    mobilePattern: /^01\d{8}$/,
    mobileFormat: '10 chiffres commençant par 01',
  },
  {
    code: 'TG',
    name: 'Togo',
    inName: 'au Togo',
    prefix: '228',
    currency: 'XOF',
    mobilePattern: /^[79]\d{7}$/,
    mobileFormat: '8 chiffres commençant par 7 ou 9',
  },
  {
    code: 'CM',
    name: 'Cameroun',
    inName: 'au Cameroun',
    prefix: '237',
    currency: 'XAF',
    mobilePattern: /^6\d{8}$/,
    mobileFormat: '9 chiffres commençant par 6',
  },
  {
    code: 'GN',
    name: 'Guinée',
    inName: 'en Guinée',
    prefix: '224',
    currency: 'GNF',
    mobilePattern: /^6\d{8}$/,
    mobileFormat: '9 chiffres commençant par 6',
  },
  {
    code: 'NE',
    name: 'Niger',
    inName: 'au Niger',
    prefix: '227',
    currency: 'XOF',
    mobilePattern: /^[89]\d{7}$/,
    mobileFormat: '8 chiffres commençant par 8 ou 9',
  },
] as const satisfies readonly Country[];

export type CountryCode = (typeof countries)[number]['code'];

const push = (operator: string) => ({
  otpRequired: false,
  instructions: `Une demande de paiement ${operator} arrive sur votre téléphone : validez-la avec votre code secret.`,
  instructionsEn: `A ${operator} payment request arrives on your phone: approve it with your PIN.`,
});

const orangeMenu = {
  otpRequired: true,
  instructions:
    'Composez le #144#, choisissez « Paiement marchand », saisissez votre code secret puis recopiez ici le code à 6 chiffres reçu par SMS.',
  instructionsEn:
    'Dial #144#, choose “Merchant payment”, enter your PIN, then type here the 6-digit code you receive by SMS.',
};

const wave = {
  otpRequired: false,
  instructions:
    "Ouvrez l'application Wave : la demande de paiement s'y affiche, confirmez-la avec votre code secret.",
  instructionsEn: 'Open the Wave app: the payment request shows there; confirm it with your PIN.',
};

type Operator = Pick<
  PaymentMethod,
  'name' | 'paymentMethod' | 'otpRequired' | 'instructions' | 'instructionsEn'
>;

const operators: Record<CountryCode, Operator[]> = {
  SN: [
    { name: 'Wave', paymentMethod: 'WAVESN', ...wave },
    {
      name: 'Orange Money',
      paymentMethod: 'OMSN',
      otpRequired: true,
      instructions:
        'Composez le #144#391# sur votre téléphone Orange, saisissez votre code secret puis recopiez ici le code à 6 chiffres reçu par SMS.',
      instructionsEn:
        'Dial #144#391# on your Orange phone, enter your PIN, then type here the 6-digit code you receive by SMS.',
    },
    { name: 'Free Money', paymentMethod: 'FREESN', ...push('Free Money') },
  ],
  CI: [
    { name: 'Orange Money', paymentMethod: 'OMCI', ...orangeMenu },
    { name: 'MTN Mobile Money', paymentMethod: 'MOMOCI', ...push('MTN MoMo') },
    { name: 'Moov Money', paymentMethod: 'MOOVCI', ...push('Moov Money') },
    { name: 'Wave', paymentMethod: 'WAVECI', ...wave },
  ],
  ML: [
    { name: 'Orange Money', paymentMethod: 'OMML', ...orangeMenu },
    { name: 'Moov Money', paymentMethod: 'MOOVML', ...push('Moov Money') },
  ],
  BF: [
    { name: 'Orange Money', paymentMethod: 'OMBF', ...orangeMenu },
    { name: 'Moov Money', paymentMethod: 'MOOVBF', ...push('Moov Money') },
  ],
  BJ: [
    { name: 'MTN Mobile Money', paymentMethod: 'MOMOBJ', ...push('MTN MoMo') },
    { name: 'Moov Money', paymentMethod: 'MOOVBJ', ...push('Moov Money') },
    { name: 'Celtiis Cash', paymentMethod: 'CELTIISBJ', ...push('Celtiis Cash') },
  ],
  TG: [
    { name: 'Mixx by Yas', paymentMethod: 'MIXXTG', ...push('Mixx by Yas') },
    { name: 'Flooz', paymentMethod: 'FLOOZTG', ...push('Flooz') },
  ],
  CM: [
    { name: 'MTN Mobile Money', paymentMethod: 'MOMOCM', ...push('MTN MoMo') },
    { name: 'Orange Money', paymentMethod: 'OMCM', ...push('Orange Money') },
  ],
  GN: [
    { name: 'Orange Money', paymentMethod: 'OMGN', ...orangeMenu },
    { name: 'MTN Mobile Money', paymentMethod: 'MOMOGN', ...push('MTN MoMo') },
  ],
  NE: [
    { name: 'Airtel Money', paymentMethod: 'AIRTELNE', ...push('Airtel Money') },
    { name: 'Moov Money', paymentMethod: 'MOOVNE', ...push('Moov Money') },
  ],
};

/** The answer of `GET /transaction/payment-method/all`. */
export const paymentMethodGroups: PaymentMethodGroup[] = countries.map((country) => ({
  country: country.code,
  methods: operators[country.code].map((operator) => ({
    ...operator,
    currency: country.currency,
    prefixPhone: country.prefix,
    dataProcessingRequest: { isPhoneNumberRequired: true },
    type: 'WALLET',
  })),
}));

export interface MethodInfo {
  method: PaymentMethod;
  country: Country;
}

const byCode = new Map<string, MethodInfo>(
  paymentMethodGroups.flatMap((group) => {
    const country = countries.find((c) => c.code === group.country)!;
    return group.methods.map((method) => [method.paymentMethod, { method, country }] as const);
  }),
);

/** A method and its country from the method code (WAVESN…), if the sandbox knows it. */
export const findMethod = (code: string): MethodInfo | undefined => byCode.get(code);

export const findCountry = (code: string): Country | undefined =>
  countries.find((country) => country.code === code);
