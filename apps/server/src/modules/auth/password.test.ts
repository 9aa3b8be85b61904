import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, registerUser } from '../../test/test-app.js';
import { createPasswords, PASSWORD_COSTS } from './password.js';

describe('password hashing', () => {
  it('hashes at OWASP’s scrypt cost on a server people use (N=2^14, r=8, p=5), the default', async () => {
    expect(loadConfig({}).passwordHashCost).toBe('owasp');
    const passwords = createPasswords('owasp');
    const stored = await passwords.hash('motdepasse-solide');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await passwords.verify('motdepasse-solide', stored)).toBe(true);
    expect(await passwords.verify('motdepasse-solidE', stored)).toBe(false);
  });

  it('registers with the default cost when the server is not told otherwise', async () => {
    const t = await createTestApp({ PASSWORD_HASH_COST: 'owasp' });
    try {
      const { email } = await registerUser(t.app);
      const row = await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '5']);
    } finally {
      await t.close();
    }
  });

  it('checks a hash by the cost it names: a low-cost hash still verifies after the cost is raised', async () => {
    const stored = await createPasswords('low').hash('motdepasse-solide');
    expect(stored.split('$').slice(1, 4)).toEqual(Object.values(PASSWORD_COSTS.low).map(String));
    expect(await createPasswords('owasp').verify('motdepasse-solide', stored)).toBe(true);
  });

  it('refuses the low cost outside the test suite, naming the variable', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST : low n’est permis/);
    expect(loadConfig({ PASSWORD_HASH_COST: 'low', NODE_ENV: 'test' }).passwordHashCost).toBe('low');
  });
});
