import type { Receipt, ReceiptLineView, ReceiptSummary } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { type CatalogueProduct, prepareCatalogue, proposeFor } from './line-matcher.js';
import { lineKey } from './receipt-words.js';
import { type ReceiptLineRow, type ReceiptRow, receiptsRepository as repository } from './receipts.repository.js';

export const receiptNotFound = () => notFound('Ticket de caisse introuvable.');

/** The store a match is learned under: '' when none was read (decision 0069). */
export const storeKey = (receipt: ReceiptRow) => receipt.store ?? '';

export function toSummary(receipt: ReceiptRow): ReceiptSummary {
  return {
    id: receipt.id,
    store: receipt.store,
    purchasedOn: receipt.purchased_on,
    totalCents: receipt.total_cents,
    source: receipt.source,
    createdAt: receipt.created_at,
    appliedAt: receipt.applied_at,
    sumCheck: {
      itemsCents: receipt.items_cents,
      discountsCents: receipt.discounts_cents,
      totalCents: receipt.total_cents,
      ok: receipt.sum_ok === 1,
      totalRead: receipt.total_read,
    },
  };
}

/**
 * The receipt as the API shows it. Matches are worked out at each reading, against the household's
 * products as they now are and what it confirmed: a product renamed or deleted since is not proposed,
 * and a line confirmed on another receipt of the store since matches with confidence 1.
 */
export async function receiptView(
  db: Db,
  householdId: number,
  receipt: ReceiptRow,
  catalogue: CatalogueProduct[],
): Promise<Receipt> {
  const rows = await repository.lines(db, receipt.id);
  const items = rows.filter((row) => row.kind === 'item');
  const learned = await repository.learned(db, householdId, storeKey(receipt), [
    ...new Set(items.map((row) => lineKey(row.text))),
  ]);
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const prepared = prepareCatalogue(catalogue);
  const lines = rows.map((row): ReceiptLineView => {
    const proposal =
      row.kind === 'item'
        ? proposeFor(row.text, prepared, byId.get(learned.get(lineKey(row.text)) ?? 0) ?? null)
        : { match: null, suggestions: [], newProduct: null };
    return { ...lineOf(row), ...proposal };
  });
  return { ...toSummary(receipt), lines };
}

function lineOf(row: ReceiptLineRow): Omit<ReceiptLineView, 'match' | 'suggestions' | 'newProduct'> {
  return {
    index: row.line_index,
    text: row.text,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    amountCents: row.amount_cents,
    weightGrams: row.weight_grams,
    kind: row.kind,
    corrected: row.corrected_of === null ? null : { of: row.corrected_of, read: row.corrected_read ?? '' },
    applied:
      row.applied_product_id === null
        ? null
        : {
            productId: row.applied_product_id,
            units: row.applied_units ?? 0,
            unitPriceCents: row.applied_unit_price_cents,
            created: row.applied_created === 1,
          },
  };
}
