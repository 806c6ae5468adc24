// The one source of the site's HTTP security headers: the Node server sends
// them, and scripts/build.mjs writes the same policy as deployable config for
// static hosts (dist/_headers, and the nginx snippet copied to deploy/).
import { createHash } from 'node:crypto';

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

/** The hosted payment page, /paiement/{token} in any case (src/app/paymentPath.ts in the browser). */
export const isPaymentPagePath = (pathname) => /^\/paiement\/[^/]+\/?$/i.test(pathname);

/** @typedef {{ scripts: string[], styles?: string[], styleAttributes: string[] }} InlineHashes */

/** @param {{ hashes?: InlineHashes, api?: string, framable?: boolean }} options */
export function contentSecurityPolicy({
  hashes = { scripts: [], styles: [], styleAttributes: [] },
  api,
  framable = false,
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
    // Merchants embed the payment page from their own https sites (the widget).
    'frame-ancestors': framable ? ["'self'", 'https:'] : ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header for one response. */
/** @param {{ pathname: string, hashes?: InlineHashes, api?: string }} options */
export function securityHeaders({ pathname, hashes, api = apiOrigin() }) {
  // The only page other sites may frame: the widget embeds the hosted payment page.
  const framable = isPaymentPagePath(pathname);
  return {
    'Content-Security-Policy': contentSecurityPolicy({ hashes, api, framable }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()',
    'Cross-Origin-Opener-Policy': framable ? 'same-origin-allow-popups' : 'same-origin',
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

export const cacheControl = {
  /** Hashed file names never change content. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and unhashed files: always revalidate, so a deploy shows at once. */
  revalidate: 'no-cache',
};
