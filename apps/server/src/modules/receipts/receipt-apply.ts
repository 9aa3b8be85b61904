import type { ApplyReceiptBody, ApplyReceiptResponse, Product, Receipt } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import type { StockService } from '../stock/index.js';
import { receiptNotFound, storeKey } from './receipt-view.js';
import { lineKey } from './receipt-words.js';
import { type ReceiptLineRow, type ReceiptRow, receiptsRepository as repository } from './receipts.repository.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  products: ProductRows;
  stock: Pick<StockService, 'addUnits'>;
  shoppingList: Pick<ShoppingListService, 'tickBought'>;
  view(householdId: number, id: number): Promise<Receipt>;
};

const lineUnknown = (index: number) =>
  new AppError('receipt-line-unknown', 422, `La ligne ${index} n’est pas un article de ce ticket.`);

/**
 * What one unit cost: the line's amount shared among the units put in the cupboard (« 2 X 1,25 » as 2
 * units: 1,25 each; a weighed line as one unit: its whole amount; a pack of 4 yogurts the person counts
 * as 4 units: a quarter each). Rounded to the cent.
 */
export const unitPriceOf = (line: ReceiptLineRow, units: number) => Math.round(line.amount_cents / units);

/**
 * « Tout ajouter » (decision 0069), in one transaction: each line named goes to its product (one of the
 * household's, or one created by name — the household's product of that name if it has one), its units
 * to the cupboard through the stock module with the date given or none; the line is remembered for the
 * store (the next receipt matches it with confidence 1); the shopping list's lines of those products
 * are ticked. Once: the receipt is marked applied first, so a second apply (or one racing it) adds
 * nothing and answers what the first did. A line that is not an article (422) or a product not of the
 * household (404) rolls everything back.
 */
export function createReceiptApply({ db, transaction, clock, products, stock, shoppingList, view }: Deps) {
  async function productFor(
    tx: Tx,
    householdId: number,
    line: ApplyReceiptBody['lines'][number],
    now: string,
  ): Promise<{ id: number; name: string; created: boolean }> {
    if (line.newProduct) {
      const named = await products.named(tx, householdId, line.newProduct, now);
      return { id: named.id, name: line.newProduct.name, created: named.created };
    }
    const id = line.productId ?? 0;
    const locked = await products.lock(tx, householdId, id);
    if (!locked) throw productNotFound();
    return { id, name: locked.name, created: false };
  }

  async function applyOnce(householdId: number, userId: number, receipt: ReceiptRow, body: ApplyReceiptBody) {
    // The request's transaction holds its household's lock (decision 0060): two applies creating the
    // same « Tomates grappe » look for the name one after the other.
    await transaction(async (tx) => {
      const now = clock.now().toISOString();
      if (!(await repository.markApplied(tx.db, householdId, receipt.id, now))) return;
      const byIndex = new Map((await repository.lines(tx.db, receipt.id)).map((line) => [line.line_index, line]));
      const bought = new Map<number, string>();
      for (const asked of body.lines) {
        const line = byIndex.get(asked.index);
        if (line?.kind !== 'item') throw lineUnknown(asked.index);
        const product = await productFor(tx, householdId, asked, now);
        const dates = Array.from({ length: asked.units }, () => asked.expiresOn ?? null);
        const priceCents = unitPriceOf(line, asked.units);
        await stock.addUnits(tx, { householdId, productId: product.id, dates, now, userId, priceCents });
        await repository.setApplied(tx.db, receipt.id, asked.index, {
          productId: product.id,
          units: asked.units,
          unitPriceCents: priceCents,
          created: product.created,
        });
        await repository.learn(tx.db, {
          householdId,
          store: storeKey(receipt),
          lineKey: lineKey(line.text),
          productId: product.id,
          now,
        });
        bought.set(product.id, product.name);
      }
      const ticked = await shoppingList.tickBought(
        tx,
        householdId,
        [...bought].map(([id, name]) => ({ id, name })),
        now,
      );
      await repository.setListItems(tx.db, receipt.id, ticked);
    });
  }

  return async (
    householdId: number,
    userId: number,
    id: number,
    body: ApplyReceiptBody,
  ): Promise<ApplyReceiptResponse> => {
    const found = await repository.find(db, householdId, id);
    if (!found) throw receiptNotFound();
    if (found.applied_at === null) await applyOnce(householdId, userId, found, body);
    const receipt = await view(householdId, id);
    const stored = await repository.find(db, householdId, id);
    const productIds = [...new Set(receipt.lines.flatMap((line) => (line.applied ? [line.applied.productId] : [])))];
    const answered: Product[] = [];
    for (const productId of productIds) {
      // A product deleted since the apply is no longer shown.
      if (await products.exists(householdId, productId)) answered.push(await products.get(householdId, productId));
    }
    return {
      receipt,
      products: answered,
      unitsAdded: receipt.lines.reduce((sum, line) => sum + (line.applied?.units ?? 0), 0),
      shoppingListItemsChecked: JSON.parse(stored?.applied_list_items ?? '[]') as number[],
    };
  };
}
