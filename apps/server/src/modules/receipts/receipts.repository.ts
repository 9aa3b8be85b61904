import type { ParsedReceipt } from '@glouton/core/receipts';
import type { ReceiptSource } from '@glouton/core/schemas';
import type { Selectable } from 'kysely';
import type { Db, ReceiptLinesTable, ReceiptsTable } from '../../db/schema.js';

export type ReceiptRow = Selectable<ReceiptsTable>;
export type ReceiptLineRow = Selectable<ReceiptLinesTable>;

/** What an apply did with one line. */
export type AppliedLine = { productId: number; units: number; unitPriceCents: number | null; created: boolean };

/** The receipts module's SQL: its receipts, their lines, and what each household confirmed (migration 0027). */
export const receiptsRepository = {
  async countOf(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('receipts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** The receipt and its lines as read; answers its id. */
  async insert(
    db: Db,
    input: { householdId: number; userId: number; source: ReceiptSource; parsed: ParsedReceipt; now: string },
  ): Promise<number> {
    const { parsed } = input;
    const { id } = await db
      .insertInto('receipts')
      .values({
        household_id: input.householdId,
        store: parsed.store,
        purchased_on: parsed.purchasedOn,
        total_cents: parsed.totalCents,
        source: input.source,
        items_cents: parsed.sumCheck.itemsCents,
        discounts_cents: parsed.sumCheck.discountsCents,
        sum_ok: parsed.sumCheck.ok ? 1 : 0,
        created_at: input.now,
        created_by: input.userId,
        applied_at: null,
        applied_list_items: null,
        total_read: parsed.sumCheck.totalCorrected?.read ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('receipt_lines')
      .values(
        parsed.lines.map((line) => ({
          receipt_id: id,
          line_index: line.index,
          text: line.text,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          amount_cents: line.amountCents,
          weight_grams: line.weightGrams,
          kind: line.kind,
          applied_product_id: null,
          applied_units: null,
          applied_unit_price_cents: null,
          applied_created: null,
          corrected_of: line.corrected?.of === 'detail' ? 'detail' : line.corrected ? 'amount' : null,
          corrected_read: line.corrected?.read ?? null,
        })),
      )
      .execute();
    return id;
  },

  find(db: Db, householdId: number, id: number): Promise<ReceiptRow | undefined> {
    return db
      .selectFrom('receipts')
      .selectAll()
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
  },

  /** The household's newest receipts. */
  list(db: Db, householdId: number, limit: number): Promise<ReceiptRow[]> {
    return db
      .selectFrom('receipts')
      .selectAll()
      .where('household_id', '=', householdId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** Takes a receipt not applied away with its lines; false when it is not one (or was applied meanwhile). */
  async removeUnapplied(db: Db, householdId: number, id: number): Promise<boolean> {
    const receipt = await db
      .selectFrom('receipts')
      .select('id')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    if (!receipt) return false;
    await db.deleteFrom('receipt_lines').where('receipt_id', '=', id).execute();
    await db.deleteFrom('receipts').where('id', '=', id).execute();
    return true;
  },

  /** Receipts added to the cupboard (« Tout ajouter ») between two instants, with their day and total. */
  appliedBetween(db: Db, householdId: number, start: string, end: string) {
    return db
      .selectFrom('receipts')
      .select(['purchased_on', 'applied_at', 'total_cents'])
      .where('household_id', '=', householdId)
      .where('applied_at', '>=', start)
      .where('applied_at', '<', end)
      .execute();
  },

  lines(db: Db, receiptId: number): Promise<ReceiptLineRow[]> {
    return db
      .selectFrom('receipt_lines')
      .selectAll()
      .where('receipt_id', '=', receiptId)
      .orderBy('line_index')
      .execute();
  },

  /**
   * Marks the receipt applied, once: false when it already was. On PostgreSQL a concurrent apply waits
   * on the row, then finds it applied; SQLite writes one at a time.
   */
  async markApplied(db: Db, householdId: number, id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('receipts')
      .set({ applied_at: now })
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async setListItems(db: Db, id: number, itemIds: number[]): Promise<void> {
    await db
      .updateTable('receipts')
      .set({ applied_list_items: JSON.stringify(itemIds) })
      .where('id', '=', id)
      .execute();
  },

  async setApplied(db: Db, receiptId: number, index: number, applied: AppliedLine): Promise<void> {
    await db
      .updateTable('receipt_lines')
      .set({
        applied_product_id: applied.productId,
        applied_units: applied.units,
        applied_unit_price_cents: applied.unitPriceCents,
        applied_created: applied.created ? 1 : 0,
      })
      .where('receipt_id', '=', receiptId)
      .where('line_index', '=', index)
      .execute();
  },

  /** The products the household confirmed for these line keys at this store. */
  async learned(db: Db, householdId: number, store: string, keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .selectFrom('receipt_matches')
      .select(['line_key', 'product_id'])
      .where('household_id', '=', householdId)
      .where('store', '=', store)
      .where('line_key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.line_key, row.product_id]));
  },

  /** Remembers (or changes) what this line of this store is. */
  async learn(
    db: Db,
    input: { householdId: number; store: string; lineKey: string; productId: number; now: string },
  ): Promise<void> {
    await db
      .insertInto('receipt_matches')
      .values({
        household_id: input.householdId,
        store: input.store,
        line_key: input.lineKey,
        product_id: input.productId,
        confirmed_at: input.now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['household_id', 'store', 'line_key'])
          .doUpdateSet({ product_id: input.productId, confirmed_at: input.now }),
      )
      .execute();
  },

  /** « Fusionner avec… »: what named the merged product now names the kept one. */
  async repointProduct(db: Db, householdId: number, from: number, into: number): Promise<void> {
    await db
      .updateTable('receipt_matches')
      .set({ product_id: into })
      .where('household_id', '=', householdId)
      .where('product_id', '=', from)
      .execute();
    await db
      .updateTable('receipt_lines')
      .set({ applied_product_id: into })
      .where('applied_product_id', '=', from)
      .where('receipt_id', 'in', (eb) => eb.selectFrom('receipts').select('id').where('household_id', '=', householdId))
      .execute();
  },
};
