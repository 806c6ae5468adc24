// The card form's words: only the card step (a chunk of its own, fetched when the payer chooses
// the card), its rules and the server that checks a posted card need them, so they stay out of
// the payment page's first scripts.

export const cardFormCopy = {
  number: {
    label: 'Numéro de carte',
    description: 'Les 13 à 19 chiffres au recto de la carte.',
    brand: (brand: string) => `Carte ${brand}`,
    empty: 'Saisissez le numéro de votre carte.',
    incomplete: 'Le numéro de carte est incomplet : vérifiez les chiffres au recto de la carte.',
    invalid:
      'Ce numéro de carte n’est pas valide : un chiffre est sans doute mal saisi. Vérifiez-le au recto de la carte.',
  },
  expiry: {
    label: 'Date d’expiration',
    description: 'Mois et année, comme sur la carte (MM / AA).',
    placeholder: 'MM / AA',
    empty: 'Saisissez la date d’expiration de la carte (MM / AA).',
    invalid: 'La date d’expiration s’écrit MM / AA, par exemple 09 / 30.',
    past: 'Cette carte a expiré : payez avec une carte en cours de validité.',
  },
  cvc: {
    label: 'Cryptogramme',
    description: (length: number): string =>
      length === 4
        ? 'Les 4 chiffres au recto de la carte, au-dessus du numéro.'
        : 'Les 3 chiffres au dos de la carte, près de la signature.',
    empty: (length: number) =>
      `Saisissez le cryptogramme : les ${length} chiffres ${length === 4 ? 'au recto' : 'au dos'} de la carte.`,
    invalid: (length: number) => `Le cryptogramme compte ${length} chiffres.`,
  },
  holder: {
    label: 'Nom du titulaire',
    description: 'Tel qu’il est écrit sur la carte.',
    empty: 'Saisissez le nom écrit sur la carte.',
    invalid: 'Le nom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
    tooLong: (max: number) => `Le nom compte ${max} caractères au plus.`,
  },
  safety:
    'Les données de votre carte partent chiffrées, pour ce seul paiement : elles ne sont jamais conservées sur cet appareil.',
  change: 'Changer de moyen de paiement',
};

export type CardFormCopy = typeof cardFormCopy;
