// @engine-independent: which addresses may be fetched, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { checkTarget, hostKey, isPublicAddress } from './address-policy.js';
import { guardedLookup, RefusedAddressError, resolveName } from './guarded-lookup.js';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.10',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('refuses the IPv4 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    'fec0::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::ffff:7f00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::192.168.0.1',
    '::127.0.0.1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    '2002:a00:1::1',
    '100::1',
  ])('refuses the IPv6 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '90.84.12.34',
    '172.32.0.1',
    '100.128.0.1',
    '2a01:e0a:1::1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('checkTarget', () => {
  const allowed = ['127.0.0.1:8123', 'recettes.lan:80'];
  const check = (url: string, schemes = ['http:', 'https:']) =>
    checkTarget(new URL(url), { allowedHosts: allowed, schemes });

  it('defaults the port from the scheme', () => {
    expect(hostKey(new URL('http://Recettes.LAN/x'))).toBe('recettes.lan:80');
    expect(hostKey(new URL('https://example.fr/x'))).toBe('example.fr:443');
  });

  it('trusts only the exact host:port allowed', () => {
    expect(check('http://127.0.0.1:8123/recette')).toEqual({ allowed: true, trusted: true });
    expect(check('http://recettes.lan/')).toEqual({ allowed: true, trusted: true });
    expect(check('http://127.0.0.1:8124/').allowed).toBe(false);
    expect(check('https://recettes.lan/')).toEqual({ allowed: true, trusted: false });
  });

  it.each([
    'ftp://example.fr/recette',
    'file:///etc/passwd',
    'http://localhost/',
    'http://app.localhost/',
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://example.fr:22/',
    'http://example.fr:6379/',
    'http://localhost./',
    'http://app.localhost./',
    // Credentials would be sent by the server (Authorization) to the site and to every redirect (and kept
    // in a recipe draft's sourceUrl): a page or a push service never needs them.
    'https://user:secret@example.fr/recette',
    'https://user@example.fr/recette',
    'http://user:secret@127.0.0.1:8123/recette',
  ])('refuses %s', (url) => {
    expect(check(url).allowed).toBe(false);
  });

  it.each([
    ['ftp://example.fr/recette', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://user:secret@example.fr/recette', 'credentials'],
    ['http://example.fr:6379/', 'port'],
    ['http://10.0.0.1/', 'private'],
    ['http://127.0.0.1:6379/', 'private'],
    ['http://localhost/', 'private'],
  ])('says why %s is refused: %s', (url, refusal) => {
    expect(check(url)).toEqual({ allowed: false, refusal });
  });

  it('reads only the schemes its caller reads: a push service is https, even when allowed', () => {
    expect(check('http://fcm.example.fr/x', ['https:'])).toEqual({ allowed: false, refusal: 'scheme' });
    expect(check('http://127.0.0.1:8123/x', ['https:'])).toEqual({ allowed: false, refusal: 'scheme' });
    expect(check('https://127.0.0.1:8123/x', ['https:'])).toEqual({ allowed: true, trusted: true });
  });

  it.each(['https://www.marmiton.org/recettes/x.aspx', 'http://8.8.8.8/', 'http://example.fr:8080/'])(
    'lets %s through to the DNS check',
    (url) => {
      expect(check(url)).toEqual({ allowed: true, trusted: false });
    },
  );
});

describe('guardedLookup', () => {
  const lookup = (hostname: string, all: boolean) =>
    new Promise<{ error: unknown; address: unknown }>((resolve) => {
      guardedLookup(hostname, { all } as never, (error, address) => resolve({ error, address }));
    });

  it.each([false, true])('refuses a name resolving to loopback (all: %s)', async (all) => {
    const { error } = await lookup('localhost', all);
    expect(error).toBeInstanceOf(RefusedAddressError);
  });

  it('lets a DNS failure through as it is', async () => {
    const { error } = await lookup('nothing-here.invalid', false);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefusedAddressError);
  });
});

describe('resolveName', () => {
  it('says where a name points now, without connecting', async () => {
    expect(await resolveName('localhost')).toBe('private');
    expect(await resolveName('nothing-here.invalid')).toBe('unresolved');
  });
});
