import {
  SandboxActionResponseSchema,
  WebhookEventListResponseSchema,
  WebhookEventResponseSchema,
} from './schemas/webhook';
import {
  DeveloperSandboxResponseSchema,
  SandboxResetResponseSchema,
} from './schemas/developerSandbox';
import type { EndpointDef } from './endpointDef';

/** Where a developer creates their own sandbox (no credentials: it gives them). */
export const CREATE_SANDBOX_PATH = '/api/v1/sandboxes';

/**
 * Calls of the sandbox alone, not of the merchant API: they create a developer's own sandbox
 * and empty it again, complete or fail a pending operation (to test the branch a real operator
 * would decide) and read the notifications sent to the developer's URLs. Same credentials as
 * the merchant API, but for the creation, which gives them.
 */
export const sandboxEndpoints = {
  createDeveloperSandbox: {
    method: 'POST',
    path: CREATE_SANDBOX_PATH,
    response: DeveloperSandboxResponseSchema,
    public: true,
  },
  resetSandbox: {
    method: 'POST',
    path: '/api/v1/sandbox/reset',
    response: SandboxResetResponseSchema,
  },
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
