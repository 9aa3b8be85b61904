import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, type Target } from './address-policy.js';

/** Raised inside the DNS lookup; the request fails with it before any byte is sent. */
export class RefusedAddressError extends Error {}

/**
 * Resolves the name and refuses it when any address is not public. The connection uses the address checked
 * here (Node connects to what `lookup` returns), so a second, rebinding DNS answer cannot slip through.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const first = addresses[0];
    if (!first || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new RefusedAddressError(hostname), '', 0);
    }
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};

/**
 * What `http.request`/`https.request` need to connect only where the policy allows: no shared keep-alive
 * pool (each connection goes through the lookup), and the guarded lookup unless the host is trusted.
 */
export function connectionOptions(target: Target & { allowed: true }) {
  return { agent: false as const, ...(!target.trusted && { lookup: guardedLookup }) };
}

/**
 * Where a name points now, without connecting: `private` when any of its addresses is not public,
 * `unresolved` when DNS has no answer (it is asked again when connecting). A request checks again anyway:
 * DNS may change between this answer and the connection.
 */
export function resolveName(hostname: string): Promise<'public' | 'private' | 'unresolved'> {
  return new Promise((resolve) => {
    guardedLookup(hostname, { all: true }, (error) => {
      if (error instanceof RefusedAddressError) resolve('private');
      else resolve(error ? 'unresolved' : 'public');
    });
  });
}
