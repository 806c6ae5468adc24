// Every `code` the merchant API answers with, in one typed table: the sandbox answers with
// these names only, the OpenAPI document lists them as an enum, and the API page's table is
// made from them. No imports: the docs' copy and the sandbox's Node bundle read it alike. The
// headers' names are in ./apiHeaders.ts, which the client (and so the payment page) loads.

export interface ApiCodeEntry {
  /** The HTTP status that comes with the code. */
  status: number;
  /** What happened, in French, for the docs' table. */
  meaning: string;
  /** What the integrator should do, in French. */
  action: string;
}

export const apiCodes = {
  OK: {
    status: 200,
    meaning: 'Succès : `data` porte le résultat.',
    action: 'Rien.',
  },
  BAD_REQUEST: {
    status: 400,
    meaning: 'Requête invalide : un champ, un paramètre ou le JSON du corps.',
    action: 'Corrigez le champ nommé par `data.field` ; `data.title` dit comment.',
  },
  INSUFFICIENT_BALANCE: {
    status: 400,
    meaning: 'Votre solde ne couvre pas ce versement, frais compris.',
    action: 'Approvisionnez le solde ou versez un montant plus faible.',
  },
  UNAUTHORIZED: {
    status: 401,
    meaning: 'Identifiants manquants ou refusés.',
    action: 'Vérifiez les trois en-têtes et la validité du JWT.',
  },
  CARD_DECLINED: {
    status: 402,
    meaning: 'La banque de la carte a refusé le paiement.',
    action: 'Proposez au client une autre carte ou un autre moyen de paiement.',
  },
  INSUFFICIENT_FUNDS: {
    status: 402,
    meaning: 'La carte n’a pas la provision nécessaire.',
    action: 'Proposez au client une autre carte ou un montant plus faible.',
  },
  FORBIDDEN: {
    status: 403,
    meaning: 'Opération interdite à ce compte marchand.',
    action: 'Contactez le support pour l’activer.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'Introuvable : l’identifiant du chemin ou l’appel lui-même.',
    action: 'Vérifiez l’identifiant et le chemin.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    meaning: 'Méthode non acceptée sur ce chemin.',
    action: 'Utilisez une méthode de l’en-tête `Allow`.',
  },
  CONFLICT: {
    status: 409,
    meaning: 'Conflit avec l’état : compte déjà enregistré autrement, lien déjà payé.',
    action: 'Relisez l’état (liste, statut) avant de réessayer.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    meaning: 'Le corps de la requête dépasse 1 Mo.',
    action: 'Découpez l’envoi (par exemple un versement de masse en plusieurs).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning: 'Clé d’idempotence déjà utilisée pour une autre requête.',
    action: 'Générez une nouvelle clé pour chaque opération.',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Trop de requêtes pour ces identifiants dans la fenêtre en cours.',
    action: 'Attendez le nombre de secondes de `Retry-After`, puis réessayez.',
  },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'Erreur interne.',
    action:
      'Réessayez plus tard, avec la même clé d’idempotence ; citez `X-Request-Id` au support.',
  },
  WEBHOOKS_UNAVAILABLE: {
    status: 503,
    meaning: 'Ce bac à sable ne garde pas de notifications (journal des événements, renvoi).',
    action:
      'Utilisez le bac à sable du serveur (`npm start`), qui envoie et garde les notifications.',
  },
  SANDBOXES_UNAVAILABLE: {
    status: 503,
    meaning:
      'Ce serveur ne crée pas de bac à sable personnel (pas de stockage), ou il en garde déjà le maximum.',
    action:
      'Utilisez le serveur de `npm start`, qui les garde dans PostgreSQL, ou réessayez plus tard.',
  },
  SANDBOX_BUSY: {
    status: 503,
    meaning: 'Ce bac à sable a reçu trop de requêtes simultanées qui le modifient.',
    action: 'Réessayez dans un instant, avec la même clé d’idempotence.',
  },
} as const satisfies Record<string, ApiCodeEntry>;

export type ApiCode = keyof typeof apiCodes;
export const apiCodeNames = Object.keys(apiCodes) as ApiCode[];
