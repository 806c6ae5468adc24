import * as z from 'zod/mini';
import { envelope } from './envelope';

/** Longest name a developer gives their sandbox. */
export const MAX_SANDBOX_NAME_LENGTH = 80;

/**
 * A developer's own sandbox, as its creation answers it: the only time its secrets are shown
 * (the server keeps hashes of the token and JWT, and the webhook secret to sign with).
 */
export const DeveloperSandboxSchema = /* @__PURE__ */ z.object({
  /** What the developer called it, or an empty string. */
  name: z.string(),
  apiKey: z.string(),
  apiToken: z.string(),
  jwt: z.string(),
  /** Signs this sandbox's notifications (Standard Webhooks, `whsec_…`). */
  webhookSecret: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DeveloperSandbox = z.infer<typeof DeveloperSandboxSchema>;

export const DeveloperSandboxResponseSchema = envelope(DeveloperSandboxSchema);
export type DeveloperSandboxResponse = z.infer<typeof DeveloperSandboxResponseSchema>;

/** What a reset gives back: the sandbox as it starts again. */
export const SandboxResetResultSchema = /* @__PURE__ */ z.object({
  /** ISO 8601. */
  resetAt: z.string(),
  /** The balance the sandbox starts again with, in XOF. */
  availableBalance: z.number(),
});
export const SandboxResetResponseSchema = envelope(SandboxResetResultSchema);
export type SandboxResetResponse = z.infer<typeof SandboxResetResponseSchema>;
