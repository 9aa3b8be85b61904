import { parisToday } from '@glouton/core/dates';
import type { ProductPrices } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { pricesRepository as repository } from './prices.repository.js';

/** A product's prices (decision 0070): what its units cost when they came. */
export function createPrices({ db, products }: { db: Db; products: Pick<ProductRows, 'exists'> }) {
  return {
    /** The product's recent prices, newest first (the first is its last price); 404 when not the household's. */
    async prices(householdId: number, productId: number): Promise<ProductPrices> {
      const [exists, rows] = await Promise.all([
        products.exists(householdId, productId),
        repository.purchasesOf(db, householdId, productId),
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
