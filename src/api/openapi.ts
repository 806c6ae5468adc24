// The OpenAPI 3.1 document of the merchant API, generated from the zod schemas. Built into
// dist-server/openapi.json at build time and served at /openapi.json; never shipped to browsers.
import * as z from 'zod/mini';
import { endpoints, type EndpointId } from './endpoints';
import { sandboxPaths, webhookOperations, webhookSchemas, webhooksTag } from './openapiWebhooks';
import { SCENARIO_HEADER, scenarioNames } from './sandboxScenarios';
import * as s from './schemas';

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
    description:
      "Demande un paiement au porteur d'un portefeuille mobile money. Les moyens marqués otpRequired exigent codeOtp.",
    example: {
      amount: 100,
      currency: 'XOF',
      paymentMethod: 'OMSN',
      prefixPhone: '221',
      phoneNumber: '770000001',
      country: 'SN',
      codeOtp: '482913',
      description: 'Commande n° 1042',
    },
  },
  payInCard: {
    summary: 'Encaisser par carte bancaire',
    tag: 'Paiements',
    request: 'CardPayInRequest',
    response: 'CardPayInResponse',
    description:
      "La forme de la réponse n'est pas publiée : celle-ci est l'hypothèse du bac à sable.",
    example: {
      amount: 25000,
      currency: 'XOF',
      cardNumber: '4242424242424242',
      customerFirstName: 'Awa',
      customerLastName: 'Ndiaye',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
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
      product: 'Panier de 3 boubous brodés',
    },
  },
  listTransactions: {
    summary: 'Lister les encaissements',
    tag: 'Paiements',
    response: 'TransactionListResponse',
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
      description: 'Remboursement commande n° 1038',
    },
  },
  addPayoutContact: {
    summary: 'Ajouter un compte de versement',
    tag: 'Versements',
    request: 'PayoutContactRequest',
    response: 'PayoutContactResponse',
    description: "La réponse n'est pas publiée : celle-ci est l'hypothèse du bac à sable.",
    example: {
      prefix: '221',
      phone: '770000001',
      name: 'Ndiaye',
      surname: 'Awa',
      email: 'awa.ndiaye@example.sn',
    },
  },
  listPayouts: {
    summary: 'Lister les versements',
    tag: 'Versements',
    response: 'PayoutListResponse',
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
    example: { paymentMethod: 'WAVESN', prefixPhone: '221', phoneNumber: '770000001' },
    notFound: true,
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
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});
const errorAnswer = (description: string) => ({ description, content: json(ref('ApiErrorBody')) });

function componentSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  // Input mode: answers may carry fields the schemas do not name, so no additionalProperties: false.
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

function operation(id: EndpointId) {
  const endpoint = endpoints[id];
  const doc = operations[id];
  const isPublic = 'public' in endpoint;
  const parameters: object[] = [{ $ref: '#/components/parameters/SandboxScenario' }];
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    parameters.unshift({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if ('movesMoney' in endpoint) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const responses: Record<string, object> = {
    200: { description: 'Réponse réussie.', content: json(ref(doc.response)) },
  };
  if (endpoint.method === 'POST') {
    responses[400] = errorAnswer('Requête invalide : data.title dit quoi corriger.');
  }
  if (!isPublic) responses[401] = errorAnswer('Identifiants manquants ou refusés.');
  if (doc.notFound) responses[404] = errorAnswer('Introuvable.');
  if ('movesMoney' in endpoint) {
    responses[422] = errorAnswer("Clé d'idempotence déjà utilisée pour une autre requête.");
  }
  responses[500] = errorAnswer('Erreur interne.');

  return {
    operationId: id,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    ...(isPublic ? { security: [] } : {}),
    parameters,
    ...(doc.request
      ? { requestBody: { required: true, content: json(ref(doc.request), doc.example) } }
      : {}),
    responses,
    ...(doc.assumption ? { 'x-sandbox-assumption': true } : {}),
  };
}

/** The whole document, ready for JSON.stringify. */
export function buildOpenApiDocument() {
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
      description:
        'Encaissements mobile money et carte, liens de paiement, versements et versements de masse en Afrique francophone. Montants en nombres, tous les autres champs en chaînes. Le bac à sable intégré répond sur la même origine avec des identifiants publics de test.',
      contact: { name: 'Support Yonnee' },
      license: {
        name: 'Propriétaire : réservé aux marchands Yonnee',
        identifier: 'LicenseRef-Yonnee-Proprietary',
      },
    },
    servers: [{ url: '/', description: 'Bac à sable intégré (même origine)' }],
    security: [{ apiKey: [], apiToken: [], jwt: [] }],
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
    paths: { ...paths, ...sandboxPaths() },
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
          description: 'JWT remis à la validation du compte.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            "Une clé par opération (UUID conseillé), reprise à l'identique en cas de nouvel essai : la même clé rend la première réponse sans refaire l'opération.",
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
        SandboxScenario: {
          name: SCENARIO_HEADER,
          in: 'header',
          required: false,
          description:
            'Bac à sable uniquement : force une issue pour tester sa gestion des erreurs.',
          schema: {
            type: 'string',
            enum: [...scenarioNames],
          },
        },
      },
      schemas: componentSchemas(),
    },
  };
}
