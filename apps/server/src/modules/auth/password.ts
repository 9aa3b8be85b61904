import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };

/**
 * What one hash costs. `owasp` (the default, and the only one a production server accepts) is OWASP's
 * scrypt profile N=2^14, r=8, p=5: ~260 ms of CPU and 16 MiB per hash, which keeps the server's memory
 * budget under load. `low` is for the test suite only (config.ts refuses it outside NODE_ENV=test): a
 * suite that registers a few thousand accounts would otherwise spend minutes hashing.
 */
export const PASSWORD_COSTS = {
  owasp: { N: 16_384, r: 8, p: 5 },
  low: { N: 1024, r: 8, p: 1 },
} as const satisfies Record<string, ScryptParams>;
export type PasswordCost = keyof typeof PASSWORD_COSTS;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashing at the server's cost; checking whatever cost a stored hash names (it can be raised later). */
export function createPasswords(cost: PasswordCost) {
  const params = PASSWORD_COSTS[cost];
  // Checked against when the e-mail is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | undefined;

  /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  return {
    hash,
    async verify(password: string, stored: string): Promise<boolean> {
      const [scheme, n, r, p, salt, storedKey] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !storedKey) return false;
      const expected = Buffer.from(storedKey, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    decoyHash(): Promise<string> {
      decoyHash ??= hash(randomBytes(16).toString('hex'));
      return decoyHash;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
