import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address may receive webhooks: only ordinary public unicast. Loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved and unspecified are refused; an IPv4 address written
 * as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The addresses a URL's host stands for (the literal itself when it is an address). */
async function addressesOf(hostname: string): Promise<string[]> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

export type UrlVerdict = 'public' | 'private' | 'unresolved';

/** Resolves the URL's host now: every address it resolves to must be public (unless private targets are allowed). */
export async function judgeUrl(url: string, allowPrivate: boolean): Promise<UrlVerdict> {
  let addresses: string[];
  try {
    addresses = await addressesOf(new URL(url).hostname);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  if (allowPrivate) return 'public';
  return addresses.every(isPublicAddress) ? 'public' : 'private';
}

export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address`);
  }
}

/**
 * A DNS lookup for the HTTP client that re-resolves the host at connection time and refuses a private
 * answer: what was public when the endpoint was saved cannot be pointed at the inside later.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 })
      .then((addresses) => {
        const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
        if (refused) return callback(new PrivateAddressError(hostname, refused.address), '', 4);
        if (options.all) return callback(null, addresses);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), '', 4);
        callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
  };
}
