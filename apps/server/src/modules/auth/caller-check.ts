import type { Clock } from '../../clock.js';
import type { CallerCheck } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Households } from '../households/index.js';
import { unauthorized } from './auth.service.js';
import { callerCheckRepository as repository } from './caller-check.repository.js';

/** The household's data answers 404 to a session that left it (decision 0032), a late write included. */
const noLongerMember = () =>
  new AppError('not-found', 404, 'Vous ne faites plus partie de ce foyer\u00a0: rechargez la page.');

/**
 * What every transaction of a request checks before its work (db/transaction.ts, decision 0060): the
 * caller's household is locked first — a removal, a leave or a join locks it too, so either it committed
 * and is seen here, or it waits for this write — then the session must still exist, not be expired, and
 * still belong to that household with its user a member: 401 for a session ended (a logout, a new
 * password), 404 for a person who left or was removed meanwhile. A logout takes no lock: one landing
 * while a write is in flight lets that write finish, as if it had come a moment earlier.
 */
export function createCallerCheck({ households, clock }: { households: Households; clock: Clock }): CallerCheck {
  return async (tx, caller, alsoLocks) => {
    const ids = [...new Set([caller.householdId, ...alsoLocks])].sort((a, b) => a - b);
    for (const id of ids) await households.lock(tx, id);
    const session = await repository.sessionNow(tx.db, caller);
    if (!session || session.expiresAt <= clock.now().toISOString()) throw unauthorized();
    if (session.householdId !== caller.householdId || session.memberId === null) throw noLongerMember();
  };
}
