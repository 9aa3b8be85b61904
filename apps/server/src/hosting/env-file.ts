import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Reads `.env` from the working directory when there is one, so that `cp .env.example .env` works for
 * `npm start`, `node apps/server/dist/main.js` and `npm run backup` alike. A variable already set in the
 * environment wins (Node's loadEnvFile never overwrites): systemd's Environment= or a shell export stays
 * in charge. Returns the file read, or null.
 */
export function loadDotEnv(directory = process.cwd()): string | null {
  const file = resolve(directory, '.env');
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
