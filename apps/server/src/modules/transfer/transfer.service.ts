import { parisToday } from '@glouton/core/dates';
import type { HouseholdExport, ImportHouseholdResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import type { Households } from '../households/index.js';
import type { PlanService } from '../plan/index.js';
import { importProducts } from '../products/index.js';
import type { RecipesService } from '../recipes/index.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import type { StockService } from '../stock/index.js';
import { exportDocumentText } from './export-stream.js';
import { stockCsv } from './stock-csv.js';
import { transferRepository as repository } from './transfer.repository.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  /** Each module writes its own rows, in the import's transaction. */
  stock: Pick<StockService, 'importHistory'>;
  shoppingList: Pick<ShoppingListService, 'importLines'>;
  recipes: Pick<RecipesService, 'importRecipes'>;
  plan: Pick<PlanService, 'importSlots'>;
  households: Pick<Households, 'lock'>;
};

/**
 * Export and import of a household's data (docs/decisions/0034). The transfer module owns no table: it
 * reads every module's rows for the export, and has each module write its own for the import.
 * Joining another household does not go through here: each module moves its own rows (decision 0032).
 */
export function createTransfer({ db, transaction, clock, stock, shoppingList, recipes, plan, households }: Deps) {
  /**
   * Takes a document (already validated) into the household, merged with what is there, inside the
   * caller's transaction; what was done is attributed to `userId`. Throws (so the caller rolls back)
   * when a quota would be passed.
   */
  async function importDocument(
    tx: Tx,
    householdId: number,
    document: HouseholdExport,
    userId: number,
  ): Promise<ImportHouseholdResponse> {
    const now = clock.now().toISOString();
    const products = await importProducts(tx, {
      householdId,
      products: document.products.map(({ ref: _ref, units: _units, events: _events, ...fields }) => fields),
      now,
    });
    const ids = new Map(document.products.map((product, index) => [product.ref, products[index]?.id as number]));
    const idOf = (ref: string | null) => (ref === null ? null : (ids.get(ref) ?? null));

    const units = await stock.importHistory(tx, {
      householdId,
      userId,
      products: document.products.map((product, index) => ({
        productId: products[index]?.id as number,
        units: product.units,
        events: product.events,
      })),
    });
    const lines = await shoppingList.importLines(tx, {
      householdId,
      userId,
      lines: document.shoppingList.map(({ product, addedBy: _by, ...line }) => ({ ...line, productId: idOf(product) })),
    });
    const recipesAdded = await recipes.importRecipes(tx, {
      householdId,
      recipes: document.recipes.map((recipe) => ({
        ...recipe,
        ingredients: recipe.ingredients.map(({ product, ...line }) => ({ ...line, productId: idOf(product) })),
      })),
    });
    // A slot names its recipe by its place in the document: the id that recipe now has here.
    const slots = await plan.importSlots(tx, {
      householdId,
      slots: document.plan.map(({ recipe, ...slot }) => ({
        ...slot,
        recipeId: recipe === null ? null : (recipesAdded.ids[recipe] as number),
      })),
    });
    const merged = products.filter((product) => product.merged).length;
    return {
      added: {
        products: products.length - merged,
        mergedProducts: merged,
        units,
        listLines: lines.added,
        mergedListLines: lines.merged,
        recipes: recipesAdded.added,
        existingRecipes: recipesAdded.existing,
        planSlots: slots.added,
        existingPlanSlots: slots.existing,
      },
    };
  }

  return {
    /**
     * The document as text, read and written a page at a time as the answer is sent (decision 0061), and
     * the day (Paris) its file is named after.
     */
    export(householdId: number) {
      const exportedAt = clock.now().toISOString();
      return { text: exportDocumentText(db, householdId, exportedAt), day: parisToday(new Date(exportedAt)) };
    },

    async stockCsv(householdId: number) {
      const csv = stockCsv(await repository.stockLines(db, householdId));
      return { csv, day: parisToday(clock.now()) };
    },

    /** Under the household's lock: two imports at once cannot both pass the quotas (each counts alone). */
    import: (householdId: number, userId: number, document: HouseholdExport) =>
      transaction(async (tx) => {
        await households.lock(tx, householdId);
        return importDocument(tx, householdId, document, userId);
      }),
  };
}

export type Transfer = ReturnType<typeof createTransfer>;
