import { parisToday } from '@glouton/core/dates';
import { expiringSoonLimit, foldText } from '@glouton/core/domain';
import { DEFAULT_STAPLES, stapleMatcher } from '@glouton/core/ingredients';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import {
  type Availability,
  NOTHING_LINKED,
  availabilityRepository as repository,
  type Scope,
} from './recipe-availability.repository.js';
import { staplesRepository } from './staples.repository.js';

type Deps = { db: Db; transaction: RunInTransaction; clock: Clock; bus: Bus };

const same = (a: Availability, b: Availability) =>
  Number(a.total_count) === b.total_count &&
  Number(a.available_count) === b.available_count &&
  Number(a.expiring_soon_count) === b.expiring_soon_count &&
  a.soon_from === b.soon_from &&
  a.soon_until === b.soon_until &&
  Number(a.to_check_count) === b.to_check_count;

/** The household's staples: its own list, or the default one (decision 0057). */
export async function staplesOf(db: Db, householdId: number): Promise<string[]> {
  return (await staplesRepository.of(db, householdId)) ?? [...DEFAULT_STAPLES];
}

/**
 * Per recipe, the distinct foods of its lines « à vérifier »: linked to no product (free text, or a
 * product deleted since) and not naming only staples. « 3 œufs » and « 1 œuf » are one food to check.
 */
async function toCheckCounts(tx: Tx, householdId: number, scope: Scope): Promise<Map<number, number>> {
  const isStaple = stapleMatcher(await staplesOf(tx.db, householdId));
  const foods = new Map<number, Set<string>>();
  for (const line of await repository.unlinkedLines(tx.db, householdId, scope)) {
    if (isStaple(line.food)) continue;
    const set = foods.get(line.recipe_id) ?? new Set<string>();
    set.add(line.food ?? foldText(line.label));
    foods.set(line.recipe_id, set);
  }
  return new Map([...foods].map(([recipeId, set]) => [recipeId, set.size]));
}

/**
 * Each recipe's availability (`totalCount`, `availableCount`, `expiringSoonCount`, `toCheckCount`), kept
 * in `recipe_availability` instead of being counted over every recipe on each list (docs/decisions/0027;
 * its lines « à vérifier » count in the total, never as in stock: 0057):
 * - a stock change or a deleted product is counted again in the transaction that made it (a reaction
 *   to `stock.changed` and `product.deleted` on the bus): only the recipes using those products;
 * - a recipe saved is counted in its own transaction;
 * - « expiring soon » depends on the day: each row says for which limits its count holds, and a read
 *   first counts again the rows a new day has put out of date.
 */
export function createRecipeAvailability({ db, transaction, clock, bus }: Deps) {
  const soonLimit = () => expiringSoonLimit(parisToday(clock.now()));

  /**
   * Counts again, under the household's lock, the recipes in scope — or those `scope` finds once the
   * lock is held — and writes the rows that changed.
   */
  async function refresh(tx: Tx, householdId: number, scope: Scope | (() => Promise<number[]>)): Promise<void> {
    await repository.lockHousehold(tx.db, householdId);
    // Everything read from here on is read after the lock: every earlier refresh of the household has
    // committed, with its recipes' lines (PostgreSQL's READ COMMITTED sees them), so what is written
    // accounts for those changes and this one.
    const recipes = typeof scope === 'function' ? await scope() : scope;
    if (recipes !== 'household' && recipes.length === 0) return;
    const limit = soonLimit();
    const counted = await repository.count(tx.db, householdId, recipes, limit);
    const toCheck = await toCheckCounts(tx, householdId, recipes);
    for (const [recipeId, stored] of await repository.stored(tx.db, householdId, recipes)) {
      const linked = counted.get(recipeId) ?? NOTHING_LINKED;
      const unverified = toCheck.get(recipeId) ?? 0;
      const current = { ...linked, total_count: linked.total_count + unverified, to_check_count: unverified };
      // No row says « nothing to count » (no line linked, none to check: the same on any day).
      if (stored === null) {
        if (!same(NOTHING_LINKED, current)) await repository.insert(tx.db, householdId, recipeId, current);
      } else if (!same(stored, current)) await repository.update(tx.db, recipeId, current);
    }
  }

  // A recipe that links the product is looked for under the lock: one being saved at this moment is
  // either found here or counts after this change has committed.
  bus.inTransaction('stock.changed', (tx, { householdId, productIds }) =>
    refresh(tx, householdId, () => repository.recipesUsing(tx.db, householdId, productIds)),
  );
  // The product's lines kept their label and lost their link: its recipes are no longer known.
  bus.inTransaction('product.deleted', (tx, { householdId }) => refresh(tx, householdId, 'household'));

  return {
    /** The last expiry date « expiring soon » reaches today (Europe/Paris). */
    soonLimit,

    /** A recipe's lines were written: counted again. */
    saved: (tx: Tx, householdId: number, recipeId: number) => refresh(tx, householdId, [recipeId]),

    /** The household's staples changed: every recipe's lines « à vérifier » are counted again. */
    staplesChanged: (tx: Tx, householdId: number) => refresh(tx, householdId, 'household'),

    /** Recipes written together (an import): counted at once, in that transaction. */
    savedMany: (tx: Tx, householdId: number, recipeIds: number[]) => refresh(tx, householdId, recipeIds),
    /** Recipes moved in from another household (a join): every recipe of the household counted again. */
    adopted: (tx: Tx, householdId: number) => refresh(tx, householdId, 'household'),

    /** Before a read: counts again what a new day (or a clock set back) has put out of date. */
    async fresh(householdId: number): Promise<void> {
      const outOfDate = await repository.outOfDate(db, householdId, soonLimit());
      if (outOfDate.length > 0) await transaction((tx) => refresh(tx, householdId, outOfDate));
    },
  };
}

export type RecipeAvailability = ReturnType<typeof createRecipeAvailability>;
