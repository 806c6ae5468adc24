// What the client needs to know of one API call; the merchant calls (endpoints.ts) and the
// payer's calls of the hosted page (payer.ts) are both tables of these.
import type * as z from 'zod/mini';

export interface EndpointDef<S extends z.ZodMiniType = z.ZodMiniType> {
  method: 'GET' | 'POST';
  /** Path on the API host; `:name` segments are filled from the call's params. */
  path: string;
  /** Every answer is parsed with it before anyone sees it. */
  response: S;
  /** Money moves: the request carries an `Idempotency-Key`, so a retry cannot pay twice. */
  movesMoney?: true;
  /** Called by payers on the hosted payment page, who hold no merchant credentials. */
  public?: true;
}
