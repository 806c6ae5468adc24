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
} as const;
