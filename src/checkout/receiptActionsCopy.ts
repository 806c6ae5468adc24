// The receipt's buttons' words: in the receipt actions' own chunk, loaded with them once a
// payment is accepted (English ones come with the page's English words, ./language/en.ts).

export const receiptActionsCopy = {
  print: 'Imprimer ou enregistrer en PDF',
  share: 'Partager le reçu',
  copy: 'Copier le reçu',
  copied: 'Reçu copié : collez-le dans un message ou une note pour le garder.',
  copyFailed: 'La copie n’a pas pu se faire : imprimez le reçu ou faites une capture d’écran.',
};

export type ReceiptActionsCopy = typeof receiptActionsCopy;
