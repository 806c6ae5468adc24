import * as z from 'zod/mini';

/** Every answer of the merchant API but the mobile pay-in wraps its payload: `code` (OK on success), `message`, `data`. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data });

/** Field types of section 5: amounts are numbers, every other payload field a string. */
export const amount = () => z.number();

/**
 * What an error answer carries. The spec documents none, so everything is optional: the global
 * handler only needs `data.title` (spec 8), and the sandbox also names the faulty `field`.
 */
export const ApiErrorBodySchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.object({
        title: z.optional(z.string()),
        field: z.optional(z.string()),
      }),
    ),
  ),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
