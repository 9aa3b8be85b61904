// @engine-independent: refuses addresses through a fake DNS answer, no database (decision 0073).
import { describe, expect, it, vi } from 'vitest';
import { createPageFetcher } from './safe-fetch.js';

// The DNS answer decides: a name resolving to a private address is refused before any connection,
// through the lookup the connection itself uses (so nothing else can be resolved in between).

const ANSWERS: Record<string, { address: string; family: number }[]> = {
  'interne.example': [{ address: '10.1.2.3', family: 4 }],
  'mixte.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'ula.example': [{ address: 'fd00::5', family: 6 }],
};

vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    const answer = ANSWERS[hostname];
    if (!answer) return dns.lookup(hostname, options as never, callback as never);
    process.nextTick(() => callback(null, answer));
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const fetchPage = createPageFetcher({ allowedHosts: [], timeoutMs: 2000, maxBytes: 4096, userAgent: 'Glouton/test' });

describe('createPageFetcher', () => {
  it.each(['http://interne.example/', 'https://mixte.example:8443/recette', 'http://ula.example:8080/'])(
    'refuses %s, whose name resolves to a non-public address',
    async (url) => {
      await expect(fetchPage(new URL(url))).rejects.toMatchObject({ code: 'import-address-refused', statusCode: 400 });
    },
  );

  it('answers import-unreachable for a name that does not exist', async () => {
    await expect(fetchPage(new URL('http://nothing-here.invalid/'))).rejects.toMatchObject({
      code: 'import-unreachable',
      statusCode: 502,
    });
  });
});
