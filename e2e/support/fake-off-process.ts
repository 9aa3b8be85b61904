/**
 * The e2e journeys' Open Food Facts: the server tests' fake, with the same canned French products,
 * started as its own process by playwright.config.ts (`npx tsx e2e/support/fake-off-process.ts PORT`).
 */
import { startFakeOff } from '../../apps/server/src/test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS } from '../../apps/server/src/test/off-fixtures.js';

const port = Number(process.argv[2] ?? 4311);
const fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS, port });
console.log(`fake Open Food Facts on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
