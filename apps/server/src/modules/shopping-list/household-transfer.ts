import { HOUSEHOLD_QUOTAS, LIST_QUANTITY_MAX, sameLineText } from '@glouton/core/domain';
import type { TransferListLine } from '@glouton/core/schemas';
import type { Tx } from '../../db/transaction.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { listChanged, tooManyLines } from './list-writes.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

/** A line of an imported document, its product already written in this household. */
export type ImportedLine = Omit<TransferListLine, 'product' | 'addedBy'> & { productId: number | null };

type WaitingLine = { quantity: number; note: string | null };

/**
 * A waiting line another one merges into — an import's (docs/decisions/0034), a join's (0032) or a
 * product merge's (0058), one rule for all: the quantities add up to the cap, and the line keeps its note unless it had none.
 */
export const mergedLine = (waiting: WaitingLine, line: WaitingLine): WaitingLine => ({
  quantity: Math.min(LIST_QUANTITY_MAX, waiting.quantity + line.quantity),
  note: waiting.note ?? line.note,
});

/**
 * The list's part of the household-wide writes, each in the caller's transaction: an import's lines and
 * a join's adoption (the export reads the table with the others', in the transfer module).
 */
export function createListTransfer({ products }: { products: Pick<ProductRows, 'lock'> }) {
  return {
    /**
     * The lines of an imported document (docs/decisions/0034), attributed to `userId`. A line waiting to
     * be bought merges into the household's waiting line for the same product, or with the same text
     * whatever its case and accents: its quantity adds up to the cap, and its note is kept unless the
     * household's line has none. Bought lines join the basket as they are. Refuses (409, rolling back)
     * what would take the list past its quota.
     */
    async importLines(tx: Tx, input: { householdId: number; lines: ImportedLine[]; userId: number }) {
      const { householdId, userId } = input;
      let added = 0;
      let merged = 0;
      const touched = new Set<number>();
      // The products' rows first, in id order as every change takes them: a phone adding one of them
      // meanwhile waits, so each product still has one waiting line.
      const linked = input.lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
      for (const productId of [...new Set(linked)].sort((a, b) => a - b)) {
        if (!(await products.lock(tx, householdId, productId))) throw productNotFound();
      }
      // Read once: a thousand free-text lines would otherwise read the waiting ones a thousand times.
      const waitingTexts = await repository.uncheckedTextLines(tx.db, householdId);
      for (const line of input.lines) {
        if (line.productId !== null) touched.add(line.productId);
        const waiting =
          line.checkedAt !== null
            ? undefined
            : line.productId !== null
              ? await repository.uncheckedLineOf(tx.db, householdId, line.productId)
              : waitingTexts.find((candidate) => sameLineText(candidate.label, line.label));
        if (waiting) {
          const columns = mergedLine(waiting, line);
          await repository.updateLine(tx.db, householdId, waiting.id, columns);
          Object.assign(waiting, columns);
          merged++;
          continue;
        }
        const id = await repository.insertLine(tx.db, {
          household_id: householdId,
          product_id: line.productId,
          label: line.label,
          quantity: line.quantity,
          note: line.note,
          category_id: line.categoryId,
          added_at: line.addedAt,
          checked_at: line.checkedAt,
          added_by: userId,
        });
        if (line.productId === null && line.checkedAt === null) waitingTexts.push({ id, ...line });
        added++;
      }
      if (added > 0 && (await repository.countLines(tx.db, householdId)) > HOUSEHOLD_QUOTAS.listLines) {
        throw tooManyLines();
      }
      if (added + merged > 0) listChanged(tx, householdId, touched);
      return { added, merged };
    },

    /**
     * A person joining another household brings their list (decision 0032), merged as an add would
     * merge it: a line waiting for the same product (`productMap`: theirs → the one it merged into) or
     * the same free text adds its quantity to the waiting line (up to the cap); the others move as they
     * are, bought ones included. 409 `quota-exceeded` past the target's quota (the join rolls back).
     */
    async adoptHousehold(
      tx: Tx,
      { from, to, productMap }: { from: number; to: number; productMap: Map<number, number> },
    ) {
      if ((await repository.countLines(tx.db, from)) === 0) return;
      const raiseInto = async (existing: WaitingLine & { id: number }, line: WaitingLine & { id: number }) => {
        const columns = mergedLine(existing, line);
        await repository.updateLine(tx.db, to, existing.id, columns);
        Object.assign(existing, columns);
        await repository.deleteLine(tx.db, from, line.id);
      };
      for (const [fromId, toId] of productMap) {
        const [theirs, waiting] = await Promise.all([
          repository.uncheckedLineOf(tx.db, from, fromId),
          repository.uncheckedLineOf(tx.db, to, toId),
        ]);
        if (theirs && waiting) await raiseInto(waiting, theirs);
        await repository.repointProduct(tx.db, from, fromId, toId);
      }
      const waitingTexts = await repository.uncheckedTextLines(tx.db, to);
      for (const line of await repository.uncheckedTextLines(tx.db, from)) {
        const same = waitingTexts.find((candidate) => sameLineText(candidate.label, line.label));
        if (same) await raiseInto(same, line);
      }
      await repository.moveHousehold(tx.db, from, to);
      if ((await repository.countLines(tx.db, to)) > HOUSEHOLD_QUOTAS.listLines) throw tooManyLines();
      // The moved products took their mark with them; those merged into may wait on a line of theirs now.
      listChanged(tx, to, productMap.values());
    },
  };
}
