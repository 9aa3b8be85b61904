import { DEFAULT_CATEGORY_ID, LIST_QUANTITY_MAX, sameLineText } from '@glouton/core/domain';
import type { Clock } from '../../clock.js';
import type { Tx } from '../../db/transaction.js';
import type { ProductRows } from '../products/index.js';
import { checkRoom, listChanged } from './list-writes.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

/** A line the week plan needs; its note says which meals (« pour : Gratin (mar.) »). */
export type PlannedLine = {
  productId: number | null;
  label: string;
  quantity: number;
  note: string;
  categoryId?: number;
};

/** What `ensurePlanned` did: the lines it added, and the lines it raised as they were before. */
export type PlannedEffects = { added: number[]; updated: { id: number; quantity: number; note: string | null }[] };

/** Every note the week plan writes holds it: such a note is the plan's own, and the plan may replace it. */
export const PLAN_NOTE_MARK = 'pour\u00a0: ';

/** The week plan's lines (decision 0047), written in the plan's transaction, and their undo. */
export function createPlannedLines({ clock, products }: { clock: Clock; products: Pick<ProductRows, 'lock'> }) {
  return {
    /**
     * Each line goes on the list with at least `quantity` — a waiting line for the same product or text
     * is raised to it, never added to, so asking twice changes nothing. A raised line takes the plan's
     * note unless it has one of the person's own. Answers what changed, for `revertPlanned`.
     */
    async ensurePlanned(tx: Tx, householdId: number, userId: number, lines: PlannedLine[]) {
      const effects: PlannedEffects = { added: [], updated: [] };
      const touched = new Set<number>();
      // The free-text lines waiting, read once and kept as this run changes them (matched by their words).
      const textLines = await repository.uncheckedTextLines(tx.db, householdId);
      for (const line of lines) {
        const waiting =
          line.productId !== null
            ? await repository.uncheckedLineOf(tx.db, householdId, line.productId)
            : textLines.find((candidate) => sameLineText(candidate.label, line.label));
        if (waiting) {
          const quantity = Math.min(LIST_QUANTITY_MAX, Math.max(waiting.quantity, line.quantity));
          const note = waiting.note === null || waiting.note.includes(PLAN_NOTE_MARK) ? line.note : waiting.note;
          if (quantity === waiting.quantity && note === waiting.note) continue;
          await repository.updateLine(tx.db, householdId, waiting.id, { quantity, note });
          effects.updated.push({ id: waiting.id, quantity: waiting.quantity, note: waiting.note });
          Object.assign(waiting, { quantity, note });
          continue;
        }
        if (line.productId !== null && !(await products.lock(tx, householdId, line.productId))) continue;
        await checkRoom(tx, householdId);
        const quantity = Math.min(LIST_QUANTITY_MAX, line.quantity);
        const id = await repository.insertLine(tx.db, {
          household_id: householdId,
          product_id: line.productId,
          label: line.label,
          quantity,
          note: line.note,
          category_id: line.categoryId ?? DEFAULT_CATEGORY_ID,
          added_at: clock.now().toISOString(),
          checked_at: null,
          added_by: userId,
        });
        if (line.productId !== null) touched.add(line.productId);
        else textLines.push({ id, label: line.label, quantity, note: line.note });
        effects.added.push(id);
      }
      if (effects.added.length + effects.updated.length > 0) listChanged(tx, householdId, touched);
      return effects;
    },

    /**
     * Undoes `ensurePlanned`: its new lines still waiting are removed (one bought since stays in the
     * basket), raised lines go back to their quantity and note.
     */
    async revertPlanned(tx: Tx, householdId: number, effects: PlannedEffects) {
      const touched = new Set<number>();
      for (const id of effects.added) {
        const line = await repository.findItem(tx.db, householdId, id);
        if (!line || line.checkedAt !== null) continue;
        const removed = await repository.deleteLine(tx.db, householdId, id);
        if (removed?.productId != null) touched.add(removed.productId);
      }
      for (const { id, quantity, note } of effects.updated) {
        await repository.updateLine(tx.db, householdId, id, { quantity, note });
      }
      listChanged(tx, householdId, touched);
    },
  };
}
