// Which addresses a notification may be delivered to. A server reachable by others must not
// become a way into its own network (SSRF): with private addresses refused, a delivery to
// loopback, a private range, link-local (cloud metadata at 169.254.169.254) or any other
// non-public address is refused, whatever the URL's name resolves to at connection time.
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
])
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
])
  notPublic.addSubnet(network, prefix, 'ipv6');

/** True for an address no public service lives at (IPv4-mapped IPv6 judged as its IPv4). */
export function isPrivateAddress(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return notPublic.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Thrown when a delivery would reach a refused address; never worth a retry. */
export class RefusedAddressError extends Error {
  permanent = true;
}

const refusal = (address) =>
  new RefusedAddressError(
    `Adresse non publique refusée (${address}) : ce serveur ne livre qu’aux adresses publiques (WEBHOOK_ALLOW_PRIVATE=off).`,
  );

/**
 * Checks a URL's host when it is an address (Node connects to those without a lookup), and
 * gives the `lookup` that checks every address a name resolves to, the very ones connected to
 * (no second resolution an attacker's DNS could answer differently).
 * @param {URL} url
 * @param {{ allowPrivate: boolean }} policy
 */
export function connectionPolicy(url, { allowPrivate }) {
  if (allowPrivate) return {};
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw refusal(host);
  return {
    lookup(hostname, options, callback) {
      dnsLookup(hostname, options, (error, address, family) => {
        if (error) return callback(error);
        const all = Array.isArray(address) ? address : [{ address, family }];
        const refused = all.find((entry) => isPrivateAddress(entry.address));
        if (refused) return callback(refusal(refused.address));
        callback(null, address, family);
      });
    },
  };
}

/**
 * Private addresses are allowed when the server itself listens on loopback (a developer's own
 * machine, `npm start`'s default), unless WEBHOOK_ALLOW_PRIVATE says otherwise.
 */
export function allowPrivateFrom(env, host) {
  if (env.WEBHOOK_ALLOW_PRIVATE === 'on') return true;
  if (env.WEBHOOK_ALLOW_PRIVATE === 'off') return false;
  return ['127.0.0.1', '::1', 'localhost'].includes(host) || host.startsWith('127.');
}
