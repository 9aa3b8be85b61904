import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.js';

/**
 * A secret of the server itself (the key that signs the e-mails' unsubscribe links), made at first need
 * and kept in the database: every app server and every restart signs and checks with the same key. Two
 * servers asking at once insert one row; both read that one.
 */
export async function serverSecret(db: Db, name: string, now: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
