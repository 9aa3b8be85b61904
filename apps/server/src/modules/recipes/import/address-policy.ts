import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Recipe pages are fetched by the server, so a URL must never make it reach the host's own network
// (SSRF): every address a name resolves to has to be a public unicast one, unless the operator allowed
// that exact host:port (IMPORT_ALLOWED_HOSTS).

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

/** Only the web's usual ports: an import must not talk HTTP to a mail or database port of a public host. */
const WEB_PORTS = new Set([80, 443, 8080, 8443]);

/** `host:port` as IMPORT_ALLOWED_HOSTS spells it, the port defaulted from the scheme. */
export function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * `unsupported`: an address no import reads, whatever it points at (another scheme, a login, a port that
 * is not the web's); `private`: one on the host's own network or a local name (SSRF).
 */
type Target = { allowed: true; trusted: boolean } | { allowed: false; kind: 'unsupported' | 'private'; reason: string };

const PRIVATE = 'Cette adresse est privée ou locale : elle ne peut pas être importée.';

/**
 * The checks that need no DNS: scheme, an IP literal or local host, port. A trusted (allow-listed) host skips
 * the address checks; every other name is checked again on each address it resolves to.
 */
export function checkTarget(url: URL, allowedHosts: readonly string[]): Target {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      allowed: false,
      kind: 'unsupported',
      reason: `Seules les pages web (http ou https) peuvent être importées, pas une adresse ${url.protocol.slice(0, -1)}.`,
    };
  }
  // The server would send them (Authorization) to the site and its redirects, and the draft would keep them.
  if (url.username !== '' || url.password !== '') {
    return {
      allowed: false,
      kind: 'unsupported',
      reason: 'Une adresse contenant un identifiant ou un mot de passe ne peut pas être importée.',
    };
  }
  if (allowedHosts.includes(hostKey(url))) return { allowed: true, trusted: true };
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if ((isIPv4(literal) || isIPv6(literal)) && !isPublicAddress(literal)) {
    return { allowed: false, kind: 'private', reason: PRIVATE };
  }
  // "localhost." is the same name, fully qualified.
  const name = literal.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return { allowed: false, kind: 'private', reason: PRIVATE };
  if (!WEB_PORTS.has(effectivePort(url))) {
    return {
      allowed: false,
      kind: 'unsupported',
      reason: 'Ce port n’est pas celui d’un site web : la page ne peut pas être importée.',
    };
  }
  return { allowed: true, trusted: false };
}
