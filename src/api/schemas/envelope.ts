import * as z from 'zod/mini';

// Every schema definition here and in its siblings is marked /* @__PURE__ */, and the helpers
// building them /* @__NO_SIDE_EFFECTS__ */: a bundler cannot tell that zod/mini's constructors
// have none, and would keep in a page every schema of a module it imports (the payment page
// reads the payer's answers, never the requests beside them). Checked by treeShaking.test.ts.

/** Every answer of the merchant API but the mobile pay-in wraps its payload: `code` (OK on success), `message`, `data`. */
export const envelope = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data });

/**
 * A page of a list: the spec's envelope, its `data` still an array, with `has_more` beside it
 * (absent from an API that does not page, so read as false).
 */
export const listEnvelope = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) =>
  z.object({
    code: z.string(),
    message: z.string(),
    data: z.array(item),
    has_more: z._default(z.boolean(), false),
  });

/** Field types of section 5: amounts are numbers, every other payload field a string. */
export const amount = /* @__NO_SIDE_EFFECTS__ */ () => z.number();

/**
 * What an error answer carries. The spec documents none, so everything is optional: the global
 * handler only needs `data.title` (spec 8), and the sandbox also names the faulty `field`.
 */
export const ApiErrorBodySchema = /* @__PURE__ */ z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.object({
        title: z.optional(z.string()),
        field: z.optional(z.string()),
        /** A declined card payment's record, to look up with the status call. */
        transactionId: z.optional(z.string()),
      }),
    ),
  ),
  /** The request's id, as in the `X-Request-Id` header: quote it to support. */
  requestId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
