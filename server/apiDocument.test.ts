// The API document used from outside, as a merchant's developer would, against `npm start`'s
// server over a real socket: a client generated from /openapi.json calls the 12 calls, the
// Postman collection converted from it runs with newman, and every answer is checked against
// the document by an independent validator (Ajv, JSON Schema 2020-12), headers included.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import newman from 'newman';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAll } from './generatedClient/allCalls';
import { sandboxCreationsPerHour, sandboxRateLimit } from './sandbox.mjs';
import { freePort } from '../scripts/freePort.mjs';
import { startSandbox } from '../scripts/packages/sandboxServer.mjs';
import { postmanCollection } from '../scripts/postman-collection.mjs';
import { specifiedEndpointIds } from '../src/api/endpoints';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../src/api/sandboxTestNumbers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedTypes = path.join(root, 'server/generatedClient/paths.ts');

type Operation = {
  operationId: string;
  responses: Record<
    string,
    {
      headers?: Record<string, { $ref: string }>;
      content?: { 'application/json': { schema: { $ref: string } } };
    }
  >;
};
type OpenApi = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { headers: Record<string, { required?: boolean; schema: object }> };
};

let work: string;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let origin: string;
let document: OpenApi;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yonnee-apidoc-'));
  // A free port, so that the sandbox's PUBLIC_ORIGIN is the address it is really reached at.
  sandbox = await startSandbox({ workDir: work, port: await freePort(), root });
  origin = sandbox.origin;
  document = (await (await fetch(`${origin}/openapi.json`)).json()) as OpenApi;
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(work, { recursive: true, force: true });
});

/** Checks one answer against the document: its status is listed, its body and headers fit. */
function validatorOf(doc: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'openapi');
  const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      operation,
    })),
  );
  return (method: string, url: string, status: number, headers: Headers, body: unknown) => {
    const { pathname } = new URL(url);
    const found = operations.find((o) => o.method === method && o.pattern.test(pathname));
    const where = `${method} ${pathname} ${status}`;
    if (!found) return [`${where}: no operation in the document`];
    const response = found.operation.responses[status];
    if (!response) return [`${where}: status not documented for ${found.operation.operationId}`];
    const problems: string[] = [];
    for (const [name, { $ref }] of Object.entries(response.headers ?? {})) {
      const declared = doc.components.headers[$ref.split('/').at(-1)!]!;
      const value = headers.get(name);
      if (value === null) {
        if (declared.required) problems.push(`${where}: header ${name} missing`);
        continue;
      }
      const typed = /^\d+$/.test(value) ? Number(value) : value;
      if (!ajv.validate(declared.schema, typed)) problems.push(`${where}: header ${name} ${value}`);
    }
    const schema = response.content?.['application/json'].schema;
    if (schema && !ajv.validate({ $ref: `openapi${schema.$ref}` }, body)) {
      problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
    }
    return problems;
  };
}

describe('the document from outside', () => {
  it('names the running sandbox as its first server, and production next', () => {
    expect(document.servers.map((s) => s.url)).toEqual([origin, 'https://api.yonnee.com']);
  });

  it('gives openapi-typescript the types server/generatedClient is checked against', async () => {
    const fresh = astToString(await openapiTS(document as never));
    const committed = await readFile(generatedTypes, 'utf8');
    const header = committed.slice(0, committed.indexOf('export interface'));
    if (process.env.UPDATE_API_TYPES) await writeFile(generatedTypes, header + fresh);
    expect(
      header + fresh,
      'regenerate: UPDATE_API_TYPES=1 npx vitest run server/apiDocument.test.ts',
    ).toBe(committed);
  });

  it('a client generated from it calls all 12 calls, each answer fitting the document', async () => {
    const validate = validatorOf(document);
    const answers = await callAll(origin, SANDBOX_CREDENTIALS);
    expect(Object.keys(answers).sort()).toEqual([...specifiedEndpointIds].sort());
    const problems: string[] = [];
    for (const [id, { response, data, error }] of Object.entries(answers)) {
      expect(response.status, `${id}: ${JSON.stringify(error)}`).toBe(200);
      const method =
        response.url.includes('/create') ||
        id.startsWith('payIn') ||
        id === 'createPaymentLink' ||
        id === 'addPayoutContact'
          ? 'POST'
          : 'GET';
      problems.push(...validate(method, response.url, response.status, response.headers, data));
    }
    expect(problems).toEqual([]);
  });

  it('its Postman collection runs with newman, unmodified but for the credentials: every call 2xx and as documented', async () => {
    const collection = await postmanCollection(document);
    const validate = validatorOf(document);
    const runs: { name: string; status: number; problems: string[] }[] = [];
    await new Promise<void>((resolve, reject) => {
      newman
        .run({
          collection,
          environment: {
            values: [
              { key: 'bearerToken', value: SANDBOX_CREDENTIALS.jwt },
              { key: 'apiKey', value: SANDBOX_CREDENTIALS.apiKey },
              { key: 'apiToken', value: SANDBOX_CREDENTIALS.apiToken },
            ],
          },
          reporters: [],
          timeoutRequest: 10_000,
        })
        .on('request', (error, args) => {
          // A throw in here would stall newman: every problem is recorded instead.
          try {
            if (error) throw error;
            const headers = new Headers();
            for (const { key, value } of args.response.headers.all()) headers.append(key, value);
            const text = args.response.stream.toString('utf8');
            runs.push({
              name: args.item.name,
              status: args.response.code,
              problems: (args.response.code >= 400 ? [text] : []).concat(
                validate(
                  args.request.method,
                  args.request.url.toString(),
                  args.response.code,
                  headers,
                  text ? JSON.parse(text) : null,
                ),
              ),
            });
          } catch (problem) {
            runs.push({ name: args?.item.name ?? '?', status: 0, problems: [String(problem)] });
          }
        })
        .on('done', (error) => (error ? reject(error) : resolve()));
    });
    expect(runs).toHaveLength(specifiedEndpointIds.length);
    for (const run of runs) expect(run, run.name).toEqual({ ...run, status: 200, problems: [] });
  }, 60_000);

  it('documents the error answers too, as sent', async () => {
    const validate = validatorOf(document);
    const auth = {
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
      Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    };
    const card = {
      amount: 1000,
      currency: 'XOF',
      cardNumber: '4000000000000002',
      customerFirstName: 'Awa',
      customerLastName: 'Ndiaye',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
    };
    const asks: [string, string, RequestInit][] = [
      ['GET', '/api/v1/transfer', {}],
      ['GET', '/api/v1/transfer?limit=0', { headers: auth }],
      ['GET', '/api/v1/transaction/status/YN-PI-999999', { headers: auth }],
      [
        'POST',
        '/api/v1/transaction/pay-in-card',
        { headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(card) },
      ],
      [
        'POST',
        '/api/v1/transfer/create',
        { headers: { ...auth, 'Content-Type': 'application/json' }, body: '{}' },
      ],
      ...['forbidden', 'serverError', 'rateLimited', 'noContent', 'notModified'].map(
        (scenario): [string, string, RequestInit] => [
          'GET',
          '/api/v1/transaction/get-balance',
          { headers: { ...auth, 'X-Sandbox-Scenario': scenario } },
        ],
      ),
    ];
    const statuses: number[] = [];
    const problems: string[] = [];
    for (const [method, url, init] of asks) {
      const response = await fetch(`${origin}${url}`, { method, ...init });
      const text = await response.text();
      statuses.push(response.status);
      problems.push(
        ...validate(
          method,
          response.url,
          response.status,
          response.headers,
          text ? JSON.parse(text) : null,
        ),
      );
    }
    expect(statuses).toEqual([401, 400, 404, 402, 400, 403, 500, 429, 204, 304]);
    expect(problems).toEqual([]);
  });
});

describe("the sandbox's own calls, from outside", () => {
  it('answer as documented, each with its X-Request-Id and the quota headers', async () => {
    const validate = validatorOf(document);
    const headers = {
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
      Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
      'Content-Type': 'application/json',
    };
    const payIn = await fetch(`${origin}/api/v1/transaction/pay-in-method`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: 1000,
        currency: 'XOF',
        paymentMethod: 'WAVESN',
        prefixPhone: '221',
        phoneNumber: TEST_PHONE_NUMBERS.pending,
      }),
    });
    const { data } = (await payIn.json()) as { data: { paymentTransactionId: string } };
    const action = (id: string, verb: string) =>
      `/api/v1/sandbox/transactions/${encodeURIComponent(id)}/${verb}`;
    const asks: [string, string][] = [
      ['POST', action(data.paymentTransactionId, 'complete')],
      ['POST', action(data.paymentTransactionId, 'fail')],
      ['POST', action('YN-PI-999999', 'complete')],
      // This sandbox has no deliverer (only `npm start`'s has one): its event log is a 503.
      ['GET', '/api/v1/sandbox/webhooks'],
      ['POST', '/api/v1/sandbox/webhooks/msg_unknown/resend'],
    ];
    const statuses: number[] = [];
    const problems: string[] = [];
    for (const [method, url] of asks) {
      const response = await fetch(`${origin}${url}`, { method, headers });
      const text = await response.text();
      statuses.push(response.status);
      if (!response.headers.get('X-Request-Id')) problems.push(`${method} ${url}: no X-Request-Id`);
      problems.push(
        ...validate(
          method,
          response.url,
          response.status,
          response.headers,
          text ? JSON.parse(text) : null,
        ),
      );
    }
    expect(statuses).toEqual([200, 409, 404, 503, 503]);
    expect(problems).toEqual([]);
  });
});

describe('SANDBOX_CREATIONS_PER_HOUR', () => {
  it('sets the sandboxes one address may create an hour, and refuses nonsense', () => {
    expect(sandboxCreationsPerHour({})).toBeUndefined();
    expect(sandboxCreationsPerHour({ SANDBOX_CREATIONS_PER_HOUR: '50' })).toBe(50);
    expect(() => sandboxCreationsPerHour({ SANDBOX_CREATIONS_PER_HOUR: '0' })).toThrow(
      /at least 1/,
    );
  });
});

describe('SANDBOX_RATE_LIMIT', () => {
  it('sets the requests a minute of each set of credentials, and refuses nonsense', () => {
    expect(sandboxRateLimit({})).toBeUndefined();
    expect(sandboxRateLimit({ SANDBOX_RATE_LIMIT: '50' })).toEqual({ limit: 50, windowMs: 60_000 });
    expect(() => sandboxRateLimit({ SANDBOX_RATE_LIMIT: 'lots' })).toThrow(/whole number/);
  });
});
