import type { PaymentLinkDetails, PaymentMethodGroup } from '../../api/payer';
import {
  arrayOf,
  boolean,
  ignoredIfMisshapen,
  nullish,
  number,
  object,
  optional,
  readJson,
  recordOf,
  string,
  withDefault,
  type Reader,
} from './jsonShape';
import { readFormError } from './messages';
import { readSavedCheckout, type SavedCheckout } from './resume';
import type { FormError } from './state';

/**
 * A link and its payment methods as the Node server looked them up to render the page
 * (src/entry-server.tsx). The page hydrates from the same values, and asks the API for
 * them only when the HTML carries none: the static shell of a static host, or a lookup that
 * failed on the server.
 */
export interface PreloadedLink {
  link: PaymentLinkDetails;
  groups: PaymentMethodGroup[];
  /** Where the server's payer stands, when their steps were posted without JavaScript. */
  resumed?: SavedCheckout;
  /** Why the step they posted did not go on. */
  error?: FormError;
  /**
   * Texts the server's page wrote with Intl from these data, by what they write: the browser
   * hydrates with them (src/checkout/format.ts says why; src/checkout/serverTexts.ts makes them).
   */
  texts?: Record<string, string>;
}

// The API's schemas of a link and of its methods (src/api/schemas/paymentLinkDetails.ts,
// paymentMethod.ts), checked without zod: the page reads them before any answer of the API.
const readLink: Reader<PaymentLinkDetails> = object({
  token: string,
  urlPayIn: string,
  businessName: string,
  product: string,
  amount: number,
  currency: string,
  country: string,
  status: string,
  createdAt: number,
  merchantOrigins: withDefault(arrayOf(string), []),
  returnUrl: nullish(string),
  cardPayments: withDefault(boolean, false),
});

const readMethodGroup: Reader<PaymentMethodGroup> = object({
  country: string,
  methods: arrayOf(
    object({
      name: string,
      currency: string,
      prefixPhone: string,
      paymentMethod: string,
      otpRequired: boolean,
      instructions: string,
      instructionsEn: string,
      dataProcessingRequest: object({ isPhoneNumberRequired: boolean }),
      type: string,
    }),
  ),
});

const readPreloaded: Reader<PreloadedLink> = object({
  link: readLink,
  groups: arrayOf(readMethodGroup),
  resumed: optional(readSavedCheckout),
  error: optional(readFormError),
  // The page can format them itself: texts of another shape are left out, not the page's data.
  texts: ignoredIfMisshapen(recordOf(string)),
});

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
  return text ? readJson(readPreloaded, text) : undefined;
}
