import type { Product } from '@glouton/core/schemas';
import type { Updateable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { ProductsTable } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { mergedColumns } from './product-merge.js';
import { type ProductRows, productNotFound } from './product-rows.js';
import { productsRepository as repository } from './products.repository.js';

/** What another module does with a merged product's rows, in the merge's transaction. */
export type MergedProductFollower = (
  tx: Tx,
  input: { householdId: number; from: number; into: number; name: string },
) => Promise<void>;

/**
 * The modules holding rows that name a product, each moving its own (a module writes only its own
 * tables): the stock its units and history, the list its lines, the recipes their ingredient links.
 */
export type MergedProductFollowers = {
  stock: MergedProductFollower;
  shoppingList: MergedProductFollower;
  recipes: MergedProductFollower;
  /** The receipts' learned matches and applied lines (decision 0069). */
  receipts: MergedProductFollower;
};

type Deps = { transaction: RunInTransaction; clock: Clock; rows: ProductRows; follow: MergedProductFollowers };

const sameProduct = () =>
  new AppError('invalid-input', 400, 'Choisissez un autre produit que celui-ci.', [
    { path: 'body.into', code: 'same-product', message: 'Un produit ne se fusionne pas avec lui-même.' },
  ]);

// A product has one barcode: keeping one would make the other's next scan create the product again.
const barcodesDiffer = () =>
  new AppError(
    'barcodes-differ',
    409,
    'Ces deux produits ont chacun leur code-barres\u00a0: ce sont deux produits différents.',
  );

/** 404 `product-merged`: the product went into another, whose id the app opens instead. */
export const productMerged = (productId: number) =>
  new AppError('product-merged', 404, 'Ce produit a été fusionné avec un autre.', undefined, undefined, {
    productId,
  });

/**
 * « Fusionner avec… » (decision 0058), one transaction, by the join's merge rules (decision 0032): the
 * merged product's units and history, list lines and recipe links follow it into the kept product
 * (their modules move them); the kept product's empty fields take the merged one's values, its
 * barcode included; then the merged product goes, and asking for it leads to the kept one.
 */
export function createProductMerging({ transaction, clock, rows, follow }: Deps) {
  return async function merge(householdId: number, id: number, into: number): Promise<Product> {
    if (id === into) throw sameProduct();
    await transaction(async (tx) => {
      // Both rows in id order, as every change of several products takes them: no deadlock with a cook.
      const locked = new Map<number, boolean>();
      for (const productId of [id, into].sort((a, b) => a - b)) {
        locked.set(productId, (await repository.lock(tx.db, householdId, productId)) !== undefined);
      }
      if (!locked.get(into)) throw productNotFound();
      if (!locked.get(id)) {
        // A merge sent twice (a double tap, a retry after a lost answer): the first one did it.
        if ((await repository.mergedInto(tx.db, householdId, id)) === into) return;
        throw productNotFound();
      }
      const [merged, kept] = await Promise.all([
        repository.findById(tx.db, householdId, id),
        repository.findById(tx.db, householdId, into),
      ]);
      if (!merged || !kept) throw productNotFound();
      if (merged.barcode !== null && kept.barcode !== null && merged.barcode !== kept.barcode) throw barcodesDiffer();

      const input = { householdId, from: id, into, name: kept.name };
      await follow.stock(tx, input);
      await follow.shoppingList(tx, input);
      await follow.recipes(tx, input);
      await follow.receipts(tx, input);

      const now = clock.now().toISOString();
      // Before the delete, whose cascade would take the redirects to the merged product with it.
      await repository.recordMerge(tx.db, id, into, now);
      // Gone before the kept product takes its barcode: the household's barcodes are unique.
      await repository.delete(tx.db, householdId, id);
      const columns: Updateable<ProductsTable> = { ...mergedColumns(kept, merged, now) };
      if (kept.barcode === null && merged.barcode !== null) {
        Object.assign(columns, { barcode: merged.barcode, scanned: 1, updated_at: now });
      }
      if (Object.keys(columns).length > 0) {
        await repository.update(tx.db, householdId, into, kept.scanned === 1, columns);
      }
      tx.emit('product.deleted', { householdId, productId: id });
      tx.emit('product.changed', { householdId, productIds: [into] });
    });
    return rows.get(householdId, into);
  };
}

export type ProductMerging = ReturnType<typeof createProductMerging>;
