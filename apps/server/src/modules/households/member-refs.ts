import type { MemberRef } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { householdsRepository as repository } from './households.repository.js';

/**
 * Who did something, as the API names them today (`{ userId, displayName }`), for these user ids; an
 * id absent from the map (a deleted account, `done_by` null) is shown as null.
 */
export async function memberRefsOf(db: Db, userIds: Iterable<number | null>): Promise<Map<number, MemberRef>> {
  const ids = [...new Set([...userIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await repository.displayNames(db, ids);
  return new Map(rows.map((row) => [row.id, { userId: row.id, displayName: row.display_name }]));
}

/** The member one column points at, or null (« ancien membre »). */
export const memberRef = (userId: number | null, displayName: string | null): MemberRef =>
  userId === null || displayName === null ? null : { userId, displayName };
