import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureZod, loginBodySchema, registerBodySchema } from './index.js';

// What the server does at start and the web's schema loader does once.
beforeAll(() => configureZod());

describe('registerBodySchema', () => {
  it('normalises the email to lower case without spaces', () => {
    const parsed = registerBodySchema.parse({ email: '  Marie.Dupont@Exemple.FR ', password: 'motdepasse' });
    expect(parsed.email).toBe('marie.dupont@exemple.fr');
  });

  it('accepts exactly the passwords of 8 to 128 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 200 }), (password) => {
        const result = registerBodySchema.safeParse({ email: 'a@b.fr', password });
        expect(result.success).toBe(password.length >= 8 && password.length <= 128);
      }),
    );
  });

  it('refuses unknown fields and explains in French', () => {
    const result = registerBodySchema.safeParse({ email: 'a@b.fr', password: 'motdepasse', role: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/non reconnue/i);
  });

  it('refuses emails longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(187)}.fr`;
    expect(email.length).toBeGreaterThan(254);
    expect(registerBodySchema.safeParse({ email, password: 'motdepasse' }).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('does not apply the password rules (a wrong password is just wrong)', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.fr', password: 'court' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ email: 'a@b.fr', password: '' }).success).toBe(false);
  });
});
