import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument } from './openapi';

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

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a third-party validator', async () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(await problemsOf(document)).toEqual([]);
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
    expect(payout.properties.amount).toEqual({ type: 'number' });
    expect(payout.properties.phoneNumber).toEqual({ type: 'string' });
    expect(payout.required).toEqual([
      'amount',
      'currency',
      'paymentMethod',
      'prefixPhone',
      'phoneNumber',
    ]);
  });
});
