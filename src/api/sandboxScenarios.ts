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
] as const;
export type Scenario = (typeof scenarioNames)[number];

/** Forces a scenario for one request: `X-Sandbox-Scenario: serverError`. */
export const SCENARIO_HEADER = 'X-Sandbox-Scenario';
/** Milliseconds the `delayed` scenario waits before answering normally. */
export const DELAY_HEADER = 'X-Sandbox-Delay';
