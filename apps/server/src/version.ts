import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const manifest = require('../package.json') as { version: string };

/** The server's version, reported by /api/health, the OpenAPI document and the OFF User-Agent. */
export const APP_VERSION: string = manifest.version;
