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
