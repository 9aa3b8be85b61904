// The households module: owns `households`, `household_members`, `household_invitations` and `places`.
// Public surface: what accounts need (a new user's household, where a session belongs), who did
// something (member refs), the household's service and routes (members, roles, invitations, join,
// leave), and its places (what the stock asks of them, their service and routes).
import { DEFAULT_LEFTOVER_DAYS } from '@glouton/core/domain';
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { householdsRepository as repository } from './households.repository.js';
import { createPersonalHousehold } from './member-moves.js';

export { type DeletedMemberOutcome, removeDeletedMember } from './account-deletion.js';
export { householdsRoutes } from './households.routes.js';
export { createHouseholdsService, type HouseholdsService } from './households.service.js';
export { createJoinService } from './join.service.js';
export { memberRef, memberRefsOf } from './member-refs.js';
export { placesRoutes } from './places.routes.js';
export { createPlaceRows, createPlacesService, type PlaceRows, type PlacesService } from './places.service.js';

export function createHouseholds({ db }: { db: Db }) {
  return {
    /** A new user's own household, of which they are the owner (inside the registration's transaction). */
    createPersonal: (tx: Tx, userId: number, now: string): Promise<number> => createPersonalHousehold(tx, userId, now),

    /**
     * Where a new session opens, read in the transaction that inserts it, after `lockUser`: a join or a
     * leave (which moves every session of the person under the same lock) cannot land in between.
     */
    firstHouseholdOf: (tx: Tx, userId: number) => repository.firstHouseholdOf(tx.db, userId),

    /**
     * Holds the household until the transaction ends: a use case that adds many rows at once (an
     * import) counts its quotas alone, and waits for a join or another import into the same household.
     */
    lock: async (tx: Tx, householdId: number): Promise<void> => {
      await repository.lock(tx.db, householdId);
    },

    /** How many days leftovers keep in the household's fridge (« Foyer », decision 0062). */
    leftoverDays: async (tx: Tx, householdId: number): Promise<number> =>
      (await repository.findHousehold(tx.db, householdId))?.leftoverDays ?? DEFAULT_LEFTOVER_DAYS,

    /** The household and the user's role in it, if they belong to it. */
    membership: (userId: number, householdId: number) => repository.findMembership(db, userId, householdId),
  };
}

export type Households = ReturnType<typeof createHouseholds>;
