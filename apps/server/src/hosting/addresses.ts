import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;
type Listening = { host: string; port: number; protocol: 'http' | 'https'; interfaces?: Interfaces };

/** Addresses that mean "every interface": the start line then says where a phone can reach us. */
const WILDCARDS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/i;
/** Container and VM bridges: a phone on the Wi-Fi cannot reach them, listing them would mislead. */
const VIRTUAL = /^(docker\d*|br-|veth|virbr|cni|flannel|lxcbr|podman)/;

export const SPA_PATH = '/Glouton/';

/**
 * The addresses a phone on the same network can open: non-internal IPv4 first (what a home router
 * hands out), then global IPv6 when listening on `::`. Link-local IPv6 is left out: it needs a zone.
 */
export function lanAddresses(interfaces: Interfaces = networkInterfaces(), { ipv6 = false } = {}): string[] {
  const entries = Object.entries(interfaces).filter(([name]) => !VIRTUAL.test(name));
  const all = entries.flatMap(([, infos]) => infos ?? []).filter((info) => !info.internal);
  const v4 = all.filter((info) => info.family === 'IPv4').map((info) => info.address);
  const v6 = ipv6
    ? all.filter((info) => info.family === 'IPv6' && !/^fe80:/i.test(info.address)).map((info) => info.address)
    : [];
  return [...new Set([...v4, ...v6])];
}

const origin = ({ protocol, port }: Listening, host: string) =>
  `${protocol}://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Where this machine opens the server, and where a phone of the network does (none unless listening on all). */
export function origins(listening: Listening): { local: string; phone: string[] } {
  const { host, interfaces } = listening;
  const wildcard = WILDCARDS.has(host);
  const local = origin(listening, wildcard || LOOPBACK.test(host) ? 'localhost' : host);
  if (!wildcard) return { local, phone: LOOPBACK.test(host) ? [] : [local] };
  const phone = lanAddresses(interfaces, { ipv6: host !== '0.0.0.0' }).map((address) => origin(listening, address));
  return { local, phone };
}

/** « Glouton est prêt : http://localhost:3000/Glouton/ — depuis un téléphone du réseau : http://192.168.1.20:3000/Glouton/ » */
export function startLine(listening: Listening): string {
  const { local, phone } = origins(listening);
  const line = `Glouton est prêt : ${local}${SPA_PATH}`;
  if (!WILDCARDS.has(listening.host)) return line;
  if (phone.length === 0) return `${line} — aucune adresse réseau trouvée pour un téléphone`;
  return `${line} — depuis un téléphone du réseau : ${phone.map((at) => `${at}${SPA_PATH}`).join(' ou ')}`;
}
