export { SANDBOX_CREDENTIALS } from '../api/sandboxCredentials';
export { countries, findMethod, paymentMethodGroups, type Country } from './catalogue';
export {
  createSandbox,
  DEFAULT_DELAY_MS,
  DELAY_HEADER,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  SCENARIO_HEADER,
  scenarioNames,
  type EndpointHandlers,
  type Sandbox,
  type SandboxOptions,
  type Scenario,
} from './createSandbox';
export * from './fixtures';
export * from './limits';
export { seededRandom, TOKEN_LENGTH, type RandomBytes } from './state';
export {
  outcomeFor,
  TEST_CARDS,
  TEST_PHONE_NUMBERS,
  testOutcomes,
  testPhoneGuide,
  testPhoneNumber,
  type TestOutcome,
} from '../api/sandboxTestNumbers';
