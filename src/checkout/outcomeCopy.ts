// The words of a sent payment's screens (pending, accepted, refused, no answer in time): in
// those screens' own chunk, fetched from the step that pays, so the first screen does without
// them (English ones come with the page's English words, ./language/en.ts).

/** "de Wave", "d’Orange Money": French elides "de" before a vowel. */
const ofName = (name: string) => (/^[aeiouyéèêh]/i.test(name) ? `d’${name}` : `de ${name}`);

export const outcomeCopy = {
  pending: {
    title: 'Confirmez le paiement sur votre téléphone',
    waiting: (method: string) => `Nous attendons la confirmation ${ofName(method)}.`,
    keepOpen: 'Gardez cette page ouverte : elle se met à jour toute seule.',
    sentTo: (phone: string) => `Demande envoyée au ${phone}.`,
    changeNumber: 'Changer de numéro',
    cancel: 'Annuler ce paiement',
    checking: 'Vérification du paiement…',
  },
  success: {
    title: 'Paiement accepté',
    lead: (amount: string, business: string) =>
      `Vous avez payé ${amount} à ${business}. Gardez ce reçu : le marchand est prévenu.`,
    receipt: 'Reçu',
    amount: 'Montant payé',
    business: 'Bénéficiaire',
    product: 'Achat',
    fees: 'Frais',
    method: 'Moyen de paiement',
    phone: 'Numéro',
    date: 'Date',
    reference: 'Référence',
    close: 'Vous pouvez fermer cette page.',
    shareTitle: (business: string) => `Reçu de paiement Yonnee — ${business}`,
    returnTo: (business: string) => `Retour chez ${business}`,
    /** One line of the receipt as text, shared or copied. */
    row: (term: string, value: string) => `${term} : ${value}`,
  },
  rejected: {
    title: 'Paiement refusé',
    refused: (method: string) =>
      `${method} a refusé le paiement. Vérifiez votre solde et le code secret saisi sur votre téléphone, puis réessayez ou choisissez un autre moyen de paiement.`,
    insufficientBalance: (method: string) =>
      `Le solde de votre compte ${method} est insuffisant. Rechargez-le puis réessayez, ou payez avec un autre compte.`,
    noDebit: 'Aucun montant n’a été débité.',
    retry: 'Réessayer',
    otherMethod: 'Choisir un autre moyen de paiement',
  },
  timeout: {
    title: 'Paiement en attente de confirmation',
    text: (method: string) =>
      `Nous n’avons pas encore reçu la confirmation ${ofName(method)}. Si vous avez validé le paiement sur votre téléphone, il sera pris en compte : vérifiez à nouveau dans un instant.`,
    noSecondPayment: 'Ne payez pas une seconde fois tant que ce paiement est en attente.',
    checkAgain: 'Vérifier à nouveau',
  },
  cardDeclined: {
    title: 'Carte refusée',
    declined:
      'La banque de votre carte a refusé le paiement. Appelez-la pour en connaître la raison, ou payez avec une autre carte ou un autre moyen de paiement.',
    insufficientFunds:
      'La provision de votre carte est insuffisante. Payez avec une autre carte ou un autre moyen de paiement, ou réessayez une fois la carte approvisionnée.',
    otherCard: 'Essayer une autre carte',
  },
};

export type OutcomeCopy = typeof outcomeCopy;
