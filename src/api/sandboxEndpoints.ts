import {
  SandboxActionResponseSchema,
  WebhookEventListResponseSchema,
  WebhookEventResponseSchema,
} from './schemas/webhook';
import type { EndpointDef } from './endpointDef';

/**
 * Calls of the sandbox alone, not of the merchant API: they complete or fail a pending
 * operation (to test the branch a real operator would decide) and read the notifications sent
 * to the developer's URLs. Same credentials as the merchant API.
 */
export const sandboxEndpoints = {
  completeSandboxTransaction: {
    method: 'POST',
    path: '/api/v1/sandbox/transactions/:transactionId/complete',
    response: SandboxActionResponseSchema,
  },
  failSandboxTransaction: {
    method: 'POST',
    path: '/api/v1/sandbox/transactions/:transactionId/fail',
    response: SandboxActionResponseSchema,
  },
  listWebhookEvents: {
    method: 'GET',
    path: '/api/v1/sandbox/webhooks',
    response: WebhookEventListResponseSchema,
  },
  resendWebhookEvent: {
    method: 'POST',
    path: '/api/v1/sandbox/webhooks/:eventId/resend',
    response: WebhookEventResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type SandboxEndpointId = keyof typeof sandboxEndpoints;
