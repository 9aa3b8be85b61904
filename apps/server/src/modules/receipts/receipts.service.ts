import { parisToday } from '@glouton/core/dates';
import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import { type ParsedReceipt, parseReceipt, parseReceiptReadings } from '@glouton/core/receipts';
import type { Receipt, ReceiptList, ReceiptSource } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, quotaExceeded } from '../../errors.js';
import { type OcrPool, readReceiptPhoto } from '../../ocr/index.js';
import type { ProductRows } from '../products/index.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import type { StockService } from '../stock/index.js';
import type { PdfText } from './pdf-text.js';
import { createReceiptApply } from './receipt-apply.js';
import { receiptBodyOf } from './receipt-source.js';
import { receiptNotFound, receiptView, toSummary } from './receipt-view.js';
import { receiptsRepository as repository } from './receipts.repository.js';

/** Lines kept from one receipt: a trolley of a big family's month is 150. */
const MAX_LINES = 300;
const LISTED = 50;

const noReceipt = () =>
  new AppError(
    'no-receipt-found',
    422,
    'Aucun ticket de caisse lu\u00a0: prenez tout le ticket, à plat et bien éclairé, ou envoyez le PDF reçu par e-mail.',
  );

const busy = () =>
  new AppError(
    'rate-limited',
    429,
    'Un ticket de votre foyer est déjà en cours de lecture\u00a0: réessayez dans un instant.',
    undefined,
    { 'retry-after': '2' },
  );

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  ocr: OcrPool;
  pdf: PdfText;
  products: ProductRows;
  stock: Pick<StockService, 'addUnits'>;
  shoppingList: Pick<ShoppingListService, 'tickBought'>;
};

/**
 * Till receipts (issue 28, decision 0069): a photo, a PDF e-receipt or text read into a stored receipt
 * whose lines are matched to the household's products; nothing goes to the cupboard before the
 * person's apply (receipt-apply.ts).
 */
export function createReceiptsService(deps: Deps) {
  const { db, transaction, clock, ocr, pdf, products } = deps;
  // One receipt of a household read at a time, whatever its kind (the OCR pool holds photos to the
  // same rule): a phone sending the same PDF in a loop holds one thread, not all of them.
  const reading = new Set<number>();

  /** What was sent, read and parsed. */
  async function parsedOf(
    householdId: number,
    body: unknown,
    contentType: string | undefined,
  ): Promise<{ source: ReceiptSource; parsed: ParsedReceipt }> {
    const today = parisToday(clock.now());
    const sent = receiptBodyOf(body, contentType);
    // Text a phone read from a photo may hold OCR's slips: one misread digit may be put right.
    if (sent.source === 'text') return { source: sent.source, parsed: parseReceipt(sent.text, { today, ocr: true }) };
    // A PDF's text layer holds the till's own digits: nothing to put right (decision 0068).
    if (sent.source === 'pdf')
      return { source: sent.source, parsed: parseReceipt(await pdf.read(sent.bytes), { today }) };
    const first = (await readReceiptPhoto(ocr, householdId, sent.bytes)).text;
    const parsed = parseReceipt(first, { today, ocr: true });
    if (parsed.sumCheck.ok) return { source: sent.source, parsed };
    // Lines that do not add up: a second look at the photo, where the engine's slips differ, then the
    // photo read whole, the part of the paper a deep shadow hid from the crop with it (0074).
    const second = (await readReceiptPhoto(ocr, householdId, sent.bytes, 'receipt-smooth')).text;
    const twice = parseReceiptReadings([first, second], { today });
    if (twice.sumCheck.ok) return { source: sent.source, parsed: twice };
    const whole = (await readReceiptPhoto(ocr, householdId, sent.bytes, 'receipt-whole')).text;
    return { source: sent.source, parsed: parseReceiptReadings([first, second, whole], { today }) };
  }

  async function view(householdId: number, id: number): Promise<Receipt> {
    const receipt = await repository.find(db, householdId, id);
    if (!receipt) throw receiptNotFound();
    return receiptView(db, householdId, receipt, await products.catalogue(householdId));
  }

  return {
    async read(householdId: number, userId: number, body: unknown, contentType: string | undefined): Promise<Receipt> {
      if (reading.has(householdId)) throw busy();
      reading.add(householdId);
      let id: number;
      try {
        const { source, parsed } = await parsedOf(householdId, body, contentType);
        if (parsed.lines.length === 0 || parsed.lines.length > MAX_LINES) throw noReceipt();
        id = await transaction(async (tx) => {
          if ((await repository.countOf(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.receipts) {
            throw quotaExceeded('tickets de caisse', HOUSEHOLD_QUOTAS.receipts);
          }
          return repository.insert(tx.db, { householdId, userId, source, parsed, now: clock.now().toISOString() });
        });
      } finally {
        reading.delete(householdId);
      }
      return view(householdId, id);
    },

    get: view,

    async list(householdId: number): Promise<ReceiptList> {
      return { items: (await repository.list(db, householdId, LISTED)).map(toSummary) };
    },

    /**
     * The Bilan's « Tickets de caisse » (decision 0070's seam): per Paris month of the purchase (the day
     * printed, else the day it was added), the receipts added to the cupboard and the totals they
     * printed — what was paid, discounts included, which the units' prices alone do not say. A receipt
     * whose total was not read is counted, its euros not.
     */
    async spendPerMonth(householdId: number, start: string, end: string) {
      // A receipt added early in a month may be the last days' shopping: read a month more before.
      const since = new Date(Date.parse(start) - 31 * 86_400_000).toISOString();
      const rows = await repository.appliedBetween(db, householdId, since, end);
      const months = new Map<string, { receipts: number; receiptsCents: number }>();
      for (const row of rows) {
        const day = row.purchased_on ?? parisToday(new Date(row.applied_at ?? start));
        const month = day.slice(0, 7);
        const totals = months.get(month) ?? { receipts: 0, receiptsCents: 0 };
        totals.receipts += 1;
        totals.receiptsCents += row.total_cents ?? 0;
        months.set(month, totals);
      }
      return months;
    },

    /** A receipt read but not added, taken away; one already in the cupboard stays (409). */
    async remove(householdId: number, id: number): Promise<void> {
      await transaction(async (tx) => {
        if (await repository.removeUnapplied(tx.db, householdId, id)) return;
        const receipt = await repository.find(tx.db, householdId, id);
        if (!receipt) throw receiptNotFound();
        throw new AppError(
          'receipt-applied',
          409,
          'Ce ticket est déjà au placard\u00a0: il reste, avec ses produits et son total dans le bilan.',
        );
      });
    },

    /** « Tout ajouter » (receipt-apply.ts). */
    apply: createReceiptApply({ ...deps, view }),
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
