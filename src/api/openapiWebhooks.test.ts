import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { sandboxEndpoints } from './sandboxEndpoints';
import { webhookEventTypes } from './schemas';

describe('OpenAPI document: notifications', () => {
  it('describes every event type as a webhook carrying the signed payload and its headers', () => {
    const { webhooks } = buildOpenApiDocument();
    expect(Object.keys(webhooks).sort()).toEqual([...webhookEventTypes].sort());
    for (const type of webhookEventTypes) {
      const post = webhooks[type]!.post as {
        requestBody: { content: Record<string, { schema: unknown }> };
        parameters: { name: string }[];
      };
      expect(post.requestBody.content['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/WebhookPayload',
      });
      expect(post.parameters.map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
  });

  it('lists the event types in the payload schema, and the sandbox calls with their errors', () => {
    const document = buildOpenApiDocument();
    const payload = document.components.schemas.WebhookPayload as {
      properties: { type: { enum: string[] } };
    };
    expect(payload.properties.type.enum).toEqual([...webhookEventTypes]);
    for (const [id, endpoint] of Object.entries(sandboxEndpoints)) {
      const { method, path } = endpoint;
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] as {
        operationId: string;
        security?: unknown[];
        responses: Record<string, unknown>;
      };
      expect(operation.operationId).toBe(id);
      // The creation gives credentials, so it asks for none; every other call does.
      if ('public' in endpoint) {
        expect(operation.security).toEqual([]);
        expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '429', '503']);
      } else expect(operation.responses).toHaveProperty('401');
    }
  });
});
