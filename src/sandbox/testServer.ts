// Vitest only: the sandbox behind msw/node, fresh for every test; calls reach it with `testApi`.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiConfig } from '../api/client';
import { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox';
import { SAMPLE_TIME } from './fixtures';

export const TEST_ORIGIN = 'https://sandbox.yonnee.test';
/** What a test's calls send: the test sandbox's host and its credentials. */
export const testApi: ApiConfig = { baseUrl: TEST_ORIGIN, ...SANDBOX_CREDENTIALS };

/** Three days after the spec's samples: a fixed clock keeps records comparable. */
export const TEST_NOW = SAMPLE_TIME + 3 * 24 * 60 * 60 * 1000;

export function setupSandboxServer(options: SandboxOptions = {}) {
  const server = setupServer();
  let current: Sandbox | undefined;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createSandbox({ now: () => TEST_NOW, publicOrigin: TEST_ORIGIN, ...options });
    server.resetHandlers(...current.handlers);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    server,
    /** This test's sandbox. */
    get sandbox(): Sandbox {
      if (!current) throw new Error('The sandbox exists inside tests only');
      return current;
    },
  };
}

/** The three credential headers, for raw requests. */
export const credentialHeaders = {
  'x-api-key': SANDBOX_CREDENTIALS.apiKey,
  'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
  Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
};
