import * as z from 'zod/mini';
import { unsubscribeCopy } from '../../content/unsubscribe';

/** The secret of an unsubscribe link, as the server makes it (24 random bytes, base64url). */
export const unsubscribeSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/, { error: unsubscribeCopy.invalid })),
});
