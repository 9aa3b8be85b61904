import { foldText, HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type {
  BarcodeLookup,
  CreateCustomProductBody,
  CreateScannedProductBody,
  Product,
  ProductList,
  ProductListQuery,
  UpdateProductBody,
} from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import { createHouseholdMemo } from '../../bus/household-memo.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { productSearchName } from '../../db/search-text.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError, notFound, quotaExceeded } from '../../errors.js';
import { parseBarcode } from '../barcodes/index.js';
import { keepDerivedColumns } from './derived-columns.js';
import { editableColumns, newProductRow, searchNameChanges, toProduct } from './product-mapper.js';
import { productMerged } from './product-merging.js';
import { type ProductRows, productNotFound, unitsByProduct } from './product-rows.js';
import { productsRepository as repository } from './products.repository.js';

// The 409 carries the existing product's id, so the app can open it instead.
const barcodeTaken = (productId: number) => {
  const message = 'Ce code-barres est déjà associé à un produit de votre foyer.';
  return new AppError('barcode-taken', 409, message, undefined, undefined, { productId });
};

/**
 * A product without barcode is known by its name (decision 0058): the 409 names the product already
 * called so, so that the app offers « Ajouter une unité à Courgettes » instead of a second card.
 */
const nameTaken = (existing: { id: number; name: string }) =>
  new AppError(
    'product-name-taken',
    409,
    `Votre foyer a déjà un produit «\u00a0${existing.name}\u00a0».`,
    undefined,
    undefined,
    { productId: existing.id, productName: existing.name },
  );

/** The same barcode saved at the same instant by two phones: the UNIQUE index decided, after the rollback. */
class BarcodeRace extends Error {}

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  rows: ProductRows;
  /** The lists remembered per household follow its changes announced there. */
  bus: Bus;
  /** The stock module: a new product's first units, in the product's own transaction. */
  stock: {
    addUnits(
      tx: Tx,
      input: { householdId: number; productId: number; dates: (string | null)[]; now: string; userId: number },
    ): Promise<unknown>;
  };
  /** What Open Food Facts said about a barcode when it was looked up (no live call). */
  offCache: { cached(gtin: string): Promise<BarcodeLookup | null> };
  /**
   * The households module's lock on the household's row, held until the transaction ends: two phones
   * (or a double tap) creating « Courgettes » at once look for the name one after the other.
   */
  households: { lock(tx: Tx, householdId: number): Promise<void> };
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
    // Open Food Facts' categories say more than ours (yaourts are DLC, UHT milk DDM) — unless the person
    // chose a category of their own, whose default then holds.
    dateKind: body.dateKind ?? (body.categoryId === undefined ? off.dateKind : undefined),
    nutriscore: body.nutriscore === undefined ? off.nutriscore : body.nutriscore,
    novaGroup: body.novaGroup === undefined ? off.novaGroup : body.novaGroup,
    ecoscore: body.ecoscore === undefined ? off.ecoscore : body.ecoscore,
  };
}

const REMEMBERED_MS = 10_000;

export function createProductsService({ db, transaction, clock, rows, bus, stock, offCache, households }: Deps) {
  // The summary and the mark follow the stock's and the list's changes, in their transactions.
  keepDerivedColumns({ bus, clock });
  // Counting 10 000 products costs more than reading a page of 50: the total of a filter is kept while
  // the person scrolls, and a page asked again (another phone, a refresh) is answered as it was.
  // What makes each stale is core's STALE_AFTER: a total follows the products and their units, a page
  // also whether they wait on the shopping list.
  const totals = createHouseholdMemo<number>({
    bus,
    clock,
    view: 'product-counts',
    max: 10_000,
    ttlMs: REMEMBERED_MS,
  });
  const pages = createHouseholdMemo<ProductList>({
    bus,
    clock,
    view: 'products',
    max: 300,
    ttlMs: REMEMBERED_MS,
  });

  /** The product and its first units with their `added` events, all or nothing. */
  async function create(
    householdId: number,
    userId: number,
    body: CreateCustomProductBody,
    scanned: { barcode: string; off: BarcodeLookup | null } | null,
  ): Promise<Product> {
    const { stock: units = [], allowSameName = false, ...fields } = body;
    // A barcode is a scanned product's identity (two brands of milk may share a name); without one, the name is.
    const checkName = scanned === null && !allowSameName;
    const now = clock.now().toISOString();
    const row = newProductRow({
      householdId,
      scanned: scanned !== null,
      barcode: scanned?.barcode ?? null,
      body: fields,
      offSnapshot: scanned?.off?.off ?? null,
      now,
    });
    const id = await transaction(async (tx) => {
      if (checkName) {
        // Looked for under the household's lock: a product of that name created meanwhile has committed.
        await households.lock(tx, householdId);
        const existing = await repository.findBySameName(tx.db, householdId, foldText(row.name));
        if (existing) throw nameTaken(existing);
      }
      if ((await repository.countOf(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.products) {
        throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
      }
      const productId = await repository.insert(tx.db, row);
      if (productId === 'barcode-taken') throw new BarcodeRace();
      const dates = units.map((unit) => unit.expiresOn);
      if (dates.length > 0) await stock.addUnits(tx, { householdId, productId, dates, now, userId });
      tx.emit('product.changed', { householdId, productIds: [productId] });
      return productId;
    });
    return rows.get(householdId, id);
  }

  async function update(householdId: number, id: number, scanned: boolean, body: UpdateProductBody) {
    const columns = { ...editableColumns(body), updated_at: clock.now().toISOString() };
    // A product edited through the other collection is, for that collection, not there.
    const updated = await transaction(async (tx) => {
      if (!(await repository.update(tx.db, householdId, id, scanned, columns))) return false;
      // Read back under the row lock the update took: the name or the brand may be the stored one.
      const names = searchNameChanges(body) && (await repository.namesOf(tx.db, id));
      if (names) {
        const searchName = productSearchName(names.name, names.brand);
        await repository.update(tx.db, householdId, id, scanned, { search_name: searchName });
      }
      tx.emit('product.changed', { householdId, productIds: [id] });
      return true;
    });
    if (!updated) throw productNotFound();
    return rows.get(householdId, id);
  }

  return {
    /** The product; a merged one answers 404 `product-merged` with the product it went into. */
    async get(householdId: number, id: number): Promise<Product> {
      try {
        return await rows.get(householdId, id);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'not-found')) throw error;
        const into = await repository.mergedInto(db, householdId, id);
        throw into === undefined ? error : productMerged(into);
      }
    },

    list(householdId: number, query: ProductListQuery): Promise<ProductList> {
      const read = async () => {
        const filter = `${query.categoryId ?? ''}|${query.inStock ?? ''}|${query.placeId ?? ''}|${query.search ?? ''}`;
        // Side by side: on PostgreSQL they run on two pooled connections at once.
        const [rows, total] = await Promise.all([
          repository.page(db, householdId, query),
          totals.get(householdId, filter, () => repository.total(db, householdId, query)),
        ]);
        const units = await unitsByProduct(
          db,
          rows.map((row) => row.id),
        );
        return { items: rows.map((row) => toProduct(row, units.get(row.id) ?? [])), total };
      };
      // The first page of a filter, the one every phone opens (see recipes.service.ts for why not all).
      return query.offset === 0 ? pages.get(householdId, JSON.stringify(query), read) : read();
    },

    async findScanned(householdId: number, barcode: string): Promise<Product> {
      const { gtin } = parseBarcode(barcode, 'querystring.barcode');
      const row = await repository.findByBarcode(db, householdId, gtin);
      if (!row) throw notFound("Aucun produit de votre foyer n'a ce code-barres.");
      return rows.get(householdId, row.id);
    },

    async createScanned(householdId: number, userId: number, body: CreateScannedProductBody): Promise<Product> {
      const { gtin } = parseBarcode(body.barcode, 'body.barcode');
      const existing = await repository.findByBarcode(db, householdId, gtin);
      if (existing) throw barcodeTaken(existing.id);
      const off = await offCache.cached(gtin);
      const { barcode: _typed, ...fields } = withOffDefaults(body, off);
      try {
        return await create(householdId, userId, fields, { barcode: gtin, off });
      } catch (error) {
        if (!(error instanceof BarcodeRace)) throw error;
        const winner = await repository.findByBarcode(db, householdId, gtin);
        if (!winner) throw error;
        throw barcodeTaken(winner.id);
      }
    },

    createCustom: (householdId: number, userId: number, body: CreateCustomProductBody) =>
      create(householdId, userId, body, null),

    updateScanned: (householdId: number, id: number, body: UpdateProductBody) => update(householdId, id, true, body),

    updateCustom: (householdId: number, id: number, body: UpdateProductBody) => update(householdId, id, false, body),

    async delete(householdId: number, id: number): Promise<void> {
      const deleted = await transaction(async (tx) => {
        if (!(await repository.delete(tx.db, householdId, id))) return false;
        tx.emit('product.deleted', { householdId, productId: id });
        return true;
      });
      if (!deleted) throw productNotFound();
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
