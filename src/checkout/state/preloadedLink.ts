import * as z from 'zod/mini';
import { PaymentLinkDetailsSchema } from '../../api/payer';
import { PaymentMethodGroupSchema } from '../../api/payer';
import { FormErrorSchema } from './messages';
import { SavedCheckoutSchema } from './resume';

/**
 * A link and its payment methods as the Node server looked them up to render the page
 * (src/entry-server.tsx). The page hydrates from the same values, and asks the API for
 * them only when the HTML carries none: the static shell of a static host, or a lookup that
 * failed on the server.
 */
const PreloadedLinkSchema = z.object({
  link: PaymentLinkDetailsSchema,
  groups: z.array(PaymentMethodGroupSchema),
  /** Where the server's payer stands, when their steps were posted without JavaScript. */
  resumed: z.optional(SavedCheckoutSchema),
  /** Why the step they posted did not go on. */
  error: z.optional(FormErrorSchema),
});
export type PreloadedLink = z.infer<typeof PreloadedLinkSchema>;

/** The id of the JSON element that carries them from the server's HTML to the browser. */
export const PRELOADED_LINK_ID = 'lien-de-paiement';

/**
 * A JSON data block: the browser never runs it, so the CSP has nothing to allow. `<` is
 * escaped so that no text of the merchant's (the product's name) can close the element.
 */
export const preloadedLinkElement = (preloaded: PreloadedLink) =>
  `<script type="application/json" id="${PRELOADED_LINK_ID}">${JSON.stringify(preloaded).replace(/</g, '\\u003c')}</script>`;

/**
 * The mark the server leaves in the page of a link the API does not have (or no longer): the
 * page is rendered on its "not found" screen, and the browser starts there too, asking nothing.
 */
export const GONE_LINK_ID = 'lien-indisponible';
export const goneLinkElement = `<script type="application/json" id="${GONE_LINK_ID}">true</script>`;
export const isGoneLink = (document: Document) => document.getElementById(GONE_LINK_ID) !== null;

/** What the server left in the page, or undefined when it left nothing usable. */
export function readPreloadedLink(document: Document): PreloadedLink | undefined {
  const text = document.getElementById(PRELOADED_LINK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = PreloadedLinkSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
