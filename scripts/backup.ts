/**
 * `npm run backup [-- file]`: a consistent copy of the SQLite database, safe while the server runs
 * (SQLite's online backup, see apps/server/src/hosting/backup.ts). Reads DATABASE_URL like the server
 * (environment, then .env). Default file: data/backups/glouton-YYYY-MM-DD-HHmm.sqlite.
 */
import { relative, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../apps/server/src/config.js';
import { backupSqlite, defaultBackupPath } from '../apps/server/src/hosting/backup.js';
import { dataFolder } from '../apps/server/src/hosting/data-folder.js';
import { loadDotEnv } from '../apps/server/src/hosting/env-file.js';

try {
  loadDotEnv();
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    throw new ConfigError(
      'DATABASE_URL désigne PostgreSQL : sauvegardez avec pg_dump (par exemple pg_dump -Fc "$DATABASE_URL" > glouton.dump).',
    );
  }
  // npm runs scripts from the repository's root; a relative path is meant from where npm was typed.
  const asked = process.argv[2];
  const target = asked ? resolve(process.env.INIT_CWD ?? process.cwd(), asked) : defaultBackupPath(dataFolder(config));
  const { bytes } = await backupSqlite(config.database.filename, target);
  const size = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  const inside = relative(process.cwd(), target);
  console.log(`Sauvegarde écrite : ${inside.startsWith('..') ? target : inside} (${size} Mo, vérifiée).`);
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('La sauvegarde a échoué :', error);
  process.exit(1);
}
