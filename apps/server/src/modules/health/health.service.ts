import type { Clock } from '../../clock.js';
import type { AppDatabase } from '../../db/database.js';
import { storageFailure } from '../../db/errors.js';
import type { StorageHealth } from '../../db/storage-health.js';
import { AppError } from '../../errors.js';
import { healthRepository as repository } from './health.repository.js';

const storageUnavailable = (cause: string) =>
  new AppError('storage-unavailable', 503, `La base de données ne peut plus écrire (${cause}).`);

/**
 * Liveness for load balancers and uptime checks, with a real write: a database that still answers
 * reads but cannot write (a full disk) is not healthy.
 */
export function createHealthService(database: AppDatabase, storage: StorageHealth, clock: Clock, version: string) {
  return {
    async check() {
      try {
        await repository.probe(database.db, clock.now().toISOString());
      } catch (error) {
        const cause = storageFailure(error);
        if (!cause) throw error;
        storage.failed(cause);
        throw storageUnavailable(cause);
      }
      storage.recovered();
      return { status: 'ok' as const, database: database.kind, version };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
