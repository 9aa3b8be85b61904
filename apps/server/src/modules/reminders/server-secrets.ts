import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { remindersRepository as repository } from './reminders.repository.js';

/**
 * A secret of the server itself (the key that signs the e-mails' unsubscribe links), made at first need
 * and kept in the database: every app server and every restart signs and checks with the same key. Two
 * servers asking at once insert one row; both read that one.
 */
export async function serverSecret(db: Db, name: string, now: string): Promise<Buffer> {
  await repository.keepSecret(db, name, randomBytes(32).toString('base64url'), now);
  return Buffer.from(await repository.secret(db, name), 'base64url');
}
