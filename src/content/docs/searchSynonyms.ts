/**
 * Words a developer may search for that the documentation says another way: each group's
 * words find each other (the docs say "IPN" where many APIs say "webhook"). Written as the
 * search folds them: lower case, no accents. A word may be several words ("bac a sable").
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['ipn', 'webhook', 'notification', 'callback'],
  ['versement', 'payout', 'transfert', 'transfer', 'decaissement'],
  ['encaissement', 'payin', 'pay-in', 'collecte', 'collect'],
  ['masse', 'mass', 'bulk'],
  ['bac a sable', 'sandbox'],
  ['cle', 'key'],
  ['jeton', 'token'],
  ['solde', 'balance'],
  ['portefeuille', 'wallet'],
  ['frais', 'fees', 'commission'],
  ['remboursement', 'refund'],
  ['devise', 'currency', 'monnaie'],
  ['idempotence', 'idempotency'],
];
