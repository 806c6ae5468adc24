import { site } from './site';

/** When the support team answers the phone and messages (spec 9). */
export const openingHours = [
  { days: 'Du lundi au vendredi', hours: '08h – 18h', opens: '08:00', closes: '18:00' },
  { days: 'Le samedi', hours: '08h – 12h', opens: '08:00', closes: '12:00' },
] as const;

/** The support promise, repeated wherever a visitor can write to us. */
export const answerPromise = 'Nous répondons à chaque message sous 24\u00a0h.';

/** Ways to reach the team, from the site constants. */
export const contactChannels = {
  phone: { label: 'Téléphone', value: site.supportPhone, href: site.supportPhoneHref },
  email: { label: 'E-mail', value: site.supportEmail, href: `mailto:${site.supportEmail}` },
  address: { label: 'Adresse', value: site.address },
} as const;

/** Copy of the /contacteznous page. */
export const contactPage = {
  title: 'Contactez-nous',
  lead: 'Une question sur nos solutions, votre compte marchand ou une intégration\u00a0? Écrivez-nous\u00a0: un membre de l’équipe Yonnee vous répond sous 24\u00a0h.',
  formTitle: 'Envoyez-nous un message',
  detailsTitle: 'Nos coordonnées',
  hoursTitle: 'Horaires d’ouverture',
  developersText:
    'Vous intégrez l’API\u00a0? La documentation répond à la plupart des questions techniques.',
  developersLink: 'Consulter la documentation',
} as const;

/** The words of the contact details (ContactDetails), in one language. */
export interface ContactDetailsWords {
  detailsTitle: string;
  hoursTitle: string;
  answerPromise: string;
  labels: Record<keyof typeof contactChannels, string>;
  address: string;
  openingHours: readonly { days: string; hours: string }[];
}

/** The contact details' French words, the default. */
export const contactDetailsWords: ContactDetailsWords = {
  detailsTitle: contactPage.detailsTitle,
  hoursTitle: contactPage.hoursTitle,
  answerPromise,
  labels: {
    phone: contactChannels.phone.label,
    email: contactChannels.email.label,
    address: contactChannels.address.label,
  },
  address: contactChannels.address.value,
  openingHours,
};

/** The words of the contact form and its checks, in one language (the server answers in them too). */
export interface ContactFormWords {
  /** The form section's heading. */
  title: string;
  lastName: { label: string; required: string; tooLong: string; control: string };
  firstName: { label: string; required: string; tooLong: string; control: string };
  email: { label: string; required: string; invalid: string };
  phone: { label: string; description: string; invalid: string };
  message: { label: string; required: string; tooShort: string; tooLong: string; control: string };
  submit: string;
  /** Heard while the message is on its way (the kit's French words if left out). */
  sending?: string;
  requiredNote: string;
  confirmation: {
    title: string;
    reference: (reference: string) => string;
    text: (firstName: string, email: string) => string;
    again: string;
  };
  honeypot: string;
  /** Said when no answer came (the forms' French notice if left out). */
  offline?: string;
}

/** Labels and messages of the contact form, shared by the contact page and the support page. */
export const contactForm = {
  lastName: {
    label: 'Nom',
    required: 'Indiquez votre nom.',
    tooLong: 'Votre nom ne doit pas dépasser 100 caractères.',
    control: 'Votre nom ne peut contenir ni saut de ligne ni caractère invisible.',
  },
  firstName: {
    label: 'Prénom',
    required: 'Indiquez votre prénom.',
    tooLong: 'Votre prénom ne doit pas dépasser 100 caractères.',
    control: 'Votre prénom ne peut contenir ni saut de ligne ni caractère invisible.',
  },
  email: {
    label: 'Adresse e-mail',
    required: 'Indiquez votre adresse e-mail.',
    invalid: 'Adresse e-mail invalide. Exemple\u00a0: awa.diop@exemple.sn',
  },
  phone: {
    label: 'Téléphone',
    description: 'Facultatif, avec l’indicatif du pays. Exemple\u00a0: +221 77 123 45 67',
    invalid: 'Numéro invalide\u00a0: de 8 à 15 chiffres, avec l’indicatif du pays.',
  },
  message: {
    label: 'Message',
    required: 'Écrivez votre message.',
    tooShort: 'Votre message doit contenir au moins 10 caractères.',
    tooLong: 'Votre message ne doit pas dépasser 2 000 caractères.',
    control:
      'Votre message contient un caractère invisible que nous ne pouvons pas enregistrer\u00a0: retirez-le, ou recopiez le texte.',
  },
  submit: 'Envoyer le message',
  requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  confirmation: {
    title: 'Message bien reçu',
    reference: (reference: string) => `Demande n°\u00a0${reference}`,
    text: (firstName: string, email: string) =>
      `Merci ${firstName}\u00a0! Votre message est enregistré\u00a0: notre équipe le lit et vous répond sous 24\u00a0h à l’adresse ${email}. Citez ce numéro si vous nous écrivez à son sujet.`,
    again: 'Écrire un autre message',
  },
  /** Read by no one but a person with styles off, who should leave it empty. */
  honeypot: 'Laissez ce champ vide',
} as const;

/** The contact form's French words, the default. */
export const contactFormWords: ContactFormWords = {
  ...contactForm,
  title: contactPage.formTitle,
};

/** Limits of the message field. */
export const messageLength = { min: 10, max: 2000 } as const;
/** Longest name kept: longer is a paste gone wrong, or a robot. */
export const nameLength = { max: 100 } as const;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
