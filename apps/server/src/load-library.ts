import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A library the server may never need (the PostgreSQL driver, nodemailer, web-push, ical-generator,
 * the Open Food Facts SDK), loaded where it is first used rather than at start (docs/decisions/0049).
 * Synchronous: they all ship CommonJS. Write `new` over what it answers through a variable — tsc
 * builds `new (loadLibrary(…) as T).X()` as `new loadLibrary(…).X()` (hosting/on-demand.test.ts runs
 * the build through them).
 */
export function loadLibrary<T>(name: string): T {
  return require(name) as T;
}
