import type { Updateable } from 'kysely';
import type { ProductsTable } from '../../db/schema.js';
import { productSearchName } from '../../db/search-text.js';
import type { ProductRow } from './product-mapper.js';

/** What a merged-in product may give the product it merges into: everything but its identity and dates. */
export const FILLABLE_COLUMNS = [
  'brand',
  'description',
  'image_url',
  'quantity',
  'nutriscore',
  'nova_group',
  'ecoscore',
  'notes',
  'off_snapshot',
  'keeps_open_days',
] as const satisfies readonly (keyof ProductRow)[];

export type FillableFields = Pick<ProductRow, (typeof FILLABLE_COLUMNS)[number]>;

/**
 * One rule for both ways two products of one barcode become one — an import's (docs/decisions/0034)
 * and a join's (0032): the household's product keeps its own values, its empty fields take the other
 * product's. The columns to write (with the search text when the brand comes in), or null when none.
 */
export function mergedColumns(
  survivor: ProductRow,
  other: FillableFields,
  now: string,
): Updateable<ProductsTable> | null {
  const filled = FILLABLE_COLUMNS.filter((column) => other[column] !== null && survivor[column] === null);
  if (filled.length === 0) return null;
  const columns: Updateable<ProductsTable> = Object.fromEntries(filled.map((column) => [column, other[column]]));
  const brand = filled.includes('brand') ? other.brand : survivor.brand;
  return { ...columns, search_name: productSearchName(survivor.name, brand), updated_at: now };
}
