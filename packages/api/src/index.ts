// The entry of @yonnee/api: the merchant API's typed client, built from the app's src/api (no
// copy to drift). No React and no react-query here: a merchant's server imports it as it is;
// the query options are in '@yonnee/api/react-query'.
export * from '../../../src/api/calls';
export type {
  ApiConfig,
  ApiCredentials,
  CallControls,
  PageControls,
  ReadControls,
} from '../../../src/api/client';
export {
  endpoints,
  endpointIds,
  specifiedEndpointIds,
  type EndpointId,
} from '../../../src/api/endpoints';
export { payerEndpoints } from '../../../src/api/payer';
export * from '../../../src/api/errorNotice';
export * from '../../../src/api/errors';
export { idempotencyKeyFor, newIdempotencyKey } from '../../../src/api/idempotency';
export * from '../../../src/api/schemas';
export { apiCodes, apiCodeNames, type ApiCode, type ApiCodeEntry } from '../../../src/api/apiCodes';
export {
  REQUEST_ID_HEADER,
  REQUEST_ID_PATTERN,
  PAGINATION,
  RATE_LIMIT_HEADERS,
} from '../../../src/api/apiHeaders';
// The sandbox's public test values, to try the client before a merchant account exists.
export { SANDBOX_CREDENTIALS } from '../../../src/api/sandboxCredentials';
export {
  TEST_PHONE_NUMBERS,
  TEST_CARDS,
  testPhoneNumber,
  testOutcomes,
  type TestOutcome,
} from '../../../src/api/sandboxTestNumbers';
export { SCENARIO_HEADER, scenarioNames, type Scenario } from '../../../src/api/sandboxScenarios';
