import type webpush from 'web-push';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { loadLibrary } from '../../load-library.js';
import { pushRepository as repository, type VapidKeyPair } from './push.repository.js';

/**
 * The server's VAPID key pair, read once from the database, made there at the first start. Browsers
 * subscribe with its public key, so it must never change: every app server on one PostgreSQL and every
 * restart reads the same row, and two servers starting at once keep the first pair written.
 */
export function createVapidKeys({ db, clock }: { db: Db; clock: Clock }): () => Promise<VapidKeyPair> {
  let loading: Promise<VapidKeyPair> | null = null;

  async function load(): Promise<VapidKeyPair> {
    const kept = await repository.findKeys(db);
    if (kept) return kept;
    await repository.insertKeysIfNone(
      db,
      loadLibrary<typeof webpush>('web-push').generateVAPIDKeys(),
      clock.now().toISOString(),
    );
    const written = await repository.findKeys(db);
    if (!written) throw new Error('The VAPID key pair could not be read back after it was written');
    return written;
  }

  return () => {
    // A failure (the database was down) is not remembered: the next call tries again.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
