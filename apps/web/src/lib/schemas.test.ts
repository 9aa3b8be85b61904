import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * zod compiles fast validators with `new Function` unless it is configured `jitless`, and even asks
 * once whether it may (a caught `new Function('')`): in the browser, under our CSP (no 'unsafe-eval'),
 * each is a `securitypolicyviolation`. Every schema must therefore be built after `jitless` is set.
 */
describe('the web’s zod schemas', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('are built and used without ever compiling code', async () => {
    const compiled: string[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args, newTarget) {
          compiled.push(String(args.at(-1)).slice(0, 80));
          return Reflect.construct(target, args, newTarget);
        },
        apply(target, self, args) {
          compiled.push(String(args.at(-1)).slice(0, 80));
          return Reflect.apply(target, self, args);
        },
      }),
    );
    const schemas = await import('./schemas');
    expect(schemas.loginBodySchema.safeParse({ email: 'marie@exemple.fr', password: 'motdepasse' }).success).toBe(true);
    expect(schemas.registerBodySchema.safeParse({ email: 'pas-une-adresse', password: 'court' }).success).toBe(false);
    expect(schemas.addShoppingListItemBodySchema.safeParse({ label: 'Beurre' }).success).toBe(true);
    expect(compiled).toEqual([]);
  });

  it('explain problems in French', async () => {
    const { registerBodySchema } = await import('./schemas');
    const result = registerBodySchema.safeParse({ email: 'marie@exemple.fr', password: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/attendu|invalide/i);
  });
});
