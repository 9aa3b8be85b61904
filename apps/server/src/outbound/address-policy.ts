import { BlockList, isIPv4, isIPv6 } from 'node:net';

// The server fetches addresses that people give it (a recipe page, a push service's endpoint), so an
// address must never make it reach the host's own network (SSRF): every address a name resolves to has
// to be a public unicast one, unless the operator allowed that exact host:port (IMPORT_ALLOWED_HOSTS,
// PUSH_ALLOWED_HOSTS). Shared by every module that calls out; each phrases the refusals its own way.

/** IPv4 ranges that are not the public Internet (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata endpoints live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** Inside 2000::/3 (the only global unicast block), the parts that are not plain public hosts. */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo (tunnels to arbitrary IPv4)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address, possibly a private one
  ['3fff::', 20], // documentation
];

const notPublic = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

const IPV4_MAPPED = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i;
const NAT64 = /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * True for an address a public web site may have. IPv6 is allow-listed (global unicast only), so
 * loopback, unspecified, link-local, unique-local, multicast and future special blocks are all refused;
 * IPv4-mapped and NAT64 forms are judged by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const unbracketed = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const embedded = expandEmbeddedIpv4(unbracketed);
  if (embedded !== null) return isPublicAddress(embedded);
  return globalUnicast.check(unbracketed, 'ipv6') && !notPublic.check(unbracketed, 'ipv6');
}

/** `::ffff:a00:1` and `::ffff:10.0.0.1` are the same IPv4 address; so is the NAT64 `64:ff9b::a00:1`. */
function expandEmbeddedIpv4(address: string): string | null {
  const dotted = IPV4_MAPPED.exec(address)?.[1] ?? NAT64.exec(address)?.[1];
  if (dotted) return dotted;
  const groups = expandIpv6(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The 8 groups of an IPv6 address written with `::` and no embedded dotted IPv4 (else null). */
function expandIpv6(address: string): number[] | null {
  if (address.includes('.')) return null;
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array<number>(Math.max(zeros, 0)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

/** Only the web's usual ports: a URL must not make the server talk HTTP to a mail or database port. */
const WEB_PORTS = new Set([80, 443, 8080, 8443]);

/** `host:port` as IMPORT_ALLOWED_HOSTS and PUSH_ALLOWED_HOSTS spell it, the port defaulted from the scheme. */
export function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Why an address is refused before any DNS: `scheme` (not one the caller reads), `credentials` (a login in
 * the URL, which the server would send on), `port` (not the web's), `private` (an IP literal or a local
 * name on the host's own network).
 */
export type TargetRefusal = 'scheme' | 'credentials' | 'port' | 'private';

export type Target = { allowed: true; trusted: boolean } | { allowed: false; refusal: TargetRefusal };

export type TargetPolicy = {
  /** `host:port` entries (lower-case) trusted to be private: they skip the address checks. */
  allowedHosts: readonly string[];
  /** The schemes this caller reads: `http:` and `https:` for a page, `https:` alone for a push service. */
  schemes: readonly string[];
};

/**
 * The checks that need no DNS: scheme, credentials, an IP literal or local host, port. A trusted
 * (allow-listed) host skips the address checks; every other name is checked again on each address it
 * resolves to (guarded-lookup.ts).
 */
export function checkTarget(url: URL, policy: TargetPolicy): Target {
  if (!policy.schemes.includes(url.protocol)) return { allowed: false, refusal: 'scheme' };
  // The server would send them (Authorization) to the host and its redirects.
  if (url.username !== '' || url.password !== '') return { allowed: false, refusal: 'credentials' };
  if (policy.allowedHosts.includes(hostKey(url))) return { allowed: true, trusted: true };
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if ((isIPv4(literal) || isIPv6(literal)) && !isPublicAddress(literal)) return { allowed: false, refusal: 'private' };
  // "localhost." is the same name, fully qualified.
  const name = literal.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return { allowed: false, refusal: 'private' };
  if (!WEB_PORTS.has(effectivePort(url))) return { allowed: false, refusal: 'port' };
  return { allowed: true, trusted: false };
}
