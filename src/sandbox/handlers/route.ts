import { PAGINATION } from '../../api/apiHeaders';
import type { EndpointId } from '../../api/endpoints';
import { MAX_LENGTH } from '../limits';
import type { SandboxEndpointId } from '../../api/sandboxEndpoints';
import type { SandboxState } from '../state';
import { invalid, shown } from '../validation';

export interface RouteInput {
  /** The JSON body, for POST requests. */
  body: unknown;
  /** The path's `:name` values. */
  params: Record<string, string>;
  url: URL;
}

/** What a route answers; the sandbox turns it into an HTTP response (and stores it for replays). */
export interface Answer {
  status?: number;
  body: unknown;
}

export interface Route {
  endpoint: EndpointId | SandboxEndpointId;
  /**
   * Synchronous when it changes the sandbox's state, so that two requests never interleave
   * halfway through a change; only a route that reads what the server keeps (the event log)
   * answers later.
   */
  resolve: (input: RouteInput) => Answer | Promise<Answer>;
}

export type RouteFactory = (state: SandboxState) => Record<string, Route>;

/** The success envelope of spec 3.3. */
export const ok = (message: string, data: unknown): Answer => ({
  body: { code: 'OK', message, data },
});

/** `limit` of a list call: a whole number from 1 to PAGINATION.maxLimit, the default when absent. */
function readLimit(url: URL) {
  const raw = url.searchParams.get('limit');
  if (raw === null) return PAGINATION.defaultLimit;
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= PAGINATION.maxLimit)) {
    throw invalid(
      `Le paramètre limit doit être un nombre entier de 1 à ${PAGINATION.maxLimit} ; reçu : ${shown(raw)}.`,
      'limit',
    );
  }
  return limit;
}

/**
 * One page of a list, newest first, as Stripe pages: `limit` items after the one named by
 * `starting_after` (the last item of the previous page), and `has_more` beside `data`.
 */
export function page<T>(
  message: string,
  records: readonly T[],
  url: URL,
  cursorOf: (record: T) => string,
): Answer {
  const limit = readLimit(url);
  // Empty is absent: a tool that fills every query parameter sends `starting_after=`.
  const after = url.searchParams.get('starting_after') || null;
  let start = 0;
  if (after !== null) {
    const index =
      after.length <= MAX_LENGTH.code
        ? records.findIndex((record) => cursorOf(record) === after)
        : -1;
    if (index < 0) {
      throw invalid(
        `Aucun élément ${shown(after)} dans cette liste : starting_after prend l’identifiant du dernier élément de la page précédente.`,
        'starting_after',
      );
    }
    start = index + 1;
  }
  return {
    body: {
      code: 'OK',
      message,
      data: records.slice(start, start + limit),
      has_more: start + limit < records.length,
    },
  };
}
