// The sandbox forces an outcome on a request that carries `X-Sandbox-Scenario` (its README's
// Scenarios): the console's scenario selector puts it on every call while one is chosen, so each
// row of the spec's section 8 can be seen. In memory only, like the session.
import { SCENARIO_HEADER, type Scenario } from '@yonnee/api';

let chosen: Scenario | null = null;

export const chooseScenario = (scenario: Scenario | null) => {
  chosen = scenario;
};

/** The global fetch, with the chosen scenario's header. */
export const fetchWithScenario: typeof fetch = (input, init) => {
  if (!chosen) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set(SCENARIO_HEADER, chosen);
  return fetch(input, { ...init, headers });
};
