import {
  referenceSectionWith,
  type ConsoleLabels,
  type EndpointDoc,
  type ReferenceLabels,
  type requestFieldMeanings as frenchFieldMeanings,
} from '../apiReference';
import type { DocSection, ReferenceEndpointId } from '../types';

/** The reference's prose in English; anchors are the French ones, so a language switch keeps them. */
export const endpointDocs: Record<ReferenceEndpointId, EndpointDoc> = {
  payInMobile: {
    title: 'Collect by mobile money',
    anchor: 'encaisser-par-mobile-money',
    summary:
      'Asks the holder of a mobile money wallet for a payment. Depending on the operator, the customer approves a request received on their phone, or first generates a code that they give you (`codeOtp`).',
    notes: [
      'Methods marked `otpRequired` in the list of payment methods require `codeOtp`; their `instructions` tell the customer how to get the code.',
      'The response does not have the `code`, `message`, `data` envelope of the other calls: read `state` and `data.paymentMessage`.',
    ],
  },
  payInCard: {
    title: 'Collect by bank card',
    anchor: 'encaisser-par-carte-bancaire',
    summary:
      'Charges a bank card. Card data must only pass through a PCI-DSS compliant server: if yours is not, use the hosted page.',
    notes: ['The shape of the response is not published: the example is the sandbox’s.'],
  },
  createPaymentLink: {
    title: 'Create a payment link',
    anchor: 'creer-un-lien-de-paiement',
    summary:
      'Creates a unique link to a hosted payment page. Share `urlPayIn` or show it in the widget; `token` identifies the link.',
  },
  listTransactions: {
    title: 'List pay-ins',
    anchor: 'lister-les-encaissements',
    summary: 'Returns your pay-ins, most recent first, with their status.',
  },
  getBalance: {
    title: 'Get the balance',
    anchor: 'consulter-le-solde',
    summary:
      'Returns the available balance of your merchant account: it funds payouts and mass payouts.',
  },
  getTransactionStatus: {
    title: 'Track a pay-in’s status',
    anchor: 'suivre-le-statut',
    summary:
      'Returns the status and details of a pay-in from its `transactionId`. Poll it while the status is `PENDING`, spacing out the calls.',
  },
  listPaymentMethods: {
    title: 'List payment methods',
    anchor: 'lister-les-moyens-de-paiement',
    summary:
      'Returns the payment methods grouped by country, with the code to send in `paymentMethod`, the dialling code, the currency, and the instructions to show the customer in French and in English.',
  },
  createPayout: {
    title: 'Make a payout',
    anchor: 'effectuer-un-versement',
    summary:
      'Sends money from your balance to a mobile money account. The amount debited (`realAmount`) includes the fees.',
  },
  addPayoutContact: {
    title: 'Add a payout account',
    anchor: 'ajouter-un-compte-de-versement',
    summary: 'Saves a recipient you will pay later: a customer to refund, a supplier, an employee.',
    notes: ['The response is not published: the example is the sandbox’s.'],
  },
  listPayouts: {
    title: 'Retrieve payouts',
    anchor: 'recuperer-les-versements',
    summary: 'Returns your payouts, most recent first, with their status.',
  },
  createMassPayout: {
    title: 'Start a mass payout',
    anchor: 'lancer-un-paiement-de-masse',
    summary:
      'Pays a list of recipients in a single call. Each one receives their amount on their mobile money account, in under 5 minutes.',
    notes: [
      'The field `paiement_method` is spelled this way, in lower case with an underscore: it is the name the API expects.',
    ],
  },
  listMassPayouts: {
    title: 'Retrieve mass payouts',
    anchor: 'recuperer-les-paiements-de-masse',
    summary: 'Returns your mass payouts with, for each, the list of its recipients.',
  },
};

/** The reference's groups, in the order of the API page (same ids as in French). */
export const referenceGroups: { id: string; title: string; endpoints: ReferenceEndpointId[] }[] = [
  { id: 'encaissements', title: 'Pay-ins', endpoints: ['payInMobile', 'payInCard'] },
  { id: 'liens-de-paiement', title: 'Payment links', endpoints: ['createPaymentLink'] },
  {
    id: 'transactions-et-solde',
    title: 'Transactions and balance',
    endpoints: ['listTransactions', 'getTransactionStatus', 'getBalance', 'listPaymentMethods'],
  },
  {
    id: 'reference-versements',
    title: 'Payouts',
    endpoints: ['createPayout', 'addPayoutContact', 'listPayouts'],
  },
  {
    id: 'reference-paiement-de-masse',
    title: 'Mass payouts',
    endpoints: ['createMassPayout', 'listMassPayouts'],
  },
];

/** A documentation section holding the reference of the given calls, one h3 each. */
export const referenceSection: (
  section: Omit<DocSection, 'subsections'>,
  endpoints: ReferenceEndpointId[],
) => DocSection = referenceSectionWith(endpointDocs);

/** Names of the JSON types in the field tables. */
export const typeNames: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
};

/** The meaning of each request field, by name; `endpoint.field` overrides a shared name. */
export const requestFieldMeanings: Record<keyof typeof frenchFieldMeanings, string> = {
  amount: 'Amount, as a number (not a string), in the given currency.',
  currency: 'Currency of the amount: XOF, XAF or GNF depending on the country.',
  paymentMethod:
    'Code of the payment method, for example WAVESN (see the list of payment methods).',
  prefixPhone: 'Country dialling code without the +, for example 221 for Senegal.',
  phoneNumber: 'National mobile number, digits only, without the dialling code.',
  idClient: 'Your own reference: order, customer or invoice number.',
  Ipn: 'URL of your server that receives a signed notification at each status change (Notifications (IPN)); `ipn` and `notifyUrl` are accepted too.',
  returnUrl:
    'Sandbox assumption, optional: https:// address of your site where the payment page’s receipt sends the payer back (its link « Retour chez … »). Without it, no link back.',
  ipn: 'URL of your server that receives a signed notification at each status change (Notifications (IPN)); `Ipn` and `notifyUrl` are accepted too.',
  description: 'Label of the operation, shown in your statements.',
  country: 'Two-letter country code (ISO 3166-1), for example SN.',
  codeOtp:
    'Code generated by the customer on their phone, for the payment methods that require it.',
  metadata: 'Free text you get back as it is in the response and the lists.',
  cardNumber: 'Card number, digits only.',
  customerFirstName: 'First name of the cardholder.',
  customerLastName: 'Last name of the cardholder.',
  cardExpirationMonth: 'Expiry month in two digits, for example 09.',
  cardExpirationYear: 'Expiry year in four digits, for example 2030.',
  cardCv: 'Card verification value on the back of the card (3 digits).',
  notifyUrl:
    'URL of your server that receives a signed notification at each status change (Notifications (IPN)); `Ipn` and `ipn` are accepted too.',
  product: 'What the customer buys, shown on the payment page.',
  prefix: 'Country dialling code without the +, for example 221.',
  phone: 'National mobile number of the recipient, digits only.',
  name: 'Last name of the recipient.',
  surname: 'First name of the recipient.',
  email: 'Email address of the recipient.',
  payOutMassList: 'The list of recipients to pay.',
  paiement_method: 'Code of the recipient’s payment method, for example WAVESN.',
  transactionId:
    'Identifier of the transaction, as returned when it was created (paymentTransactionId).',
  'addPayoutContact.phone': 'National mobile number of the account to save, digits only.',
  'createMassPayout.amount': 'Amount paid to this recipient, as a number.',
  'createMassPayout.currency': 'Currency of this recipient’s amount.',
};

/**
 * The errors' meanings, keyed by the OpenAPI document's French text: a French description
 * without its English here fails the build (src/docsBuild/apiReference.ts).
 */
export const errorDescriptions: Record<string, string> = {
  'Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger.':
    'Invalid request: `data.field` names the field, `data.title` says what to fix.',
  'Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme.':
    'Invalid parameter (`limit`, `starting_after`, unknown scenario): `data.field` names it.',
  'Identifiants manquants ou refusés.': 'Credentials missing or refused.',
  'Carte refusée : `CARD_DECLINED` (refus de la banque) ou `INSUFFICIENT_FUNDS` (provision insuffisante) ; `data.transactionId` nomme l’encaissement enregistré.':
    'Card declined: `CARD_DECLINED` (refused by the bank) or `INSUFFICIENT_FUNDS` (not enough funds); `data.transactionId` names the recorded pay-in.',
  'Opération interdite à ce compte.': 'Operation forbidden for this account.',
  'Introuvable : l’identifiant du chemin.': 'Not found: the identifier in the path.',
  'Conflit avec l’état enregistré.': 'Conflict with the recorded state.',
  'Le corps de la requête dépasse 1 Mo.': 'The request body exceeds 1 MB.',
  "Clé d'idempotence déjà utilisée pour une autre requête.":
    'Idempotency key already used for another request.',
  'Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes.':
    'Too many requests for these credentials: wait `Retry-After` seconds.',
  'Erreur interne : citez `X-Request-Id` au support.':
    'Internal error: quote `X-Request-Id` to support.',
};

/** Labels of the parts of one call's reference. */
export const referenceLabels: ReferenceLabels = {
  headers: 'Headers',
  headersIntro: 'Every call carries the three credentials of your merchant account.',
  pathParameters: 'Path parameters',
  body: 'Request body',
  noBody: 'This call has no body.',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  requiredYes: 'Yes',
  requiredNo: 'No',
  meaning: 'Meaning',
  samples: 'Request samples',
  response: 'Sample response',
  responseFrom: (status: number) => `The sandbox’s ${status} response to the sample above.`,
  shortened: (total: number, shown: number) =>
    `The list held ${total}: only the first ${shown} items are shown.`,
  errors: 'Possible errors',
  idempotency:
    'This call moves money: send an `Idempotency-Key` unique to each operation, and the same one if you retry.',
  tryIt: 'Try it',
  closeTryIt: 'Close the console',
  loadingConsole: 'Loading the console…',
  idempotencyKeyValue: 'UUID unique to each operation',
  responseCopyContext: (title: string) => `the sample response: ${title}`,
  captionOf: (part: string, title: string) => `${part}: ${title}`,
  cellLabel: (label: string) => `${label}: `,
};

/** Texts of the "Try it" console. */
export const consoleLabels: ConsoleLabels = {
  formLabel: (title: string) => `Console: ${title}`,
  credentials: 'Sandbox credentials',
  credentialsHelp:
    'Prefilled with the sandbox’s public credentials. Change one to see the 401 response.',
  apiKey: 'API key (x-api-key)',
  apiToken: 'API token (X-API-TOKEN)',
  jwt: 'JWT (Authorization: Bearer)',
  pathParameter: (name: string) => `Parameter ${name}`,
  body: 'Request body (JSON)',
  bodyHelp: 'Edit the sample: a negative amount or a malformed number gives a 400 response.',
  invalidJson: (reason: string) => `The body is not valid JSON: ${reason}`,
  send: 'Send the request',
  sending: 'Sending…',
  result: 'Response',
  status: 'Status',
  duration: 'Duration',
  sent: 'Request sent',
  responseHeaders: 'Response headers',
  responseBody: 'Response body',
  noResponse: 'No response',
  networkHelp:
    'The request got no response: the server cannot be reached or the connection is down.',
  schemaHelp: 'The response does not match the documented format:',
  received: (status: string, ms: number) => `Response received: ${status} in ${ms} ms.`,
  unanswered: (ms: number) => `No response after ${ms} ms.`,
  appReaction: {
    lead: 'In an app, the error handler would show',
    effects: (effects: readonly string[]) =>
      `${effects.map((effect, i) => (i === effects.length - 1 ? ` and ${effect}` : `, ${effect}`)).join('')}.`,
    clearSession: 'clear the session',
    signIn: 'lead to the sign-in page, to come back here afterwards',
    serverError: 'open the 500 error page',
    logError: 'log the error',
    here: 'The console itself stays on the page.',
    quoteOpen: '“',
    quoteClose: '”',
  },
};
