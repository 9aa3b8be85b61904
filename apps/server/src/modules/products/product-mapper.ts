import { DEFAULT_CATEGORY_ID, defaultDateKind } from '@glouton/core/domain';
import type {
  CreateCustomProductBody,
  OffSnapshot,
  Product,
  StockItem,
  UpdateProductBody,
} from '@glouton/core/schemas';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ProductsTable, StockItemsTable } from '../../db/schema.js';
import { productSearchName } from '../../db/search-text.js';

/**
 * The columns a product answer is made of. Lists read 50 rows at a time and each value read costs, so
 * the search and sort columns (search_name, stock summary) stay in the database.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'scanned',
  'barcode',
  'name',
  'brand',
  'description',
  'image_url',
  'quantity',
  'category_id',
  'date_kind',
  'keeps_open_days',
  'leftover_recipe_id',
  'nutriscore',
  'nova_group',
  'ecoscore',
  'notes',
  'off_snapshot',
  'added_to_list_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductsTable)[];

export const STOCK_ITEM_COLUMNS = [
  'id',
  'product_id',
  'expires_on',
  'added_at',
  'opened_on',
  'place_id',
  'frozen_on',
  'original_expires_on',
  'thawed_on',
  'price_cents',
] as const;

export type ProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;
export type StockItemRow = Pick<Selectable<StockItemsTable>, (typeof STOCK_ITEM_COLUMNS)[number]>;

/** Units soonest first; units that do not expire last. */
function byExpiry(a: StockItem, b: StockItem): number {
  if (a.expiresOn === b.expiresOn) return a.id - b.id;
  if (a.expiresOn === null) return 1;
  if (b.expiresOn === null) return -1;
  return a.expiresOn < b.expiresOn ? -1 : 1;
}

export function toProduct(row: ProductRow, units: StockItemRow[]): Product {
  const stock = units
    .map((unit) => ({
      id: unit.id,
      expiresOn: unit.expires_on,
      addedAt: unit.added_at,
      openedOn: unit.opened_on,
      placeId: unit.place_id,
      frozenOn: unit.frozen_on,
      originalExpiresOn: unit.original_expires_on,
      thawedOn: unit.thawed_on,
      priceCents: unit.price_cents,
    }))
    .sort(byExpiry);
  return {
    id: row.id,
    scanned: row.scanned === 1,
    barcode: row.barcode,
    name: row.name,
    brand: row.brand,
    description: row.description,
    imageUrl: row.image_url,
    quantity: row.quantity,
    categoryId: row.category_id,
    dateKind: row.date_kind,
    keepsOpenDays: row.keeps_open_days,
    leftoverRecipeId: row.leftover_recipe_id,
    nutriscore: row.nutriscore as Product['nutriscore'],
    novaGroup: row.nova_group,
    ecoscore: row.ecoscore as Product['ecoscore'],
    notes: row.notes,
    addedToListAt: row.added_to_list_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    stock,
    closestExpirationDate: stock[0]?.expiresOn ?? null,
    inStock: stock.length > 0,
    off: row.off_snapshot ? (JSON.parse(row.off_snapshot) as OffSnapshot) : null,
  };
}

type Editable = Omit<UpdateProductBody, 'stock'>;

/** Whether an edit changes what the product's search text is made of. */
export const searchNameChanges = (body: Editable) => body.name !== undefined || body.brand !== undefined;

/**
 * The columns a create or edit body sets: absent fields are left alone, null clears a field. The
 * search text is made of the name and the brand: the service sets it (`searchNameChanges`).
 */
export function editableColumns(body: Editable): Updateable<ProductsTable> {
  const columns: Updateable<ProductsTable> = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.brand !== undefined) columns.brand = body.brand || null;
  if (body.description !== undefined) columns.description = body.description || null;
  if (body.imageUrl !== undefined) columns.image_url = body.imageUrl;
  if (body.quantity !== undefined) columns.quantity = body.quantity || null;
  if (body.categoryId !== undefined) columns.category_id = body.categoryId;
  if (body.dateKind !== undefined) columns.date_kind = body.dateKind;
  if (body.keepsOpenDays !== undefined) columns.keeps_open_days = body.keepsOpenDays;
  if (body.nutriscore !== undefined) columns.nutriscore = body.nutriscore;
  if (body.novaGroup !== undefined) columns.nova_group = body.novaGroup;
  if (body.ecoscore !== undefined) columns.ecoscore = body.ecoscore;
  if (body.notes !== undefined) columns.notes = body.notes || null;
  return columns;
}

/** A whole new product row: every optional field not given starts empty. */
export function newProductRow(input: {
  householdId: number;
  scanned: boolean;
  barcode: string | null;
  body: Omit<CreateCustomProductBody, 'stock'>;
  offSnapshot: OffSnapshot | null;
  now: string;
}): Insertable<ProductsTable> {
  const { body } = input;
  return {
    household_id: input.householdId,
    scanned: input.scanned ? 1 : 0,
    barcode: input.barcode,
    name: body.name,
    search_name: productSearchName(body.name, body.brand),
    brand: null,
    description: null,
    image_url: null,
    quantity: null,
    category_id: body.categoryId ?? DEFAULT_CATEGORY_ID,
    date_kind: defaultDateKind(body.categoryId ?? DEFAULT_CATEGORY_ID),
    nutriscore: null,
    nova_group: null,
    ecoscore: null,
    notes: null,
    off_snapshot: input.offSnapshot ? JSON.stringify(input.offSnapshot) : null,
    added_to_list_at: null,
    created_at: input.now,
    updated_at: input.now,
    ...editableColumns(body),
  } as Insertable<ProductsTable>;
}
