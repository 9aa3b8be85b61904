import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { AppDatabase } from '../../db/database.js';
import { storageFailure } from '../../db/errors.js';
import type { StorageHealth } from '../../db/storage-health.js';
import { AppError } from '../../errors.js';
import { healthRepository as repository } from './health.repository.js';

const storageUnavailable = (cause: string) =>
  new AppError('storage-unavailable', 503, `La base de données ne peut plus écrire (${cause}).`);

/**
 * What a check writes while writes fail: more than a recipe or a page of the list writes (16 pages of
 * SQLite's 4 KiB), random so that PostgreSQL cannot compress it away. Updating one row in place proves
 * nothing then: SQLite fits it in the space its write-ahead log already holds, while every write that
 * needs new pages fails (issue 26, decision 0061).
 */
const NEW_DATA_BYTES = 64 * 1024;

/**
 * Liveness for load balancers and uptime checks, with a real write: a database that still answers
 * reads but cannot write (a full disk) is not healthy. Once a write has failed for lack of storage (a
 * request's or a check's), the failure stands until a check writes new data — a fresh row of 64 KiB,
 * deleted at once — and that succeeds.
 */
export function createHealthService(database: AppDatabase, storage: StorageHealth, clock: Clock, version: string) {
  async function write(): Promise<void> {
    if (storage.failure() === null) {
      await repository.probe(database.db, clock.now().toISOString());
      return;
    }
    // Ids above 1 are this kind of check's; two servers checking at once pick different ones.
    await repository.writeNewData(
      database.db,
      randomInt(2, 2 ** 31 - 1),
      randomBytes(NEW_DATA_BYTES * 0.75).toString('base64'),
    );
    await repository.deleteNewData(database.db);
  }

  return {
    async check() {
      try {
        await write();
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
