// The households module: owns `households` and `household_members`. Public surface: what accounts need
// to give a new user a household and to know where a session belongs.
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { householdsRepository as repository } from './households.repository.js';

export { memberRef, memberRefsOf } from './member-refs.js';

const PERSONAL_HOUSEHOLD_NAME = 'Mon foyer';

export function createHouseholds({ db }: { db: Db }) {
  return {
    /** A new user's own household, of which they are the owner (inside the registration's transaction). */
    async createPersonal(tx: Tx, userId: number, now: string): Promise<number> {
      const householdId = await repository.insertHousehold(tx.db, { name: PERSONAL_HOUSEHOLD_NAME, now });
      await repository.insertMember(tx.db, { householdId, userId, role: 'owner', now });
      return householdId;
    },

    firstHouseholdOf: (userId: number) => repository.firstHouseholdOf(db, userId),

    /** The household and the user's role in it, if they belong to it. */
    membership: (userId: number, householdId: number) => repository.findMembership(db, userId, householdId),
  };
}

export type Households = ReturnType<typeof createHouseholds>;
