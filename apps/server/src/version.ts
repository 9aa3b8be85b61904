import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const manifest = require('../package.json') as { version: string };

/** The server's version, reported by /api/health, the OpenAPI document and the OFF User-Agent. */
export const APP_VERSION: string = manifest.version;

/** How Glouton introduces itself to the sites it calls (Open Food Facts, recipe pages). */
export const userAgent = (contact: string) => `Glouton/${APP_VERSION} (${contact})`;
