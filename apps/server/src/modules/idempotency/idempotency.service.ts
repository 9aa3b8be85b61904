import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { idempotencyRepository as repository } from './idempotency.repository.js';

/** A key answers its first result again for this long (then it may be used afresh). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A first request that never answered (a crash) stops blocking its retries after this long. */
const ABANDONED_AFTER_MS = 60 * 1000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; response: string }
  | { kind: 'in-flight' }
  | { kind: 'reused' };

/** What makes two requests "the same": method, path and query, and body. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${url}\n`);
  // A body of bytes (a photo, a receipt's PDF: up to 10 MiB) is hashed as it is: as JSON it would be
  // written out as a list of numbers four times its size, on the event loop.
  if (body instanceof Uint8Array) return hash.update('bytes\n').update(body).digest('hex');
  return hash.update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * The rules of `Idempotency-Key`: the first request with a key claims it and its answer is kept; the
 * same key and request again (same account, within 24 h) answers that; the key on another request is
 * refused; a retry while the first still runs waits.
 */
export function createIdempotencyService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const ago = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

  return {
    claim(userId: number, key: string, fingerprint: string): Promise<Claim> {
      return db.transaction().execute(async (trx): Promise<Claim> => {
        const row = { user_id: userId, key, fingerprint, status: null, response: null };
        await repository.removeOlderThan(trx, userId, ago(KEY_LIFETIME_MS));
        if (await repository.insert(trx, { ...row, created_at: clock.now().toISOString() })) return { kind: 'claimed' };
        const found = await repository.find(trx, userId, key);
        const abandoned = found && found.status === null && found.created_at < ago(ABANDONED_AFTER_MS);
        if (!found || abandoned) {
          await repository.remove(trx, userId, key);
          await repository.insert(trx, { ...row, created_at: clock.now().toISOString() });
          return { kind: 'claimed' };
        }
        if (found.fingerprint !== fingerprint) return { kind: 'reused' };
        if (found.status === null || found.response === null) return { kind: 'in-flight' };
        return { kind: 'replay', status: found.status, response: found.response };
      });
    },

    /** The first request answered: its answer is what every retry gets. */
    remember: (userId: number, key: string, status: number, response: string) =>
      repository.saveAnswer(db, userId, key, status, response),

    /** The first request failed on our side (5xx): a retry may try again for real. */
    release: (userId: number, key: string) => repository.remove(db, userId, key),
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
