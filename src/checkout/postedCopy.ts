// The server's answers to a step's form posted without JavaScript (src/checkout/state/postedStep.ts):
// never needed in the browser, which gets them in the page it is sent, so kept out of its code.

export const postedCopy = {
  methodField: 'Moyen de paiement',
  /** One problem of a posted card, named by its field: nothing typed is sent back. */
  cardProblem: (field: string, problem: string) => `« ${field} » : ${problem}`,
  /** After a card refused on its step: what was typed of it is never kept nor sent back. */
  cardRetype:
    'Par sécurité, les données de la carte ne sont ni conservées ni renvoyées : saisissez-les de nouveau.',
  tooLong: (field: string) => `Le champ « ${field} » est trop long : vérifiez-le puis renvoyez.`,
  stale:
    'Cette page n’était plus à jour : voici où en est votre paiement. Vérifiez puis continuez.',
  country:
    'Le champ « Pays de votre compte » ne correspond à aucun pays proposé : choisissez-en un dans la liste.',
  unknown: 'Formulaire illisible : rechargez la page puis continuez.',
  tooLarge: 'Formulaire trop long : vérifiez ce que vous avez saisi, puis continuez.',
  crossSite:
    'Envoi refusé : ce formulaire ne peut être envoyé que depuis la page de paiement. Rechargez-la puis continuez.',
  token:
    'Cette page a expiré ou vos cookies sont bloqués : autorisez les cookies pour ce site, puis continuez.',
  /** Too many posts from one connection (429). */
  tooMany: (minutes: number) =>
    `Trop d’envois depuis votre connexion : réessayez dans ${minutes} min.`,
};

export type PostedCopy = typeof postedCopy;

/** The same in English, for a payer whose page is in English. */
export const postedCopyEn: PostedCopy = {
  methodField: 'Payment method',
  cardProblem: (field, problem) => `“${field}”: ${problem}`,
  cardRetype: 'For your security, card details are neither kept nor sent back: enter them again.',
  tooLong: (field) => `The “${field}” field is too long: check it, then send it again.`,
  stale: 'This page was out of date: here is where your payment stands. Check, then continue.',
  country:
    'The “Country of your account” field matches none of the countries offered: choose one from the list.',
  unknown: 'The form could not be read: reload the page, then continue.',
  tooLarge: 'The form is too long: check what you entered, then continue.',
  crossSite:
    'Sending refused: this form can only be sent from the payment page. Reload it, then continue.',
  token:
    'This page has expired or your cookies are blocked: allow cookies for this site, then continue.',
  tooMany: (minutes) => `Too many attempts from your connection: try again in ${minutes} min.`,
};
