// The merchant API client. The OpenAPI builder (openapi.ts) is left out: it is for the build only.
export * from './calls';
export type { ApiConfig, ApiCredentials, CallControls, PageControls, ReadControls } from './client';
export { endpoints, type EndpointId } from './endpoints';
export * from './errorNotice';
export * from './errors';
export { idempotencyKeyFor, newIdempotencyKey } from './idempotency';
export * from './queries';
export * from './queryClient';
export { SANDBOX_CREDENTIALS } from './sandboxCredentials';
export type * from './schemas';
