/** Attributes this site sets on every cookie it writes from JavaScript. */
export interface CookieAttributes {
  /** Lifetime in seconds; 0 deletes the cookie at once. */
  maxAgeSeconds: number;
  /** Defaults to the whole site. */
  path?: string;
  /** `Lax` keeps the cookie off cross-site subrequests while top-level links still work. */
  sameSite?: 'Strict' | 'Lax';
  /** Sent over HTTPS only; defaults to whether the page itself is on HTTPS. */
  secure?: boolean;
}

const hasDocument = () => typeof document !== 'undefined';

/** True on an HTTPS page; `Secure` cookies would be dropped on plain-HTTP development servers. */
export function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The `document.cookie` string that writes one cookie. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'Lax', secure = isHttpsPage() }: CookieAttributes,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `SameSite=${sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie; an empty string when it is absent, undecodable, or on the server. */
export function readCookie(name: string): string {
  if (!hasDocument()) return '';
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return '';
    }
  }
  return '';
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes): void {
  if (!hasDocument()) return;
  document.cookie = serializeCookie(name, value, attributes);
}

/** Removes a cookie; path and SameSite must match the ones it was written with. */
export function deleteCookie(
  name: string,
  attributes: Omit<CookieAttributes, 'maxAgeSeconds'> = {},
): void {
  writeCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
}
