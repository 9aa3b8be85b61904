import type { Tx } from '../../db/transaction.js';

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
  const memberships = await tx.db
    .selectFrom('household_members')
    .select(['household_id as householdId', 'role'])
    .where('user_id', '=', userId)
    .orderBy('household_id')
    .execute();
  const outcome: DeletedMemberOutcome = { deletedHouseholdIds: [], keptHouseholdIds: [] };
  for (const { householdId, role } of memberships) {
    // A no-op write claims the household: on PostgreSQL, two members deleting their accounts at the same
    // time wait for each other, so the second one sees the first gone (SQLite writes one at a time).
    await tx.db
      .updateTable('households')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', householdId)
      .execute();
    const others = await tx.db
      .selectFrom('household_members')
      .select(['user_id as userId', 'role'])
      .where('household_id', '=', householdId)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
    if (others.length === 0) {
      await tx.db.deleteFrom('households').where('id', '=', householdId).execute();
      outcome.deletedHouseholdIds.push(householdId);
      continue;
    }
    await tx.db
      .deleteFrom('household_members')
      .where('household_id', '=', householdId)
      .where('user_id', '=', userId)
      .execute();
    const heir = others[0];
    if (role === 'owner' && heir && !others.some((member) => member.role === 'owner')) {
      await tx.db
        .updateTable('household_members')
        .set({ role: 'owner' })
        .where('household_id', '=', householdId)
        .where('user_id', '=', heir.userId)
        .execute();
    }
    tx.emit('member.deleted', { householdId });
    outcome.keptHouseholdIds.push(householdId);
  }
  return outcome;
}
