import type { Tx } from '../../db/transaction.js';
import { householdsRepository as repository } from './households.repository.js';

/** What became of the households of a deleted account. */
export type DeletedMemberOutcome = {
  /** Households the account was the last member of: gone, with everything they held. */
  deletedHouseholdIds: number[];
  /** Households that keep their other members and their data. */
  keptHouseholdIds: number[];
};

/**
 * An account is being deleted (inside the auth module's transaction, before the user row goes): each
 * of its households loses it. A household left with nobody is deleted — the foreign keys take its
 * products, units, list, recipes, invitations and sessions with it. Otherwise only the membership goes
 * (what the person did stays, their name on it becomes null through the foreign keys: « ancien
 * membre »); if they were its last owner, the member who joined first becomes owner, so a household
 * always has someone who can manage it (docs/decisions/0033). The remaining members' screens are told.
 */
export async function removeDeletedMember(tx: Tx, userId: number): Promise<DeletedMemberOutcome> {
  const memberships = await repository.membershipsOf(tx.db, userId);
  const outcome: DeletedMemberOutcome = { deletedHouseholdIds: [], keptHouseholdIds: [] };
  for (const { householdId, role } of memberships) {
    // A no-op write claims the household: on PostgreSQL, two members deleting their accounts at the same
    // time wait for each other, so the second one sees the first gone (SQLite writes one at a time).
    await repository.lock(tx.db, householdId);
    const others = await repository.othersThan(tx.db, householdId, userId);
    if (others.length === 0) {
      await repository.deleteHousehold(tx.db, householdId);
      outcome.deletedHouseholdIds.push(householdId);
      continue;
    }
    await repository.deleteMember(tx.db, householdId, userId);
    const heir = others[0];
    if (role === 'owner' && heir && !others.some((member) => member.role === 'owner')) {
      await repository.setRole(tx.db, householdId, heir.userId, 'owner');
    }
    tx.emit('member.deleted', { householdId });
    outcome.keptHouseholdIds.push(householdId);
  }
  return outcome;
}
