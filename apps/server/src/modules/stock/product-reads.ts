import { parisToday } from '@glouton/core/dates';
import type { ProductHistory, ProductPrices } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { pricesRepository } from './prices.repository.js';
import { stockRepository } from './stock.repository.js';
import { toStockEvents } from './stock-changes.js';

/** What a product's page reads of its past: its history (decision 0036) and its prices (decision 0070). */
export function createProductReads({ db, products }: { db: Db; products: Pick<ProductRows, 'exists'> }) {
  return {
    /** A page of the product's history; 404 when the product is not the household's. */
    async history(
      householdId: number,
      productId: number,
      query: { limit: number; before?: number | undefined },
    ): Promise<ProductHistory> {
      const [exists, rows] = await Promise.all([
        products.exists(householdId, productId),
        stockRepository.historyOf(db, { householdId, productId, before: query.before, limit: query.limit }),
      ]);
      if (!exists) throw productNotFound();
      const page = rows.slice(0, query.limit);
      const nextBefore = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
      return { items: await toStockEvents(db, page), nextBefore };
    },

    /** The product's recent prices, newest first (the first is its last price); 404 when not the household's. */
    async prices(householdId: number, productId: number): Promise<ProductPrices> {
      const [exists, rows] = await Promise.all([
        products.exists(householdId, productId),
        pricesRepository.purchasesOf(db, householdId, productId),
      ]);
      if (!exists) throw productNotFound();
      return {
        items: rows.map((row) => ({
          priceCents: Number(row.price_cents),
          on: parisToday(new Date(row.at)),
          // PostgreSQL's count() is a bigint, handed over as text.
          units: Number(row.units),
          // A price typed in has no store; receipts (issue 28) are to name theirs.
          store: null,
        })),
      };
    },
  };
}
