import { dirname, resolve } from 'node:path';
import type { Config } from '../config.js';

/** Where Glouton keeps its files: the SQLite file's folder (`./data` by default, and for PostgreSQL). */
export function dataFolder(config: Pick<Config, 'database'>): string {
  const { database } = config;
  if (database.kind === 'sqlite' && database.filename !== ':memory:') return dirname(resolve(database.filename));
  return resolve('data');
}
