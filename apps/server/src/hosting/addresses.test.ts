// @engine-independent: pure functions over network interfaces, no database (decision 0073).
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, origins, startLine } from './addresses.js';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;

const machine = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  docker0: [info('172.17.0.1', 'IPv4')],
  wlan0: [info('fe80::1c2b:3ff:fe4d:5e6f', 'IPv6'), info('2a01:cb00::20', 'IPv6'), info('192.168.1.20', 'IPv4')],
  eth0: [info('10.0.0.5', 'IPv4')],
};

describe('lanAddresses', () => {
  it('lists the addresses a phone can reach: IPv4 first, no loopback, no container bridge, no link-local', () => {
    expect(lanAddresses(machine)).toEqual(['192.168.1.20', '10.0.0.5']);
    expect(lanAddresses(machine, { ipv6: true })).toEqual(['192.168.1.20', '10.0.0.5', '2a01:cb00::20']);
  });
});

describe('startLine', () => {
  it('says localhost on the loopback, as before', () => {
    expect(startLine({ host: '127.0.0.1', port: 3000, protocol: 'http', interfaces: machine })).toBe(
      'Glouton est prêt : http://localhost:3000/Glouton/',
    );
  });

  it('adds the addresses a phone of the network can open when listening on every interface', () => {
    expect(startLine({ host: '0.0.0.0', port: 3000, protocol: 'http', interfaces: { wlan0: machine.wlan0 } })).toBe(
      'Glouton est prêt : http://localhost:3000/Glouton/ — depuis un téléphone du réseau : http://192.168.1.20:3000/Glouton/',
    );
    expect(startLine({ host: '::', port: 8443, protocol: 'https', interfaces: { wlan0: machine.wlan0 } })).toBe(
      'Glouton est prêt : https://localhost:8443/Glouton/ — depuis un téléphone du réseau : ' +
        'https://192.168.1.20:8443/Glouton/ ou https://[2a01:cb00::20]:8443/Glouton/',
    );
  });

  it('says when no network address was found, and shows a chosen address as it is', () => {
    expect(startLine({ host: '0.0.0.0', port: 3000, protocol: 'http', interfaces: { lo: machine.lo } })).toBe(
      'Glouton est prêt : http://localhost:3000/Glouton/ — aucune adresse réseau trouvée pour un téléphone',
    );
    expect(startLine({ host: '192.168.1.20', port: 3000, protocol: 'http', interfaces: machine })).toBe(
      'Glouton est prêt : http://192.168.1.20:3000/Glouton/',
    );
  });
});

describe('origins', () => {
  it('gives a phone nothing on the loopback, the chosen address, or the network addresses', () => {
    const at = (host: string) => origins({ host, port: 3000, protocol: 'https', interfaces: { wlan0: machine.wlan0 } });
    expect(at('127.0.0.1')).toEqual({ local: 'https://localhost:3000', phone: [] });
    expect(at('192.168.1.20').phone).toEqual(['https://192.168.1.20:3000']);
    expect(at('0.0.0.0').phone).toEqual(['https://192.168.1.20:3000']);
  });
});
