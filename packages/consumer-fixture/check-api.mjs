// A merchant's server calling the API with @yonnee/api in plain Node: `node check-api.mjs <origin>`.
// Exits non-zero, saying what differed, unless every call answers as the package promises.
import assert from 'node:assert/strict';
import {
  errorNotice,
  getBalance,
  HttpError,
  listPaymentMethods,
  listTransactions,
  SANDBOX_CREDENTIALS,
} from '@yonnee/api';
import {
  balanceQuery,
  createQueryClient,
  GC_TIME_MS,
  retryDelay,
  shouldRetry,
  STALE_TIME_MS,
} from '@yonnee/api/react-query';

const baseUrl = process.argv[2];
const config = { baseUrl, ...SANDBOX_CREDENTIALS };

const { data: balance } = await getBalance(config);
assert.equal(typeof balance.availableBalance, 'number', 'the balance is parsed');
assert.equal(balance.currency, 'XOF');

const methods = await listPaymentMethods(config);
assert.ok(methods.data.length > 0, 'payment methods are listed');

const page = await listTransactions({ ...config, limit: 2 });
assert.ok(Array.isArray(page.data) && page.data.length <= 2, 'a page holds at most its limit');

// Refused credentials: an HttpError that section 8 reads as an expired session.
const refused = await getBalance({ ...config, jwt: 'not-a-token' }).catch((error) => error);
assert.ok(refused instanceof HttpError, `a 401 is an HttpError, not ${refused}`);
assert.equal(refused.status, 401);
const notice = errorNotice(refused, { origin: 'query', location: '/solde' });
assert.equal(notice.title, 'Session expired!');

// The react-query entry: the spec's policy, and its section-8 handling without retrying a 401.
assert.equal(STALE_TIME_MS, 10_000);
assert.equal(GC_TIME_MS, 5 * 60_000);
assert.equal(shouldRetry(0, refused), false, 'no retry on 401');
assert.equal(shouldRetry(2, new Error('down')), true);
assert.equal(shouldRetry(3, new Error('down')), false, 'three retries at most');
assert.equal(retryDelay(10), 30_000, 'backoff capped at 30 s');

const notices = [];
const visited = [];
const signedIn = createQueryClient({
  api: config,
  onUnauthorized: () => undefined,
  navigate: (to) => visited.push(to),
  currentLocation: () => '/solde',
  notify: (shown) => notices.push(shown),
});
const cached = await signedIn.fetchQuery(balanceQuery());
assert.equal(cached.data.currency, 'XOF', 'a query reads the client’s credentials');

const expired = createQueryClient({
  api: { ...config, jwt: 'not-a-token' },
  onUnauthorized: () => undefined,
  navigate: (to) => visited.push(to),
  currentLocation: () => '/solde',
  notify: (shown) => notices.push(shown),
});
await assert.rejects(expired.fetchQuery(balanceQuery()), HttpError);
assert.equal(notices.length, 1, 'one notice for the refused query');
assert.match(visited.join(' '), /solde/, 'sent to sign in with a way back');
// Unused data is kept 5 minutes: cleared here, so the script ends now.
signedIn.clear();
expired.clear();

console.info(
  `@yonnee/api from Node: balance ${balance.availableBalance} ${balance.currency}, ${methods.data.length} method groups, 401 read as “${notice.title}”`,
);
