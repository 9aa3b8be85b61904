import { DEFAULT_CATEGORY_ID, LIST_QUANTITY_MAX, sameLineText } from '@glouton/core/domain';
import type {
  AddShoppingListItemBody,
  Product,
  ShoppingListItem,
  ShoppingListSuggestion,
  UpdateShoppingListItemBody,
} from '@glouton/core/schemas';
import { LRUCache } from 'lru-cache';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import type { StockService } from '../stock/index.js';
import { tickBought } from './bought-lines.js';
import { createListTransfer } from './household-transfer.js';
import { createLineChecks } from './line-checks.js';
import { checkRoom, itemNotFound, listChanged } from './list-writes.js';
import { adoptMergedProduct } from './merged-product.js';
import { createPlannedLines } from './planned-lines.js';
import { createUncheckedCount, shoppingListRepository as repository } from './shopping-list.repository.js';

// The footer badge asks for the count on every screen load of every device. A change drops the cached
// value on every app server through the bus; this bound only matters if that message were lost.
const COUNT_CACHE_TTL_MS = 2_000;
const SUGGESTIONS = 20;

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  products: ProductRows;
  stock: Pick<StockService, 'addUnits' | 'revertAdded' | 'eventsByIds'>;
};

/**
 * The shopping list's rules: one unchecked line per product, and per free text whatever its case and
 * accents (adding it again raises its quantity, up to the cap), free-text lines with their own aisle;
 * checking a product line puts its units in the cupboard (through the stock module) and unchecking takes
 * them back (line-checks.ts). Every change announces
 * `shopping-list.changed` with the products whose lines changed (their « on the list » mark follows).
 */
export function createShoppingListService({ db, transaction, clock, bus, products, stock }: Deps) {
  const countFromDatabase = createUncheckedCount(db);
  const counts = new LRUCache<number, number>({
    max: 10_000,
    ttl: COUNT_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });
  bus.on('shopping-list.changed', ({ householdId }) => void counts.delete(householdId));
  // Deleting a product took its lines with it (foreign key): the list changed too.
  bus.on('product.deleted', ({ householdId }) => bus.emit('shopping-list.changed', { householdId, productIds: [] }), {
    originOnly: true,
  });

  async function countUnchecked(householdId: number): Promise<number> {
    const cached = counts.get(householdId);
    if (cached !== undefined) return cached;
    const count = await countFromDatabase(householdId);
    counts.set(householdId, count);
    return count;
  }

  async function item(householdId: number, itemId: number): Promise<ShoppingListItem> {
    const found = await repository.findItem(db, householdId, itemId);
    if (!found) throw itemNotFound();
    return found;
  }

  /**
   * Adding what already waits on the list raises its line's quantity (up to the cap) and replaces its
   * note when one is given; the line keeps its label and its aisle.
   */
  async function raise(
    tx: Tx,
    householdId: number,
    existing: { id: number; quantity: number },
    body: AddShoppingListItemBody,
  ): Promise<number> {
    await repository.raiseQuantity(tx.db, householdId, existing.id, body.quantity, LIST_QUANTITY_MAX);
    if (body.note !== undefined) await repository.updateLine(tx.db, householdId, existing.id, { note: body.note });
    listChanged(tx, householdId);
    return existing.id;
  }

  /** `ifAbsent`: the product page's toggle puts the product on the list once, however often it is pressed. */
  async function addLine(
    tx: Tx,
    householdId: number,
    userId: number,
    body: AddShoppingListItemBody,
    ifAbsent: boolean,
  ) {
    const now = clock.now().toISOString();
    const line = {
      household_id: householdId,
      added_by: userId,
      quantity: body.quantity,
      note: body.note ?? null,
      category_id: body.categoryId ?? DEFAULT_CATEGORY_ID,
      added_at: now,
      checked_at: null,
    };
    if (body.productId === undefined) {
      const label = body.label ?? '';
      // « lait » added to « Lait » is the same thing to buy: its line's quantity goes up, as for a product.
      // Two phones adding it at once: the second waits for the first's line, then raises it.
      await repository.lockTextLines(tx.db, householdId);
      const waiting = await repository.uncheckedTextLines(tx.db, householdId);
      const existing = waiting.find((candidate) => sameLineText(candidate.label, label));
      if (existing) return { id: await raise(tx, householdId, existing, body), merged: true };
      await checkRoom(tx, householdId);
      const id = await repository.insertLine(tx.db, { ...line, product_id: null, label });
      listChanged(tx, householdId);
      return { id, merged: false };
    }
    // The product row lock serialises two phones adding it at once: still one line.
    const product = await products.lock(tx, householdId, body.productId);
    if (!product) throw productNotFound();
    const existing = await repository.uncheckedLineOf(tx.db, householdId, body.productId);
    if (existing) {
      if (ifAbsent) return { id: existing.id, merged: true };
      return { id: await raise(tx, householdId, existing, body), merged: true };
    }
    await checkRoom(tx, householdId);
    const label = body.label ?? product.name;
    const id = await repository.insertLine(tx.db, { ...line, product_id: body.productId, label });
    listChanged(tx, householdId, [body.productId]);
    return { id, merged: false };
  }

  return {
    countUnchecked,

    /** An import's lines and a join's adoption, in their transaction (household-transfer.ts). */
    ...createListTransfer({ products }),

    /** A merged product's lines, in the merge's transaction (merged-product.ts). */
    adoptMergedProduct,

    /** The week plan's lines and their undo, in the plan's transaction (planned-lines.ts). */
    ...createPlannedLines({ clock, products }),

    /** A till receipt's purchases ticked as bought, in the receipt's transaction (bought-lines.ts). */
    tickBought,

    /** Lines as the list shows them (the week plan's answer). */
    items: async (householdId: number, ids: number[]) => {
      const found = await Promise.all(ids.map((id) => repository.findItem(db, householdId, id)));
      return found.filter((line): line is ShoppingListItem => line !== undefined);
    },

    list: (householdId: number): Promise<ShoppingListItem[]> => repository.listItems(db, householdId),

    /** The line and whether it was an existing product line whose quantity went up. */
    async add(
      householdId: number,
      userId: number,
      body: AddShoppingListItemBody,
    ): Promise<{ item: ShoppingListItem; merged: boolean }> {
      const added = await transaction((tx) => addLine(tx, householdId, userId, body, false));
      return { item: await item(householdId, added.id), merged: added.merged };
    },

    async update(householdId: number, itemId: number, body: UpdateShoppingListItemBody): Promise<ShoppingListItem> {
      const updated = await transaction(async (tx) => {
        const columns = {
          ...(body.label !== undefined && { label: body.label }),
          ...(body.quantity !== undefined && { quantity: body.quantity }),
          ...(body.note !== undefined && { note: body.note }),
          ...(body.categoryId !== undefined && { category_id: body.categoryId }),
        };
        if (!(await repository.updateLine(tx.db, householdId, itemId, columns))) return false;
        listChanged(tx, householdId);
        return true;
      });
      if (!updated) throw itemNotFound();
      return item(householdId, itemId);
    },

    async remove(householdId: number, itemId: number): Promise<void> {
      await transaction(async (tx) => {
        const removed = await repository.deleteLine(tx.db, householdId, itemId);
        if (!removed) throw itemNotFound();
        listChanged(tx, householdId, removed.productId === null ? [] : [removed.productId]);
      });
    },

    /** Ticking a line (its units into the cupboard) and its undo (line-checks.ts). */
    ...createLineChecks({ db, transaction, clock, products, stock }),

    async clearChecked(householdId: number): Promise<void> {
      await transaction(async (tx) => {
        if ((await repository.clearChecked(tx.db, householdId)) > 0) listChanged(tx, householdId);
      });
    },

    suggestions: (householdId: number): Promise<ShoppingListSuggestion[]> =>
      repository.suggestions(db, householdId, SUGGESTIONS),

    /** The product page's « À acheter »: on the list once, however often it is pressed; answers the product. */
    async putProduct(householdId: number, userId: number, productId: number): Promise<Product> {
      await transaction((tx) => addLine(tx, householdId, userId, { productId, quantity: 1 }, true));
      return products.get(householdId, productId);
    },

    /** Takes the product off the list (its unchecked lines); what was bought stays in the basket. */
    async takeProductOff(householdId: number, productId: number): Promise<Product> {
      await transaction(async (tx) => {
        if (!(await products.lock(tx, householdId, productId))) throw productNotFound();
        await repository.deleteUncheckedLinesOf(tx.db, householdId, productId);
        listChanged(tx, householdId, [productId]);
      });
      return products.get(householdId, productId);
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
