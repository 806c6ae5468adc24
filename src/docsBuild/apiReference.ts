// The API reference's data, made at build time from the single sources: paths and methods
// from src/api/endpoints, fields, examples and errors from the OpenAPI document generated
// from the zod schemas, and each answer from the sandbox itself, asked the example request.
import { getResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { buildOpenApiDocument } from '../api/openapi';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import { createSandbox } from '../sandbox/createSandbox';
import { buildBalance, SAMPLE_TIME } from '../sandbox/fixtures';
import { seededRandom } from '../sandbox/state';
import { endpointDocs, requestFieldMeanings } from '../content/docs/apiReference';
import * as english from '../content/docs/en/apiReference';
import type { DocsLocale } from '../paths/paths';
import type { ReferenceEndpointId } from '../content/docs/types';
import { requestSamples } from './samples';

export interface ReferenceField {
  /** Dotted path; items of a list are written `list[].field`. */
  name: string;
  /** `chaîne`, `nombre`, `booléen`, `tableau` or `objet`. */
  type: string;
  required: boolean;
  description: string;
}

export interface ReferenceEndpoint {
  id: ReferenceEndpointId;
  method: 'GET' | 'POST';
  /** Path as integrators write it, with `{name}` parameters. */
  path: string;
  movesMoney: boolean;
  pathParameters: ReferenceField[];
  /** Null for calls without a body. */
  body: ReferenceField[] | null;
  samples: ReturnType<typeof requestSamples>;
  example: {
    params: Record<string, string>;
    body?: unknown;
    status: number;
    response: unknown;
    /** Set when a list was shortened for reading: how many items the answer held. */
    shortenedFrom?: number;
  };
  errors: { status: number; description: string }[];
}

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

/** The words of the reference that are no page's prose, in each language. */
interface ReferenceLanguage {
  typeNames: Record<string, string>;
  fieldMeanings: Record<string, string>;
  /** The errors' meanings, from the OpenAPI document's French ones. */
  errorDescription: (french: string) => string;
}

const languages: Record<DocsLocale, ReferenceLanguage> = {
  fr: {
    typeNames: {
      string: 'chaîne',
      number: 'nombre',
      integer: 'nombre',
      boolean: 'booléen',
      array: 'tableau',
      object: 'objet',
    },
    fieldMeanings: requestFieldMeanings,
    errorDescription: (french) => french,
  },
  en: {
    typeNames: english.typeNames,
    fieldMeanings: english.requestFieldMeanings,
    errorDescription: (french) => {
      const text = english.errorDescriptions[french];
      if (!text) throw new Error(`No English for the error description "${french}"`);
      return text;
    },
  },
};

/** In the order the sandbox is asked: what the GET examples list was created just before. */
const runOrder: ReferenceEndpointId[] = [
  'payInMobile',
  'payInCard',
  'createPaymentLink',
  'createPayout',
  'addPayoutContact',
  'createMassPayout',
  'getTransactionStatus',
  'listTransactions',
  'getBalance',
  'listPaymentMethods',
  'listPayouts',
  'listMassPayouts',
];

const LIST_PREVIEW = 2;

function meaning(language: ReferenceLanguage, id: ReferenceEndpointId, name: string) {
  const leaf = name.split('.').at(-1)!.replace('[]', '');
  const meanings = language.fieldMeanings;
  const text = meanings[`${id}.${leaf}`] ?? meanings[leaf];
  if (!text) throw new Error(`No meaning for the field "${name}" of ${id} in requestFieldMeanings`);
  return text;
}

function fieldsOf(
  language: ReferenceLanguage,
  id: ReferenceEndpointId,
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  prefix = '',
): ReferenceField[] {
  const object = resolve(schema);
  return Object.entries(object.properties ?? {}).flatMap(([key, raw]) => {
    const property = resolve(raw);
    const name = `${prefix}${key}`;
    const row: ReferenceField = {
      name,
      type: language.typeNames[property.type ?? ''] ?? property.type ?? '',
      required: object.required?.includes(key) ?? false,
      description: meaning(language, id, name),
    };
    const items = property.items && resolve(property.items);
    const nested =
      items?.type === 'object' ? fieldsOf(language, id, items, resolve, `${name}[].`) : [];
    return [row, ...nested];
  });
}

/** A long list answer keeps its first items, so the example stays readable. */
function shorten(response: unknown) {
  const data = (response as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length <= LIST_PREVIEW) return { response };
  return {
    response: { ...(response as object), data: data.slice(0, LIST_PREVIEW) },
    shortenedFrom: data.length,
  };
}

export async function buildApiReference(
  locale: DocsLocale = 'fr',
): Promise<Record<ReferenceEndpointId, ReferenceEndpoint>> {
  const language = languages[locale];
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: { 'application/json': { schema: Schema; example?: unknown } } };
          responses: Record<string, { description: string }>;
        }
      >
    >;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema;

  // An empty sandbox at the samples' time: the lists then hold what the examples created.
  // Links point at `origin`, shown as {host}; seeded tokens keep the built docs the same.
  const origin = 'http://sandbox.local';
  const sandbox = createSandbox({
    now: () => SAMPLE_TIME,
    seed: false,
    balance: buildBalance().availableBalance,
    publicOrigin: origin,
    random: seededRandom(0x59_4f_4e),
  });
  const found: Partial<Record<ReferenceEndpointId, ReferenceEndpoint>> = {};
  let lastPayIn: string | undefined;

  for (const id of runOrder) {
    const endpoint = endpoints[id];
    const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
    if (!operation) throw new Error(`${id} is missing from the OpenAPI document`);
    const requestBody = operation.requestBody?.content['application/json'];
    const movesMoney = 'movesMoney' in endpoint;

    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    const params = Object.fromEntries(
      names.map((name) => {
        if (name !== 'transactionId' || !lastPayIn) {
          throw new Error(`No example value for the path parameter ${name} of ${id}`);
        }
        return [name, lastPayIn];
      }),
    );
    const filledPath = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name]!);

    const headers = new Headers({
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
      Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    });
    if (requestBody) headers.set('Content-Type', 'application/json');
    if (movesMoney) headers.set('Idempotency-Key', `docs-example-${id}`);
    const answer = await getResponse(
      sandbox.handlers,
      new Request(new URL(filledPath, origin), {
        method: endpoint.method,
        headers,
        body: requestBody ? JSON.stringify(requestBody.example) : undefined,
      }),
    );
    if (!answer) throw new Error(`The sandbox does not answer ${id}`);
    // Links the sandbox creates carry its origin: show the integrator's host instead.
    const response: unknown = JSON.parse(
      (await answer.text()).replaceAll(origin, 'https://{host}'),
    );
    if (!answer.ok) {
      throw new Error(
        `The example of ${id} is refused by the sandbox: ${JSON.stringify(response)}`,
      );
    }
    if (id === 'payInMobile') {
      lastPayIn = (response as { data: { paymentTransactionId: string } }).data
        .paymentTransactionId;
    }

    found[id] = {
      id,
      method: endpoint.method,
      path: openApiPath,
      movesMoney,
      pathParameters: names.map((name) => ({
        name,
        type: language.typeNames.string!,
        required: true,
        description: meaning(language, id, name),
      })),
      body: requestBody ? fieldsOf(language, id, requestBody.schema, resolve) : null,
      samples: requestSamples({
        method: endpoint.method,
        path: filledPath,
        body: requestBody?.example,
        movesMoney,
      }),
      example: {
        params,
        ...(requestBody ? { body: requestBody.example } : {}),
        status: answer.status,
        ...shorten(response),
      },
      errors: Object.entries(operation.responses)
        // Errors only: 204 and 304 are the sandbox's forced scenarios, not answers to handle.
        .filter(([status]) => Number(status) >= 400)
        .map(([status, { description }]) => ({
          status: Number(status),
          description: language.errorDescription(description),
        })),
    };
  }

  // Same order as the reference's prose.
  return Object.fromEntries(
    (Object.keys(endpointDocs) as ReferenceEndpointId[]).map((id) => [id, found[id]!]),
  ) as Record<ReferenceEndpointId, ReferenceEndpoint>;
}
