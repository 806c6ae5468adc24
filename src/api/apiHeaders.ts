// The names and bounds of what every answer of the merchant API carries besides its body,
// apart from the code catalogue (./apiCodes.ts) so that the client loads these few constants only.

/** Every response carries one, generated per request or echoed when the caller sent a well-formed one. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming request id is echoed only if it matches: bounded, and safe to log and show. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Cursor pagination of the three lists (pay-ins, payouts, mass payouts). */
export const PAGINATION = {
  /** Items of a page when `limit` is absent. */
  defaultLimit: 20,
  /** The largest `limit`: a page of mass payouts stays a few hundred KB. */
  maxLimit: 100,
} as const;

/**
 * Rate-limit headers, as the IETF draft's separate fields (draft-ietf-httpapi-ratelimit-headers
 * up to -06, also what @fastify/rate-limit sends): the quota, what is left of it, and the
 * seconds until the window resets.
 */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
} as const;
