import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseKind } from './database.js';
import { foundation } from './migrations/0001-foundation.js';
import { pantry } from './migrations/0002-pantry.js';
import { shoppingList } from './migrations/0003-shopping-list.js';
import { recipes } from './migrations/0004-recipes.js';
import { architecture } from './migrations/0005-architecture.js';
import { hardening } from './migrations/0006-hardening.js';
import { householdLoad } from './migrations/0007-household-load.js';
import { households } from './migrations/0008-households.js';
import { productHistory } from './migrations/0009-product-history.js';
import { dateKind } from './migrations/0010-date-kind.js';
import { recipeStructure } from './migrations/0011-recipe-structure.js';
import { ingredientAmounts } from './migrations/0012-ingredient-amounts.js';
import { reminders } from './migrations/0013-reminders.js';
import { push } from './migrations/0014-push.js';
import { stats } from './migrations/0016-stats.js';
import { plan } from './migrations/0017-plan.js';
import { openedUnits } from './migrations/0018-opened-units.js';
import { shoppingListLocks } from './migrations/0019-shopping-list-locks.js';
import { productMerges } from './migrations/0020-product-merges.js';
import { ingredientsToCheck } from './migrations/0021-ingredients-to-check.js';
import { endedSessions } from './migrations/0022-ended-sessions.js';
import { dateYears } from './migrations/0023-date-years.js';
import { places } from './migrations/0024-places.js';
import { leftovers } from './migrations/0025-leftovers.js';
import { prices } from './migrations/0026-prices.js';
import { receipts } from './migrations/0027-receipts.js';
import { datesToCheck } from './migrations/0028-dates-to-check.js';
import { purchaseStores } from './migrations/0029-purchase-stores.js';
import { receiptCorrections } from './migrations/0030-receipt-corrections.js';
import { eventDatesToCheck } from './migrations/0031-event-dates-to-check.js';

export type MigrationFactory = (kind: DatabaseKind) => Migration;

/**
 * Migrations are code, listed here in order; the bundle needs no migrations folder at run time. Their
 * names are stored in each database: they are never renamed (0002 keeps its old word, "pantry").
 */
const migrations: Record<string, MigrationFactory> = {
  '0001-foundation': foundation,
  '0002-pantry': pantry,
  '0003-shopping-list': shoppingList,
  '0004-recipes': recipes,
  '0005-architecture': architecture,
  '0006-hardening': hardening,
  '0007-household-load': householdLoad,
  '0008-households': households,
  '0009-product-history': productHistory,
  '0010-date-kind': dateKind,
  '0011-recipe-structure': recipeStructure,
  '0012-ingredient-amounts': ingredientAmounts,
  '0013-reminders': reminders,
  '0014-push': push,
  // 0015 was never used: the week plan came after 0016.
  '0016-stats': stats,
  '0017-plan': plan,
  '0018-opened-units': openedUnits,
  '0019-shopping-list-locks': shoppingListLocks,
  '0020-product-merges': productMerges,
  '0021-ingredients-to-check': ingredientsToCheck,
  '0022-ended-sessions': endedSessions,
  '0023-date-years': dateYears,
  '0024-places': places,
  '0025-leftovers': leftovers,
  '0026-prices': prices,
  '0027-receipts': receipts,
  '0028-dates-to-check': datesToCheck,
  '0029-purchase-stores': purchaseStores,
  '0030-receipt-corrections': receiptCorrections,
  '0031-event-dates-to-check': eventDatesToCheck,
};

class ListedMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.kind)]));
  }
}

// Migrations work on the untyped schema, as Kysely recommends: they outlive the current row types.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  await migrateTo(db, kind);
}

/** Up to the named migration (tests of a migration on data written before it), or to the latest. */
// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
export async function migrateTo(db: Kysely<any>, kind: DatabaseKind, name?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(kind) });
  const { error, results } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}
