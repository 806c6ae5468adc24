// The one source of the site's HTTP security headers: the Node server sends
// them, and scripts/build.mjs writes the same policy as deployable config for
// static hosts (dist/_headers, and the nginx snippet copied to deploy/).
import { createHash } from 'node:crypto';
import { PAYMENT_PAGE } from '../src/paths/paymentPagePattern.js';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const decodeAttribute = (value) =>
  value.replace(
    /&(quot|#39|amp|lt|gt);/g,
    (_, e) => ({ quot: '"', '#39': "'", amp: '&', lt: '<', gt: '>' })[e],
  );

/**
 * sha-256 sources for what the HTML carries inline: scripts (the early theme
 * script), style elements (the site's stylesheet) and style attributes (a wrapper
 * Radix renders with `position:relative`).
 * Only these exact texts are allowed; nothing else inline runs or applies.
 */
export function inlineHashes(htmlDocuments) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  for (const html of htmlDocuments) {
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (body.trim()) scripts.add(sha256(body));
    }
    for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
      styles.add(sha256(body));
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g))
      styleAttributes.add(sha256(decodeAttribute(value)));
  }
  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...styleAttributes].sort(),
  };
}

/** Origin of the configured merchant API, when it is not this site. */
export function apiOrigin(baseUrl = process.env.VITE_API_BASE_URL) {
  if (!baseUrl) return undefined;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}

/**
 * Origins, as `https://shop.example`, from a comma- or space-separated list; anything that is
 * not a plain http(s) origin is dropped, so a typo can never widen `frame-ancestors`.
 */
export function originList(text = '') {
  const origins = new Set();
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    try {
      const url = new URL(item);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item)
        origins.add(url.origin);
    } catch {
      // not an origin: left out
    }
  }
  return [...origins];
}

/** The hosted payment page, /paiement/{token} in any case: the browser's own pattern. */
export const isPaymentPagePath = (pathname) => PAYMENT_PAGE.test(pathname);

/** Where browsers send CSP violation reports (server/csp-reports.mjs keeps them). */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting API endpoint's name, declared by Reporting-Endpoints. */
const REPORT_GROUP = 'csp';
/**
 * The one Trusted Types policy: the starter (scripts/start-after-first-paint.mjs) is the only
 * code that sets a script's URL. Every other DOM sink that could run a string as code refuses it.
 */
export const TRUSTED_TYPES_POLICY = 'starter';

/** @typedef {{ scripts: string[], styles?: string[], styleAttributes: string[] }} InlineHashes */

/**
 * @param {{ hashes?: InlineHashes, api?: string, frameAncestors?: string[] }} options
 * `frameAncestors`: who may frame the page besides this site; undefined means nobody at all.
 */
export function contentSecurityPolicy({
  hashes = { scripts: [], styles: [], styleAttributes: [] },
  api,
  frameAncestors,
}) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...(hashes.styles ?? [])],
    ...(hashes.styleAttributes.length
      ? { 'style-src-attr': ["'unsafe-hashes'", ...hashes.styleAttributes] }
      : {}),
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    'frame-src': ["'self'"],
    // The payment page is framed by this site's docs demo and by the origins its merchant registered.
    'frame-ancestors': frameAncestors ? ["'self'", ...frameAncestors] : ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [TRUSTED_TYPES_POLICY],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** HSTS: two years, every subdomain (browsers ignore it over plain HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Every security header for one response.
 * @param {{ pathname: string, hashes?: InlineHashes, api?: string, frameAncestors?: string[] }} options
 * `frameAncestors` matters on payment pages only: the origins the link's merchant registered.
 */
export function securityHeaders({ pathname, hashes, api = apiOrigin(), frameAncestors = [] }) {
  const paymentPage = isPaymentPagePath(pathname);
  const ancestors = paymentPage ? frameAncestors : undefined;
  return {
    'Content-Security-Policy': contentSecurityPolicy({ hashes, api, frameAncestors: ancestors }),
    'Reporting-Endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()',
    // Every page is isolated from its opener, the payment page too: opened by a merchant's page
    // of another origin it could never reach it back, so the page is embedded or opened whole,
    // never run as a popup (its outcome goes to a framing page only, src/checkout/state/embedding.ts).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // A merchant's page that is cross-origin isolated (COEP) may only frame a page that says so;
    // frame-ancestors above still decides who frames it.
    'Cross-Origin-Resource-Policy': paymentPage ? 'cross-origin' : 'same-origin',
    // Older browsers ignore frame-ancestors: only payment pages may be framed at all.
    ...(paymentPage ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * What a browser reads only on a document (or a worker, which this site never starts): a page's
 * policy (CSP and where it reports), which features and opener it has, who may frame it, what
 * its own requests tell other sites. A script, a stylesheet, a font or an image runs or shows
 * inside the page that loads it, under that page's policy, so their answers go without these:
 * about 1.2 KB less on each of the two dozen scripts a page loads over a slow network. (A module
 * script's imports and a stylesheet's fetches without a Referrer-Policy of their own take the
 * page's.) Every answer keeps HSTS, `nosniff` (a script or stylesheet of the wrong type is
 * refused, never guessed) and Cross-Origin-Resource-Policy (which sites may load a file at all).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Reporting-Endpoints',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
];

/**
 * Types a browser never shows as a document of this site: scripts, stylesheets, fonts, raster
 * images. SVG is a document that can run scripts when opened by itself, so it is not one of them.
 */
export const isSubresourceType = (contentType) =>
  /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?:png|jpeg|gif|webp|avif)\b)/i.test(
    contentType,
  );

/** The headers of `headers` that a script, stylesheet, font or image answer needs. */
export const subresourceHeaders = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
  );

export const cacheControl = {
  /** Hashed file names never change content. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and unhashed files: always revalidate, so a deploy shows at once. */
  revalidate: 'no-cache',
  /** A payment link's page names its payer's amount and state: never kept by any cache. */
  private: 'no-store',
  /** A page made for one visitor (its form token): their browser alone keeps it, and asks again. */
  privateRevalidate: 'private, no-cache',
};
