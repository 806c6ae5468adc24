import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument } from './openapi';
import { MASS_PAYOUT_MAX_RECIPIENTS, MAX_AMOUNT, MAX_LENGTH, maxLengthOf } from './schemas';

/** Errors and warnings of Redocly's strictest ruleset (structure, refs, examples against schemas…). */
async function problemsOf(document: unknown) {
  const config = await createConfig({ extends: ['recommended-strict'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: '/openapi.json',
    config,
  });
  return problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

/** Every result of Spectral's `spectral:oas` ruleset, hints included. */
async function spectralProblemsOf(document: unknown) {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new Document(JSON.stringify(document), Json));
  return results.map((r) => `${String(r.code)} ${r.path.join('.')}: ${r.message}`);
}

// Spectral takes 2–5 s over the whole document on a busy 2-core machine: more than vitest's
// default 5 s would leave.
describe('OpenAPI document', { timeout: 30_000 }, () => {
  it('is valid OpenAPI 3.1 for a third-party validator', async () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(await problemsOf(document)).toEqual([]);
  });

  it('gets no remark from Spectral’s spectral:oas ruleset', async () => {
    expect(await spectralProblemsOf(buildOpenApiDocument())).toEqual([]);
  });

  it('is checked by Spectral for real: an operation without a description is reported', async () => {
    const document = structuredClone(buildOpenApiDocument()) as unknown as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    delete document.paths['/api/v1/transfer']!.get!.description;
    expect(await spectralProblemsOf(document)).toEqual([
      'operation-description paths./api/v1/transfer.get: Operation "description" must be present and non-empty string.',
    ]);
  });

  it('is checked for real: a broken document is reported', async () => {
    const document = structuredClone(buildOpenApiDocument()) as Record<string, unknown> & {
      paths: Record<string, Record<string, { responses: unknown }>>;
    };
    document.paths['/api/v1/transfer']!.get!.responses = { 200: { content: 'nope' } };
    const problems = await problemsOf(document);
    expect(problems).toContain(
      'struct #/paths/~1api~1v1~1transfer/get/responses/200: The field `description` must be present on this level.',
    );
  });

  it('describes every call, with the three credentials except on the hosted page', () => {
    const document = buildOpenApiDocument();
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()] as
        { operationId: string; security?: unknown[] } | undefined;
      expect(operation?.operationId, id).toBe(id);
      expect(operation?.security, id).toEqual('public' in endpoint ? [] : undefined);
    }
    expect(document.security).toEqual([{ apiKey: [], apiToken: [], jwt: [] }]);
    expect(document.components.securitySchemes.apiToken).toMatchObject({
      in: 'header',
      name: 'X-API-TOKEN',
    });
  });

  it('is generated from the zod schemas: amounts are numbers, the other fields strings', () => {
    const payout = buildOpenApiDocument().components.schemas.PayoutRequest as {
      properties: Record<string, { type: string }>;
      required: string[];
    };
    expect(payout.properties.amount).toMatchObject({ type: 'number' });
    expect(payout.properties.phoneNumber).toMatchObject({ type: 'string' });
    expect(payout.required).toEqual([
      'amount',
      'currency',
      'paymentMethod',
      'prefixPhone',
      'phoneNumber',
    ]);
  });
});

describe('the bounds the sandbox enforces, documented', () => {
  type Property = Record<string, unknown> & { items?: { $ref?: string } };
  const { schemas } = buildOpenApiDocument().components as unknown as {
    schemas: Record<string, { properties: Record<string, Property> }>;
  };
  const requests = Object.entries(schemas).filter(([name]) => name.endsWith('Request'));

  it('bounds every amount a request sends: above 0, at most MAX_AMOUNT, whole in XOF, XAF, GNF', () => {
    const amounts = requests.filter(([, schema]) => schema.properties.amount);
    expect(amounts.map(([name]) => name).sort()).toEqual([
      'CardPayInRequest',
      'MassPayoutItemRequest',
      'MobilePayInRequest',
      'PaymentLinkRequest',
      'PayoutRequest',
    ]);
    for (const [, schema] of amounts) {
      expect(schema.properties.amount).toMatchObject({
        type: 'number',
        exclusiveMinimum: 0,
        maximum: MAX_AMOUNT,
        description: expect.stringContaining('entier en XOF, XAF et GNF'),
      });
    }
  });

  it('gives every text field of a request the length the sandbox allows', () => {
    for (const [name, schema] of requests) {
      for (const [field, property] of Object.entries(schema.properties)) {
        if (property.type !== 'string') continue;
        expect(property.maxLength, `${name}.${field}`).toBe(maxLengthOf(field));
      }
    }
    expect(schemas.PaymentLinkRequest!.properties.product!.maxLength).toBe(MAX_LENGTH.product);
    expect(schemas.MassPayoutRequest!.properties.payOutMassList).toMatchObject({
      minItems: 1,
      maxItems: MASS_PAYOUT_MAX_RECIPIENTS,
    });
  });

  it("describes the link's merchant origins as a sandbox assumption", () => {
    expect(schemas.PaymentLinkDetails!.properties.merchantOrigins).toMatchObject({
      type: 'array',
      items: { type: 'string' },
      default: [],
      'x-sandbox-assumption': true,
    });
  });
});
