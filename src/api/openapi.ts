// The OpenAPI 3.1 document of the merchant API, generated from the zod schemas. Built into
// dist-server/openapi.json at build time and served at /openapi.json; never shipped to browsers.
// Written for tools that use it as it is: openapi-typescript, openapi-to-postmanv2 with its
// default options (which fills every field, header and query from the schemas' examples),
// Redocly's and Spectral's rulesets; server/apiDocument.test.ts runs them against the sandbox.
import * as z from 'zod/mini';
import { endpointDocs } from '../content/docs/apiReference';
import type { ReferenceEndpointId } from '../content/docs/types';
import { countries, paymentMethodGroups } from '../sandbox/catalogue';
import { apiCodeNames } from './apiCodes';
import { PAGINATION, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from './apiHeaders';
import { endpoints, type EndpointId } from './endpoints';
import { sandboxPaths, webhookOperations, webhookSchemas, webhooksTag } from './openapiWebhooks';
import {
  NO_SCENARIO,
  SANDBOX_RATE_LIMIT,
  SCENARIO_HEADER,
  scenarioNames,
} from './sandboxScenarios';
import * as s from './schemas';
import { knownTransactionStatuses } from './schemas';

interface OperationDoc {
  summary: string;
  tag: 'Paiements' | 'Liens de paiement' | 'Versements' | 'Versements de masse';
  /** Registered name of the request body's schema. */
  request?: string;
  /** Registered name of the 200 answer's schema. */
  response: string;
  description?: string;
  example?: Record<string, unknown>;
  /** Answers 404 when the path names something unknown. */
  notFound?: true;
  /** Answers 409 when the state forbids it (see the code catalogue). */
  conflict?: true;
  /** A card payment: declines answer 402 with their reason. */
  declines?: true;
  /** A list: cursor pagination. */
  paged?: true;
  /** Not in the spec: an assumption of the sandbox, flagged as `x-sandbox-assumption`. */
  assumption?: true;
}

const named: Record<string, z.ZodMiniType> = {
  ApiErrorBody: s.ApiErrorBodySchema,
  Transaction: s.TransactionSchema,
  TransactionListResponse: s.TransactionListResponseSchema,
  TransactionStatusResponse: s.TransactionStatusResponseSchema,
  MobilePayInRequest: s.MobilePayInRequestSchema,
  MobilePayInResponse: s.MobilePayInResponseSchema,
  CardPayInRequest: s.CardPayInRequestSchema,
  CardPayInResponse: s.CardPayInResponseSchema,
  Balance: s.BalanceSchema,
  BalanceResponse: s.BalanceResponseSchema,
  PaymentLinkRequest: s.PaymentLinkRequestSchema,
  PaymentLinkResponse: s.PaymentLinkResponseSchema,
  PaymentLinkDetails: s.PaymentLinkDetailsSchema,
  PaymentLinkDetailsResponse: s.PaymentLinkDetailsResponseSchema,
  PaymentLinkPayRequest: s.PaymentLinkPayRequestSchema,
  PaymentLinkCardPayRequest: s.PaymentLinkCardPayRequestSchema,
  PaymentMethod: s.PaymentMethodSchema,
  PaymentMethodGroup: s.PaymentMethodGroupSchema,
  PaymentMethodListResponse: s.PaymentMethodListResponseSchema,
  PayoutRequest: s.PayoutRequestSchema,
  Payout: s.PayoutSchema,
  PayoutResponse: s.PayoutResponseSchema,
  PayoutListResponse: s.PayoutListResponseSchema,
  PayoutContactRequest: s.PayoutContactRequestSchema,
  PayoutContact: s.PayoutContactSchema,
  PayoutContactResponse: s.PayoutContactResponseSchema,
  MassPayoutItemRequest: s.MassPayoutItemRequestSchema,
  MassPayoutRequest: s.MassPayoutRequestSchema,
  MassPayoutRecipient: s.MassPayoutRecipientSchema,
  MassPayout: s.MassPayoutSchema,
  MassPayoutResponse: s.MassPayoutResponseSchema,
  MassPayoutListResponse: s.MassPayoutListResponseSchema,
  ...webhookSchemas,
};

const operations: Record<EndpointId, OperationDoc> = {
  payInMobile: {
    summary: 'Encaisser par mobile money',
    tag: 'Paiements',
    request: 'MobilePayInRequest',
    response: 'MobilePayInResponse',
    example: {
      amount: 100,
      currency: 'XOF',
      paymentMethod: 'OMSN',
      prefixPhone: '221',
      phoneNumber: '770000001',
      idClient: 'CMD-1042',
      Ipn: 'https://boutique.example/notifications/yonnee',
      description: 'Commande n° 1042',
      country: 'SN',
      codeOtp: '482913',
      metadata: '{"panier":"1042"}',
    },
  },
  payInCard: {
    summary: 'Encaisser par carte bancaire',
    tag: 'Paiements',
    request: 'CardPayInRequest',
    response: 'CardPayInResponse',
    declines: true,
    example: {
      amount: 25000,
      currency: 'XOF',
      description: 'Commande n° 1043',
      cardNumber: '4242424242424242',
      customerFirstName: 'Awa',
      customerLastName: 'Ndiaye',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
      idClient: 'CMD-1043',
      notifyUrl: 'https://boutique.example/notifications/yonnee',
    },
  },
  createPaymentLink: {
    summary: 'Créer un lien de paiement',
    tag: 'Liens de paiement',
    request: 'PaymentLinkRequest',
    response: 'PaymentLinkResponse',
    example: {
      amount: 45000,
      country: 'SN',
      currency: 'XOF',
      idClient: 'CMD-1044',
      ipn: 'https://boutique.example/notifications/yonnee',
      product: 'Panier de 3 boubous brodés',
    },
  },
  listTransactions: {
    summary: 'Lister les encaissements',
    tag: 'Paiements',
    response: 'TransactionListResponse',
    paged: true,
  },
  getBalance: { summary: 'Consulter le solde', tag: 'Paiements', response: 'BalanceResponse' },
  getTransactionStatus: {
    summary: "Suivre le statut d'un encaissement",
    tag: 'Paiements',
    response: 'TransactionStatusResponse',
    notFound: true,
  },
  listPaymentMethods: {
    summary: 'Lister les moyens de paiement par pays',
    tag: 'Paiements',
    response: 'PaymentMethodListResponse',
  },
  createPayout: {
    summary: 'Effectuer un versement',
    tag: 'Versements',
    request: 'PayoutRequest',
    response: 'PayoutResponse',
    example: {
      amount: 200,
      currency: 'XOF',
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: '770000001',
      idClient: 'RMB-1038',
      ipn: 'https://boutique.example/notifications/yonnee',
      description: 'Remboursement commande n° 1038',
      metadata: '{"commande":"1038"}',
    },
  },
  addPayoutContact: {
    summary: 'Ajouter un compte de versement',
    tag: 'Versements',
    request: 'PayoutContactRequest',
    response: 'PayoutContactResponse',
    conflict: true,
    // Not the sandbox's sample account: the example adds a new one (sent again, it answers the same).
    example: {
      prefix: '221',
      phone: '770000009',
      name: 'Diop',
      surname: 'Moussa',
      email: 'moussa.diop@example.sn',
    },
  },
  listPayouts: {
    summary: 'Lister les versements',
    tag: 'Versements',
    response: 'PayoutListResponse',
    paged: true,
  },
  createMassPayout: {
    summary: 'Effectuer un versement de masse',
    tag: 'Versements de masse',
    request: 'MassPayoutRequest',
    response: 'MassPayoutResponse',
    example: {
      payOutMassList: [
        {
          name: 'Ndiaye',
          surname: 'Awa',
          email: 'awa.ndiaye@example.sn',
          amount: 200,
          currency: 'XOF',
          phone: '770000001',
          prefix: '221',
          paiement_method: 'WAVESN',
        },
      ],
    },
  },
  listMassPayouts: {
    summary: 'Lister les versements de masse',
    tag: 'Versements de masse',
    response: 'MassPayoutListResponse',
    paged: true,
  },
  getPaymentLink: {
    summary: 'Lire un lien de paiement (page de paiement hébergée)',
    tag: 'Liens de paiement',
    response: 'PaymentLinkDetailsResponse',
    description:
      'Hypothèse du bac à sable : appelé sans identifiants par la page de paiement hébergée.',
    notFound: true,
    assumption: true,
  },
  payPaymentLink: {
    summary: 'Payer un lien de paiement (page de paiement hébergée)',
    tag: 'Liens de paiement',
    request: 'PaymentLinkPayRequest',
    response: 'MobilePayInResponse',
    description:
      'Hypothèse du bac à sable : le payeur règle le lien depuis la page de paiement hébergée.',
    example: {
      paymentMethod: 'WAVESN',
      prefixPhone: '221',
      phoneNumber: '770000001',
      codeOtp: '482913',
    },
    notFound: true,
    conflict: true,
    assumption: true,
  },
  payPaymentLinkByCard: {
    summary: 'Payer un lien de paiement par carte (page de paiement hébergée)',
    tag: 'Liens de paiement',
    request: 'PaymentLinkCardPayRequest',
    response: 'CardPayInResponse',
    description:
      'Hypothèse du bac à sable : `pay-in-card` pour le payeur du lien, sans identifiants ; le montant et la devise sont ceux du lien, le nom du titulaire est partagé en prénom et nom.',
    example: {
      cardNumber: '4242424242424242',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
      cardHolderName: 'Awa Ndiaye',
    },
    notFound: true,
    conflict: true,
    declines: true,
    assumption: true,
  },
  listPaymentLinkMethods: {
    summary: 'Moyens de paiement d’un lien (page de paiement hébergée)',
    tag: 'Liens de paiement',
    response: 'PaymentMethodListResponse',
    description:
      'Hypothèse du bac à sable : `payment-method/all` limité aux pays du lien, appelé sans identifiants par la page de paiement hébergée.',
    notFound: true,
    assumption: true,
  },
  getPaymentLinkStatus: {
    summary: 'Statut d’un paiement d’un lien (page de paiement hébergée)',
    tag: 'Liens de paiement',
    response: 'TransactionStatusResponse',
    description:
      'Hypothèse du bac à sable : `status/{transactionId}` pour le seul paiement du lien, appelé sans identifiants par la page de paiement hébergée.',
    notFound: true,
    assumption: true,
  },
  cancelPaymentLinkPayment: {
    summary: 'Annuler le paiement en attente d’un lien (page de paiement hébergée)',
    tag: 'Liens de paiement',
    response: 'TransactionStatusResponse',
    description:
      'Hypothèse du bac à sable : le payeur retire le paiement qui attend sa confirmation (pour payer depuis un autre numéro ou moyen, ou renoncer) ; le lien reste payable. Sans paiement en attente, rien ne change. 409 si le lien est déjà payé.',
    notFound: true,
    conflict: true,
    assumption: true,
  },
};

/**
 * Where the production API answers. The spec names it only `{host}`; this is the host the
 * merchant portal's domain implies, and a build that knows better sets VITE_API_BASE_URL.
 */
export const PRODUCTION_API_ORIGIN = 'https://api.yonnee.com';

/**
 * The sandbox's address in a document built without one: the site's own (SITE_URL's default),
 * where `npm start` serves it in production. The served document names PUBLIC_ORIGIN instead,
 * which only the running server knows (see withSandboxOrigin).
 */
const DEFAULT_SANDBOX_ORIGIN = 'https://yonnee.com';

/** `servers`: the sandbox first, so a generated client or a collection starts there. */
export const serversFor = (sandboxOrigin: string) => [
  {
    url: sandboxOrigin,
    description: 'Bac à sable : identifiants publics de test, aucun argent réel.',
  },
  {
    url: PRODUCTION_API_ORIGIN,
    description: 'Production : identifiants remis à la validation du compte.',
  },
];

/** The document with the sandbox at `origin` (the site's PUBLIC_ORIGIN, known only at start). */
export function withSandboxOrigin<D extends { servers: unknown }>(document: D, origin: string): D {
  return { ...document, servers: serversFor(origin) };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const currencies = [...new Set(countries.map((country) => country.currency))];
const methodCodes = paymentMethodGroups.flatMap((group) =>
  group.methods.map((method) => method.paymentMethod),
);

/** Bounds and enums of request fields, by name: what the sandbox checks, said to the tools. */
const requestFieldRules: Record<string, object> = {
  currency: { enum: currencies },
  paymentMethod: { enum: methodCodes },
  paiement_method: { enum: methodCodes },
  country: { enum: countries.map((country) => country.code) },
  prefixPhone: { enum: countries.map((country) => country.prefix) },
  prefix: { enum: countries.map((country) => country.prefix) },
  phoneNumber: { pattern: '^[0-9]{8,10}$' },
  phone: { pattern: '^[0-9]{8,10}$' },
  codeOtp: { pattern: '^[0-9]{4,6}$' },
  cardNumber: { pattern: '^[0-9][0-9 -]{11,22}[0-9]$' },
  cardExpirationMonth: { pattern: '^(0?[1-9]|1[0-2])$' },
  cardExpirationYear: { pattern: '^([0-9]{2}|[0-9]{4})$' },
  cardCv: { pattern: '^[0-9]{3,4}$' },
  email: { format: 'email' },
  ipn: { format: 'uri' },
  Ipn: { format: 'uri' },
  notifyUrl: { format: 'uri' },
};

/** Enums of answer fields, by name: what the sandbox sends. */
const responseFieldRules: Record<string, object> = {
  status: { enum: [...knownTransactionStatuses] },
  state: { enum: [...knownTransactionStatuses] },
  currency: { enum: currencies },
};

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  example?: unknown;
  [key: string]: unknown;
};

/** Adds each field's rules, and the operation's example value as the field's `example`. */
function refine(schema: JsonSchema, rules: Record<string, object>, example?: unknown) {
  const values = (example ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.type !== 'object' && property.type !== 'array')
      Object.assign(property, rules[name]);
    // `example`, not `examples`: the one openapi-to-postmanv2 fills a collection's fields from.
    if (values[name] !== undefined) property.example = values[name];
    if (property.type === 'object') refine(property, rules, values[name]);
  }
}

/** The request examples by schema name, from the operations that send them. */
function requestExamples() {
  const examples: Record<string, unknown> = {};
  for (const doc of Object.values(operations)) {
    if (doc.request && doc.example) examples[doc.request] = doc.example;
  }
  const list = (examples.MassPayoutRequest as { payOutMassList: unknown[] }).payOutMassList;
  examples.MassPayoutItemRequest = list[0];
  return examples;
}

function componentSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  // Input mode: answers may carry fields the schemas do not name, so no additionalProperties: false.
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const examples = requestExamples();
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      if (id.endsWith('Request')) refine(rest, requestFieldRules, examples[id]);
      else refine(rest, responseFieldRules);
      const code = rest.properties?.code;
      if (code) code.enum = id === 'ApiErrorBody' ? apiCodeNames.filter((c) => c !== 'OK') : ['OK'];
      return [id, rest];
    }),
  );
}

const errorAnswer = (description: string, headers: Record<string, object> = {}) => ({
  description,
  headers: { [REQUEST_ID_HEADER]: header('RequestId'), ...headers },
  content: json(ref('ApiErrorBody')),
});

const rateLimitHeaders = {
  [RATE_LIMIT_HEADERS.limit]: header('RateLimitLimit'),
  [RATE_LIMIT_HEADERS.remaining]: header('RateLimitRemaining'),
  [RATE_LIMIT_HEADERS.reset]: header('RateLimitReset'),
};

const tooManyRequests = errorAnswer(
  'Trop de requêtes pour ces identifiants : attendez `Retry-After` secondes.',
  { 'Retry-After': header('RetryAfter'), ...rateLimitHeaders },
);

/** Every status the sandbox can answer this operation with, each with its body and headers. */
function responsesOf(id: EndpointId) {
  const endpoint = endpoints[id];
  const doc = operations[id];
  const isPublic = 'public' in endpoint;
  const counted = isPublic ? {} : rateLimitHeaders;
  const success = {
    [REQUEST_ID_HEADER]: header('RequestId'),
    ...counted,
    ...('movesMoney' in endpoint ? { 'Idempotent-Replayed': header('IdempotentReplayed') } : {}),
  };
  const none = (description: string) => ({
    description,
    headers: { [REQUEST_ID_HEADER]: header('RequestId'), ...counted },
  });
  return {
    200: { description: 'Réponse réussie.', headers: success, content: json(ref(doc.response)) },
    204: none('Bac à sable, scénario `noContent` seulement : aucune réponse.'),
    304: none('Bac à sable, scénario `notModified` seulement : rien de changé.'),
    400: errorAnswer(
      endpoint.method === 'POST'
        ? 'Requête invalide : `data.field` nomme le champ, `data.title` dit quoi corriger.'
        : 'Paramètre invalide (`limit`, `starting_after`, scénario inconnu) : `data.field` le nomme.',
    ),
    ...(isPublic ? {} : { 401: errorAnswer('Identifiants manquants ou refusés.') }),
    ...(doc.declines
      ? {
          402: errorAnswer(
            'Carte refusée : `CARD_DECLINED` (refus de la banque) ou `INSUFFICIENT_FUNDS` (provision insuffisante) ; `data.transactionId` nomme l’encaissement enregistré.',
          ),
        }
      : {}),
    403: errorAnswer('Opération interdite à ce compte.'),
    ...(doc.notFound ? { 404: errorAnswer('Introuvable : l’identifiant du chemin.') } : {}),
    ...(doc.conflict ? { 409: errorAnswer('Conflit avec l’état enregistré.') } : {}),
    ...(endpoint.method === 'POST'
      ? { 413: errorAnswer('Le corps de la requête dépasse 1 Mo.') }
      : {}),
    ...('movesMoney' in endpoint
      ? { 422: errorAnswer("Clé d'idempotence déjà utilisée pour une autre requête.") }
      : {}),
    429: tooManyRequests,
    500: errorAnswer('Erreur interne : citez `X-Request-Id` au support.'),
  };
}

/** Meanings of path parameters, and a value that exists in every sandbox (the spec's sample). */
const pathParameters: Record<string, { description: string; example: string }> = {
  transactionId: {
    description:
      'Identifiant de l’encaissement, tel que renvoyé à sa création (`paymentTransactionId`, `transactionId`).',
    example: 'YN-PI-000001',
  },
  token: {
    description: 'Jeton du lien de paiement (`token` de sa création).',
    example: 'pl_0000000000000000000000',
  },
};

function descriptionOf(id: EndpointId) {
  const doc = operations[id];
  const prose = id in endpointDocs ? endpointDocs[id as ReferenceEndpointId] : undefined;
  const parts = [prose?.summary, ...(prose?.notes ?? []), doc.description];
  if (doc.paged) {
    parts.push(
      `Paginé : \`limit\` éléments (${PAGINATION.defaultLimit} par défaut, ${PAGINATION.maxLimit} au plus), du plus récent au plus ancien ; \`has_more\` dit s’il en reste, à lire avec \`starting_after\` égal à l’identifiant du dernier élément reçu.`,
    );
  }
  return parts.filter(Boolean).join('\n\n');
}

function operation(id: EndpointId) {
  const endpoint = endpoints[id];
  const doc = operations[id];
  const isPublic = 'public' in endpoint;
  const parameters: object[] = [];
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    const { description, example } = pathParameters[name!]!;
    parameters.push({
      name,
      in: 'path',
      required: true,
      description,
      schema: { type: 'string', maxLength: 64, example },
    });
  }
  if (doc.paged) {
    parameters.push(
      { $ref: '#/components/parameters/Limit' },
      { $ref: '#/components/parameters/StartingAfter' },
    );
  }
  if (!isPublic) {
    parameters.push(
      { $ref: '#/components/parameters/ApiKey' },
      { $ref: '#/components/parameters/ApiToken' },
    );
  }
  if ('movesMoney' in endpoint) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  parameters.push({ $ref: '#/components/parameters/SandboxScenario' });

  return {
    operationId: id,
    summary: doc.summary,
    description: descriptionOf(id),
    tags: [doc.tag],
    ...(isPublic ? { security: [] } : {}),
    parameters,
    ...(doc.request
      ? { requestBody: { required: true, content: json(ref(doc.request), doc.example) } }
      : {}),
    responses: responsesOf(id),
    ...(doc.assumption ? { 'x-sandbox-assumption': true } : {}),
  };
}

const credentialParameter = (name: string, variable: string, what: string) => ({
  name,
  in: 'header',
  required: true,
  description: `${what} Le même en-tête que le schéma de sécurité, déclaré aussi ici pour les outils qui n’appliquent qu’un schéma par requête (Postman : variable d’environnement \`${variable}\`).`,
  schema: { type: 'string', minLength: 1, maxLength: 200, example: `{{${variable}}}` },
});

/** The whole document, ready for JSON.stringify; the sandbox's server is `sandboxOrigin`. */
export function buildOpenApiDocument({
  sandboxOrigin = DEFAULT_SANDBOX_ORIGIN,
}: { sandboxOrigin?: string } = {}) {
  const paths: Record<string, Record<string, object>> = {};
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    const { method, path } = endpoints[id];
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation(id) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yonnee — API marchand',
      version: '1.0.0',
      description: [
        'Encaissements mobile money et carte, liens de paiement, versements et versements de masse en Afrique francophone. Montants en nombres, tous les autres champs en chaînes.',
        `Chaque réponse porte \`${REQUEST_ID_HEADER}\` (à citer au support ; une valeur envoyée par le client est reprise si elle est bien formée), et chaque erreur le répète dans \`requestId\`. Les appels authentifiés portent \`${RATE_LIMIT_HEADERS.limit}\`, \`${RATE_LIMIT_HEADERS.remaining}\` et \`${RATE_LIMIT_HEADERS.reset}\` (secondes avant la nouvelle fenêtre) ; au-delà, 429 avec \`Retry-After\`. Le bac à sable accepte ${SANDBOX_RATE_LIMIT.limit} requêtes par minute et par jeu d’identifiants.`,
        'Le bac à sable répond avec des identifiants publics de test ; l’en-tête `X-Sandbox-Scenario` y force une issue.',
      ].join('\n\n'),
      contact: {
        name: 'Support Yonnee',
        email: 'support@yonnee.com',
        url: 'https://yonnee.com/documentation/support',
      },
      license: {
        name: 'Propriétaire : réservé aux marchands Yonnee',
        identifier: 'LicenseRef-Yonnee-Proprietary',
      },
    },
    servers: serversFor(sandboxOrigin),
    // The bearer first: a tool that applies one scheme per request (Postman) takes the JWT, and
    // the two keys, declared as header parameters too, reach it that way.
    security: [{ jwt: [], apiKey: [], apiToken: [] }],
    tags: [
      { name: 'Paiements', description: 'Encaissements, solde et moyens de paiement.' },
      { name: 'Liens de paiement', description: 'Liens et page de paiement hébergée.' },
      { name: 'Versements', description: 'Versements unitaires et comptes de versement.' },
      {
        name: 'Versements de masse',
        description: 'Paiement de nombreux bénéficiaires en un appel.',
      },
      webhooksTag,
    ],
    paths: {
      ...paths,
      ...sandboxPaths({
        successHeaders: { [REQUEST_ID_HEADER]: header('RequestId'), ...rateLimitHeaders },
        errorAnswer,
        tooManyRequests,
        retryAfter: header('RetryAfter'),
      }),
    },
    webhooks: webhookOperations(),
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'Clé API du compte marchand.',
        },
        apiToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-TOKEN',
          description: 'Jeton API du compte marchand.',
        },
        jwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'JWT remis à la validation du compte (Postman : variable `bearerToken`).',
        },
      },
      parameters: {
        ApiKey: credentialParameter('x-api-key', 'apiKey', 'Clé API du compte marchand.'),
        ApiToken: credentialParameter('X-API-TOKEN', 'apiToken', 'Jeton API du compte marchand.'),
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            "Une clé par opération, reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération. Un UUID est conseillé ; toute chaîne de 1 à 255 caractères est acceptée. L'exemple est la variable dynamique de Postman, un UUID neuf à chaque envoi.",
          schema: { type: 'string', minLength: 1, maxLength: 255, example: '{{$guid}}' },
        },
        Limit: {
          name: 'limit',
          in: 'query',
          required: false,
          description: `Nombre d’éléments de la page, de 1 à ${PAGINATION.maxLimit}.`,
          schema: {
            type: 'integer',
            minimum: 1,
            maximum: PAGINATION.maxLimit,
            default: PAGINATION.defaultLimit,
            example: PAGINATION.defaultLimit,
          },
        },
        StartingAfter: {
          name: 'starting_after',
          in: 'query',
          required: false,
          description:
            'Identifiant du dernier élément de la page précédente (`transactionId` d’un encaissement ou d’un versement, `id` d’un versement de masse) : la page commence après lui. Vide ou absent : la première page.',
          schema: { type: 'string', maxLength: 64, example: '' },
        },
        SandboxScenario: {
          name: SCENARIO_HEADER,
          in: 'header',
          required: false,
          description: `Bac à sable uniquement : force une issue pour tester sa gestion des erreurs. \`${NO_SCENARIO}\` (la valeur par défaut) ne force rien.`,
          schema: {
            type: 'string',
            enum: [NO_SCENARIO, ...scenarioNames],
            default: NO_SCENARIO,
          },
        },
      },
      headers: {
        RequestId: {
          required: true,
          description:
            'Identifiant de la requête, à citer au support : celui envoyé par le client s’il est bien formé, sinon un nouveau.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
        },
        RateLimitLimit: {
          required: true,
          description: 'Requêtes permises par fenêtre à ces identifiants.',
          schema: { type: 'integer', minimum: 1 },
        },
        RateLimitRemaining: {
          required: true,
          description: 'Requêtes qu’il reste dans la fenêtre en cours.',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitReset: {
          required: true,
          description: 'Secondes avant la fenêtre suivante.',
          schema: { type: 'integer', minimum: 1 },
        },
        RetryAfter: {
          required: true,
          description: 'Secondes à attendre avant de réessayer.',
          schema: { type: 'integer', minimum: 1 },
        },
        IdempotentReplayed: {
          description: '`true` quand la réponse est celle d’une requête précédente de même clé.',
          schema: { type: 'string', enum: ['true'] },
        },
      },
      schemas: componentSchemas(),
    },
  };
}
