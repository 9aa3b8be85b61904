import type {
  BarcodeLookup,
  CreateCustomProductBody,
  CreateScannedProductBody,
  Product,
  ProductListQuery,
  UpdateProductBody,
} from '@glouton/core';
import type { Clock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../errors.js';
import { parseBarcode } from '../barcodes/gtin-input.js';
import { editableColumns, newProductRow, type StockItemRow, toProduct } from './product-mapper.js';
import type { ProductsRepository } from './products.repository.js';

export const productNotFound = () => notFound('Produit introuvable.');

// The 409 carries the existing product's id, so the app can open it instead.
const barcodeTaken = (productId: number) => {
  const message = 'Ce code-barres est déjà associé à un produit de votre foyer.';
  return new AppError('barcode-taken', 409, message, undefined, undefined, { productId });
};

type Deps = {
  repository: ProductsRepository;
  clock: Clock;
  /** What Open Food Facts said about a barcode when it was looked up (no live call). */
  offCache: { cached(gtin: string): Promise<BarcodeLookup | null> };
  /** The shopping-list service's count cache, dropped when a product's list lines go. */
  shoppingList: { forgetCount(householdId: number): void };
};

/** Fields the person did not send are taken from the Open Food Facts lookup they were shown. */
function withOffDefaults(body: CreateScannedProductBody, off: BarcodeLookup | null): CreateScannedProductBody {
  if (!off) return body;
  return {
    ...body,
    brand: body.brand === undefined ? off.brand : body.brand,
    imageUrl: body.imageUrl === undefined ? off.imageUrl : body.imageUrl,
    quantity: body.quantity === undefined ? off.quantity : body.quantity,
    categoryId: body.categoryId ?? off.categoryId,
    nutriscore: body.nutriscore === undefined ? off.nutriscore : body.nutriscore,
    novaGroup: body.novaGroup === undefined ? off.novaGroup : body.novaGroup,
    ecoscore: body.ecoscore === undefined ? off.ecoscore : body.ecoscore,
  };
}

export function createProductsService(deps: Deps) {
  const { repository, clock } = deps;

  async function withStock(rows: { id: number }[]): Promise<Map<number, StockItemRow[]>> {
    const byProduct = new Map<number, StockItemRow[]>();
    for (const unit of await repository.stockOf(rows.map((row) => row.id))) {
      const units = byProduct.get(unit.product_id) ?? [];
      units.push(unit);
      byProduct.set(unit.product_id, units);
    }
    return byProduct;
  }

  async function get(householdId: number, id: number): Promise<Product> {
    const row = await repository.findById(householdId, id);
    if (!row) throw productNotFound();
    return toProduct(row, (await withStock([row])).get(row.id) ?? []);
  }

  async function create(
    householdId: number,
    body: CreateCustomProductBody,
    scanned: { barcode: string; off: BarcodeLookup | null } | null,
  ): Promise<Product> {
    const { stock = [], ...fields } = body;
    const row = newProductRow({
      householdId,
      scanned: scanned !== null,
      barcode: scanned?.barcode ?? null,
      body: fields,
      offSnapshot: scanned?.off?.off ?? null,
      now: clock.now().toISOString(),
    });
    const dates = stock.map((unit) => unit.expiresOn);
    return get(householdId, await repository.create(row, dates));
  }

  async function update(householdId: number, id: number, scanned: boolean, body: UpdateProductBody) {
    const columns = { ...editableColumns(body), updated_at: clock.now().toISOString() };
    // A product edited through the other collection is, for that collection, not there.
    if (!(await repository.update(householdId, id, scanned, columns))) throw productNotFound();
    return get(householdId, id);
  }

  return {
    get,

    async list(householdId: number, query: ProductListQuery): Promise<{ items: Product[]; total: number }> {
      const { rows, total } = await repository.list(householdId, query);
      const stock = await withStock(rows);
      return { items: rows.map((row) => toProduct(row, stock.get(row.id) ?? [])), total };
    },

    async findScanned(householdId: number, barcode: string): Promise<Product> {
      const { gtin } = parseBarcode(barcode, 'querystring.barcode');
      const row = await repository.findByBarcode(householdId, gtin);
      if (!row) throw notFound("Aucun produit de votre foyer n'a ce code-barres.");
      return get(householdId, row.id);
    },

    async createScanned(householdId: number, body: CreateScannedProductBody): Promise<Product> {
      const { gtin } = parseBarcode(body.barcode, 'body.barcode');
      const existing = await repository.findByBarcode(householdId, gtin);
      if (existing) throw barcodeTaken(existing.id);
      const off = await deps.offCache.cached(gtin);
      const { barcode: _typed, ...fields } = withOffDefaults(body, off);
      try {
        return await create(householdId, fields, { barcode: gtin, off });
      } catch (error) {
        // The same barcode saved twice at the same instant (two phones): the UNIQUE index decides.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repository.findByBarcode(householdId, gtin);
        throw winner ? barcodeTaken(winner.id) : error;
      }
    },

    createCustom: (householdId: number, body: CreateCustomProductBody) => create(householdId, body, null),

    updateScanned: (householdId: number, id: number, body: UpdateProductBody) => update(householdId, id, true, body),

    updateCustom: (householdId: number, id: number, body: UpdateProductBody) => update(householdId, id, false, body),

    async delete(householdId: number, id: number): Promise<void> {
      if (!(await repository.delete(householdId, id))) throw productNotFound();
      deps.shoppingList.forgetCount(householdId);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
