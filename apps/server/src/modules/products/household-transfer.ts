import { defaultDateKind, HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { TransferProduct } from '@glouton/core/schemas';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../../db/schema.js';
import { productSearchName } from '../../db/search-text.js';
import type { Tx } from '../../db/transaction.js';
import { AppError, quotaExceeded } from '../../errors.js';
import type { ProductRow } from './product-mapper.js';
import { type FillableFields, mergedColumns } from './product-merge.js';
import { productsRepository as repository } from './products.repository.js';

// The products' part of the household-wide writes, each in the caller's transaction: a join's
// adoption (decision 0032) and an import's products (0034). The export reads the table with the
// others', in the transfer module.

// Pairs read per query: up to 20 000 products merge, more ids than one query may carry on SQLite.
const PAIRS_PER_QUERY = 500;

/** Each product merged in gives the one it merges into the fields that one lacks. */
async function fillSurvivors(tx: Tx, to: number, productMap: ProductMap, now: string): Promise<void> {
  const pairs = [...productMap];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_QUERY) {
    const slice = pairs.slice(start, start + PAIRS_PER_QUERY);
    const ids = slice.flat();
    const rows = await repository.byIds(tx.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [fromId, toId] of slice) {
      const survivor = byId.get(toId);
      const merged = byId.get(fromId);
      const columns = survivor && merged && mergedColumns(survivor, merged, now);
      // Barcodes are unique in a household: each survivor has one product merging into it.
      if (survivor && columns) await repository.update(tx.db, to, toId, survivor.scanned === 1, columns);
    }
  }
}

/** The departing household's product → the target's product with the same barcode, which it merges into. */
export type ProductMap = Map<number, number>;

/**
 * A person who joins a household alone in theirs brings their products (decision 0032). The products
 * module writes only `products`: the households service asks it which products merge, moves the others,
 * and — once the stock, the list and the recipes have followed the map — drops the merged ones.
 */
export const productAdoption = {
  /** The products of `from` whose barcode `to` already has, each with the product it merges into. */
  async merges(tx: Tx, { from, to }: { from: number; to: number }): Promise<ProductMap> {
    const rows = await repository.sameBarcodes(tx.db, from, to);
    return new Map(rows.map((row) => [row.fromId, row.toId]));
  },

  /**
   * The products that do not merge become `to`'s (409 `quota-exceeded` past its quota, the whole
   * join rolled back); those that merge fill the empty fields of the product they merge into, as an
   * import's do (`mergedColumns`). The moved products' ids.
   */
  async move(tx: Tx, input: { from: number; to: number; productMap: ProductMap; now: string }) {
    const { from, to, productMap, now } = input;
    await fillSurvivors(tx, to, productMap, now);
    const moved = await repository.moveHousehold(tx.db, from, to, [...productMap.keys()]);
    if ((await repository.countOf(tx.db, to)) > HOUSEHOLD_QUOTAS.products) {
      throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
    }
    const productIds = [...moved, ...new Set(productMap.values())];
    if (productIds.length > 0) tx.emit('product.changed', { householdId: to, productIds });
    return moved;
  },

  /** The merged products go, once nothing points at them any more (their units and lines followed). */
  async dropMerged(tx: Tx, { from, productMap }: { from: number; productMap: ProductMap }): Promise<void> {
    await repository.deleteMany(tx.db, from, [...productMap.keys()]);
  },
};

/** A product of an imported document, with every field (its units and history go to the stock). */
export type ImportedProduct = Omit<TransferProduct, 'ref' | 'units' | 'events'>;

/** Where each imported product went: a new row, or the household's product with the same barcode. */
export type ImportedProductOutcome = { id: number; merged: boolean };

const householdChanged = () =>
  new AppError('conflict', 409, 'Un produit a été ajouté au foyer pendant l’import\u00a0: réessayez.');

// Bounded so that one query never carries more parameters than either engine takes.
const BARCODES_PER_QUERY = 500;

/**
 * Writes an imported document's products, inside the import's transaction (docs/decisions/0034): a
 * product whose barcode the household already has is merged into it (its empty fields filled), every
 * other one is created with the file's fields and dates. Refuses (409, rolling back) what would take
 * the household past its quota. The stock summary and « on the list » follow from the units and lines
 * the stock and the shopping list then write.
 */
export async function importProducts(
  tx: Tx,
  input: { householdId: number; products: ImportedProduct[]; now: string },
): Promise<ImportedProductOutcome[]> {
  const { householdId, products, now } = input;
  const barcodes = products.flatMap((product) => (product.barcode ? [product.barcode] : []));
  const existing = new Map<string, ProductRow>();
  for (let start = 0; start < barcodes.length; start += BARCODES_PER_QUERY) {
    const rows = await repository.findByBarcodes(tx.db, householdId, barcodes.slice(start, start + BARCODES_PER_QUERY));
    for (const row of rows) existing.set(row.barcode as string, row);
  }
  const created = products.filter((product) => !(product.barcode && existing.has(product.barcode))).length;
  if ((await repository.countOf(tx.db, householdId)) + created > HOUSEHOLD_QUOTAS.products) {
    throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
  }

  const outcomes: (ImportedProductOutcome | null)[] = [];
  const fresh: { index: number; row: Insertable<ProductsTable> }[] = [];
  for (const [index, product] of products.entries()) {
    const found = product.barcode ? existing.get(product.barcode) : undefined;
    if (!found) {
      fresh.push({ index, row: newRow(householdId, product) });
      outcomes.push(null);
      continue;
    }
    const columns = mergedColumns(found, fileFields(product), now);
    if (columns) await repository.update(tx.db, householdId, found.id, found.scanned === 1, columns);
    outcomes.push({ id: found.id, merged: true });
  }
  const ids = await repository.insertMany(
    tx.db,
    fresh.map((entry) => entry.row),
  );
  // The file gives each barcode once: another phone saved one of them while the import ran.
  if (ids === 'barcode-taken') throw householdChanged();
  for (const [position, entry] of fresh.entries())
    outcomes[entry.index] = { id: ids[position] as number, merged: false };
  const written = outcomes as ImportedProductOutcome[];
  if (written.length > 0) tx.emit('product.changed', { householdId, productIds: written.map((outcome) => outcome.id) });
  return written;
}

/** The file's values of what a merge may fill, as columns. */
function fileFields(product: ImportedProduct): FillableFields {
  return {
    brand: product.brand,
    description: product.description,
    image_url: product.imageUrl,
    quantity: product.quantity,
    nutriscore: product.nutriscore,
    nova_group: product.novaGroup,
    ecoscore: product.ecoscore,
    notes: product.notes,
    off_snapshot: product.off ? JSON.stringify(product.off) : null,
    keeps_open_days: product.keepsOpenDays ?? null,
  };
}

/** A new product with the file's fields and dates. */
function newRow(householdId: number, product: ImportedProduct): Insertable<ProductsTable> {
  return {
    household_id: householdId,
    scanned: product.barcode ? 1 : 0,
    barcode: product.barcode,
    name: product.name,
    search_name: productSearchName(product.name, product.brand),
    brand: product.brand,
    description: product.description,
    image_url: product.imageUrl,
    quantity: product.quantity,
    category_id: product.categoryId,
    date_kind: product.dateKind ?? defaultDateKind(product.categoryId),
    keeps_open_days: product.keepsOpenDays ?? null,
    nutriscore: product.nutriscore,
    nova_group: product.novaGroup,
    ecoscore: product.ecoscore,
    notes: product.notes,
    off_snapshot: product.off ? JSON.stringify(product.off) : null,
    // Set by the shopping list from the lines it imports, as for any line added.
    added_to_list_at: null,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
}
