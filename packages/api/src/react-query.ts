// '@yonnee/api/react-query': the query and mutation options of every call, their keys, and the
// QueryClient with the spec's policy (stale 10 s, refetch on focus, 3 retries with backoff capped
// at 30 s and none on 401/403, unused data kept 5 minutes) and its section-8 error handling.
export * from '../../../src/api/queries';
export * from '../../../src/api/queryClient';
