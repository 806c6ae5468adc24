/** Outcomes any endpoint can be forced into, for stories, tests and integrators. */
export const scenarioNames = [
  'unauthorized',
  'forbidden',
  'serverError',
  'notModified',
  'noContent',
  'networkError',
  'delayed',
  'malformed',
  'rateLimited',
] as const;
export type Scenario = (typeof scenarioNames)[number];

/** Forces a scenario for one request: `X-Sandbox-Scenario: serverError`. */
export const SCENARIO_HEADER = 'X-Sandbox-Scenario';
/**
 * The header's default: no outcome forced. Tools that fill every optional header from its
 * schema (openapi-to-postmanv2, generated clients' examples) send this value, which changes nothing.
 */
export const NO_SCENARIO = 'none';
/** Milliseconds the `delayed` scenario waits before answering normally. */
export const DELAY_HEADER = 'X-Sandbox-Delay';

/**
 * The sandbox's rate limit: requests a set of credentials may send in one window. Well above
 * an integration's tests (a page of the docs console, a Postman run), low enough that a loop
 * gone wrong meets a 429, as it would in production.
 */
export const SANDBOX_RATE_LIMIT = { limit: 600, windowMs: 60_000 } as const;
