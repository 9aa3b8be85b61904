import { parisToday } from '@glouton/core/dates';
import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import { parseReceipt } from '@glouton/core/receipts';
import type { Receipt, ReceiptList } from '@glouton/core/schemas';
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

  async function textOf(householdId: number, body: unknown, contentType: string | undefined) {
    const sent = receiptBodyOf(body, contentType);
    if (sent.source === 'text') return { source: sent.source, text: sent.text };
    if (sent.source === 'pdf') return { source: sent.source, text: await pdf.read(sent.bytes) };
    return { source: sent.source, text: (await readReceiptPhoto(ocr, householdId, sent.bytes)).text };
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
        const { source, text } = await textOf(householdId, body, contentType);
        const parsed = parseReceipt(text, { today: parisToday(clock.now()) });
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

    /** « Tout ajouter » (receipt-apply.ts). */
    apply: createReceiptApply({ ...deps, view }),
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
