import { DEFAULT_CATEGORY_ID, HOUSEHOLD_QUOTAS, LIST_QUANTITY_MAX, sameLineText } from '@glouton/core/domain';
import type {
  AddShoppingListItemBody,
  Product,
  ShoppingListCheckResponse,
  ShoppingListItem,
  ShoppingListSuggestion,
  TransferListLine,
  UpdateShoppingListItemBody,
} from '@glouton/core/schemas';
import { LRUCache } from 'lru-cache';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { notFound, quotaExceeded } from '../../errors.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { type StockEventRow, type StockService, toStockEvents } from '../stock/index.js';
import { createUncheckedCount, shoppingListRepository as repository } from './shopping-list.repository.js';

// The footer badge asks for the count on every screen load of every device. A change drops the cached
// value on every app server through the bus; this bound only matters if that message were lost.
const COUNT_CACHE_TTL_MS = 2_000;
const SUGGESTIONS = 20;

const itemNotFound = () => notFound('Article introuvable sur la liste de courses.');
const parseIds = (value: string | null): number[] => (value ? (JSON.parse(value) as number[]) : []);

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  products: ProductRows;
  stock: Pick<StockService, 'addUnits' | 'revertAdded' | 'eventsByIds'>;
};

/** A line of an imported document, its product already written in this household. */
export type ImportedLine = Omit<TransferListLine, 'product' | 'addedBy'> & { productId: number | null };

/** What a check or its undo did: the product line's stock events (none for free text). */
type Outcome = { productId: number | null; events: StockEventRow[] };

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

type WaitingLine = { quantity: number; note: string | null };

/**
 * A waiting line another one merges into — an import's (docs/decisions/0034) or a join's (0032), one
 * rule for both: the quantities add up to the cap, and the line keeps its note unless it had none.
 */
const mergedLine = (waiting: WaitingLine, line: WaitingLine): WaitingLine => ({
  quantity: Math.min(LIST_QUANTITY_MAX, waiting.quantity + line.quantity),
  note: waiting.note ?? line.note,
});

/**
 * The shopping list's rules: one unchecked line per product, and per free text whatever its case and
 * accents (adding it again raises its quantity, up to the cap), free-text lines with their own aisle, checking a product line puts its units in the
 * cupboard (through the stock module) and unchecking takes them back. Every change announces
 * `shopping-list.changed` with the products whose lines changed (their « on the list » mark follows).
 */
export function createShoppingListService({ db, transaction, clock, bus, products, stock }: Deps) {
  const countFromDatabase = createUncheckedCount(db);
  const counts = new LRUCache<number, number>({
    max: 10_000,
    ttl: COUNT_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });
  bus.on('shopping-list.changed', ({ householdId }) => void counts.delete(householdId));
  // Deleting a product took its lines with it (foreign key): the list changed too.
  bus.on('product.deleted', ({ householdId }) => bus.emit('shopping-list.changed', { householdId, productIds: [] }), {
    originOnly: true,
  });

  async function countUnchecked(householdId: number): Promise<number> {
    const cached = counts.get(householdId);
    if (cached !== undefined) return cached;
    const count = await countFromDatabase(householdId);
    counts.set(householdId, count);
    return count;
  }

  async function item(householdId: number, itemId: number): Promise<ShoppingListItem> {
    const found = await repository.findItem(db, householdId, itemId);
    if (!found) throw itemNotFound();
    return found;
  }

  /**
   * Announces a change of the list; `productIds`, the products whose lines were added, checked,
   * unchecked or removed: the products module keeps their « on the list » mark in step, in this
   * transaction (its reaction to the event).
   */
  const listChanged = (tx: Tx, householdId: number, productIds: Iterable<number> = []) =>
    tx.emit('shopping-list.changed', { householdId, productIds: [...productIds] });

  async function checkRoom(tx: Tx, householdId: number) {
    if ((await repository.countLines(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.listLines) {
      throw quotaExceeded('lignes sur la liste de courses (panier compris)', HOUSEHOLD_QUOTAS.listLines);
    }
  }

  /**
   * Adding what already waits on the list raises its line's quantity (up to the cap) and replaces its
   * note when one is given; the line keeps its label and its aisle.
   */
  async function raise(
    tx: Tx,
    householdId: number,
    existing: { id: number; quantity: number },
    body: AddShoppingListItemBody,
  ): Promise<number> {
    await repository.raiseQuantity(tx.db, householdId, existing.id, body.quantity, LIST_QUANTITY_MAX);
    if (body.note !== undefined) await repository.updateLine(tx.db, householdId, existing.id, { note: body.note });
    listChanged(tx, householdId);
    return existing.id;
  }

  /** `ifAbsent`: the product page's toggle puts the product on the list once, however often it is pressed. */
  async function addLine(
    tx: Tx,
    householdId: number,
    userId: number,
    body: AddShoppingListItemBody,
    ifAbsent: boolean,
  ) {
    const now = clock.now().toISOString();
    const line = {
      household_id: householdId,
      added_by: userId,
      quantity: body.quantity,
      note: body.note ?? null,
      category_id: body.categoryId ?? DEFAULT_CATEGORY_ID,
      added_at: now,
      checked_at: null,
    };
    if (body.productId === undefined) {
      const label = body.label ?? '';
      // « lait » added to « Lait » is the same thing to buy: its line's quantity goes up, as for a product.
      // Two phones adding it at once: the second waits for the first's line, then raises it.
      await repository.lockTextLines(tx.db, householdId);
      const waiting = await repository.uncheckedTextLines(tx.db, householdId);
      const existing = waiting.find((candidate) => sameLineText(candidate.label, label));
      if (existing) return { id: await raise(tx, householdId, existing, body), merged: true };
      await checkRoom(tx, householdId);
      const id = await repository.insertLine(tx.db, { ...line, product_id: null, label });
      listChanged(tx, householdId);
      return { id, merged: false };
    }
    // The product row lock serialises two phones adding it at once: still one line.
    const product = await products.lock(tx, householdId, body.productId);
    if (!product) throw productNotFound();
    const existing = await repository.uncheckedLineOf(tx.db, householdId, body.productId);
    if (existing) {
      if (ifAbsent) return { id: existing.id, merged: true };
      return { id: await raise(tx, householdId, existing, body), merged: true };
    }
    await checkRoom(tx, householdId);
    const label = body.label ?? product.name;
    const id = await repository.insertLine(tx.db, { ...line, product_id: body.productId, label });
    listChanged(tx, householdId, [body.productId]);
    return { id, merged: false };
  }

  async function checkResponse(
    householdId: number,
    itemId: number,
    outcome: Outcome,
  ): Promise<ShoppingListCheckResponse> {
    const product = outcome.productId === null ? null : await products.get(householdId, outcome.productId);
    const added = new Set(
      outcome.events.filter((event) => event.undone_at === null).map((event) => event.stock_item_id),
    );
    return {
      item: await item(householdId, itemId),
      product,
      addedUnits: product?.stock.filter((unit) => added.has(unit.id)) ?? [],
      events: await toStockEvents(db, outcome.events),
    };
  }

  /**
   * The lines of an imported document, in the import's transaction (docs/decisions/0034), attributed
   * to `userId`. A line waiting to be bought merges into the household's waiting line for the same
   * product, or with the same text whatever its case and accents: its quantity adds up to the cap, and
   * its note is kept unless the household's line has none. Bought lines join the basket as they are.
   * Refuses (409, rolling back) what would take the list past its quota.
   */
  async function importLines(tx: Tx, input: { householdId: number; lines: ImportedLine[]; userId: number }) {
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
      throw quotaExceeded('lignes sur la liste de courses (panier compris)', HOUSEHOLD_QUOTAS.listLines);
    }
    if (added + merged > 0) listChanged(tx, householdId, touched);
    return { added, merged };
  }

  /**
   * Lines the week plan needs (decision 0047), in its transaction: each goes on the list with at least
   * `quantity` — a waiting line for the same product or text is raised to it, never added to, so asking
   * twice changes nothing. A raised line takes the plan's note unless it has one of the person's own.
   * Answers what changed, for `revertPlanned`.
   */
  async function ensurePlanned(tx: Tx, householdId: number, userId: number, lines: PlannedLine[]) {
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
      const id = await repository.insertLine(tx.db, {
        household_id: householdId,
        product_id: line.productId,
        label: line.label,
        quantity: Math.min(LIST_QUANTITY_MAX, line.quantity),
        note: line.note,
        category_id: line.categoryId ?? DEFAULT_CATEGORY_ID,
        added_at: clock.now().toISOString(),
        checked_at: null,
        added_by: userId,
      });
      if (line.productId !== null) touched.add(line.productId);
      else
        textLines.push({
          id,
          label: line.label,
          quantity: Math.min(LIST_QUANTITY_MAX, line.quantity),
          note: line.note,
        });
      effects.added.push(id);
    }
    if (effects.added.length + effects.updated.length > 0) listChanged(tx, householdId, touched);
    return effects;
  }

  /**
   * Undoes `ensurePlanned`: its new lines still waiting are removed (one bought since stays in the
   * basket), raised lines go back to their quantity and note.
   */
  async function revertPlanned(tx: Tx, householdId: number, effects: PlannedEffects) {
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
  }

  return {
    countUnchecked,

    importLines,

    ensurePlanned,

    revertPlanned,

    /** Lines as the list shows them (the week plan's answer). */
    items: async (householdId: number, ids: number[]) => {
      const found = await Promise.all(ids.map((id) => repository.findItem(db, householdId, id)));
      return found.filter((line): line is ShoppingListItem => line !== undefined);
    },

    list: (householdId: number): Promise<ShoppingListItem[]> => repository.listItems(db, householdId),

    /** The line and whether it was an existing product line whose quantity went up. */
    async add(
      householdId: number,
      userId: number,
      body: AddShoppingListItemBody,
    ): Promise<{ item: ShoppingListItem; merged: boolean }> {
      const added = await transaction((tx) => addLine(tx, householdId, userId, body, false));
      return { item: await item(householdId, added.id), merged: added.merged };
    },

    async update(householdId: number, itemId: number, body: UpdateShoppingListItemBody): Promise<ShoppingListItem> {
      const updated = await transaction(async (tx) => {
        const columns = {
          ...(body.label !== undefined && { label: body.label }),
          ...(body.quantity !== undefined && { quantity: body.quantity }),
          ...(body.note !== undefined && { note: body.note }),
          ...(body.categoryId !== undefined && { category_id: body.categoryId }),
        };
        if (!(await repository.updateLine(tx.db, householdId, itemId, columns))) return false;
        listChanged(tx, householdId);
        return true;
      });
      if (!updated) throw itemNotFound();
      return item(householdId, itemId);
    },

    async remove(householdId: number, itemId: number): Promise<void> {
      await transaction(async (tx) => {
        const removed = await repository.deleteLine(tx.db, householdId, itemId);
        if (!removed) throw itemNotFound();
        listChanged(tx, householdId, removed.productId === null ? [] : [removed.productId]);
      });
    },

    /**
     * Checks a line once: a product line puts `quantity` units dated `expiresOn` in the cupboard, and
     * remembers their events for its undo. Checking again changes nothing and answers what the first
     * check did, so a retried request gets the same answer.
     */
    async check(
      householdId: number,
      userId: number,
      itemId: number,
      expiresOn: string | null,
    ): Promise<ShoppingListCheckResponse> {
      const outcome = await transaction(async (tx): Promise<Outcome> => {
        const line = await repository.findLine(tx.db, householdId, itemId);
        if (!line) throw itemNotFound();
        const productId = line.product_id;
        // The product lock first, as every stock change does (one lock order).
        if (productId !== null) await products.lock(tx, householdId, productId);
        const now = clock.now().toISOString();
        if (!(await repository.markChecked(tx.db, line.id, now))) {
          const stored = await repository.findLine(tx.db, householdId, itemId);
          return {
            productId,
            events: await stock.eventsByIds(tx.db, householdId, parseIds(stored?.check_event_ids ?? null)),
          };
        }
        listChanged(tx, householdId, productId === null ? [] : [productId]);
        if (productId === null) return { productId, events: [] };
        const dates = Array.from({ length: line.quantity }, () => expiresOn);
        const events = await stock.addUnits(tx, { householdId, productId, dates, now, userId });
        const ids = JSON.stringify(events.map((event) => event.id));
        await repository.updateLine(tx.db, householdId, line.id, { check_event_ids: ids });
        return { productId, events };
      });
      return checkResponse(householdId, itemId, outcome);
    },

    /**
     * Undoes a check: the line goes back on the list, and the units its check added leave the cupboard
     * if they are still there. Unchecking an unchecked line changes nothing.
     */
    async uncheck(householdId: number, itemId: number): Promise<ShoppingListCheckResponse> {
      const outcome = await transaction(async (tx): Promise<Outcome> => {
        const line = await repository.findLine(tx.db, householdId, itemId);
        if (!line) throw itemNotFound();
        const productId = line.product_id;
        if (productId !== null) await products.lock(tx, householdId, productId);
        // Read after the product lock: a concurrent check or uncheck of this line has finished.
        const current = (await repository.findLine(tx.db, householdId, itemId)) ?? line;
        if (!(await repository.markUnchecked(tx.db, line.id))) return { productId, events: [] };
        listChanged(tx, householdId, productId === null ? [] : [productId]);
        if (productId === null) return { productId, events: [] };
        const eventIds = parseIds(current.check_event_ids);
        const now = clock.now().toISOString();
        const events = await stock.revertAdded(tx, { householdId, productId, eventIds, now });
        return { productId, events };
      });
      return checkResponse(householdId, itemId, outcome);
    },

    async clearChecked(householdId: number): Promise<void> {
      await transaction(async (tx) => {
        if ((await repository.clearChecked(tx.db, householdId)) > 0) listChanged(tx, householdId);
      });
    },

    suggestions: (householdId: number): Promise<ShoppingListSuggestion[]> =>
      repository.suggestions(db, householdId, SUGGESTIONS),

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
      if ((await repository.countLines(tx.db, to)) > HOUSEHOLD_QUOTAS.listLines) {
        throw quotaExceeded('lignes sur la liste de courses (panier compris)', HOUSEHOLD_QUOTAS.listLines);
      }
      // The moved products took their mark with them; those merged into may wait on a line of theirs now.
      listChanged(tx, to, productMap.values());
    },

    /** The product page's « À acheter »: on the list once, however often it is pressed; answers the product. */
    async putProduct(householdId: number, userId: number, productId: number): Promise<Product> {
      await transaction((tx) => addLine(tx, householdId, userId, { productId, quantity: 1 }, true));
      return products.get(householdId, productId);
    },

    /** Takes the product off the list (its unchecked lines); what was bought stays in the basket. */
    async takeProductOff(householdId: number, productId: number): Promise<Product> {
      await transaction(async (tx) => {
        if (!(await products.lock(tx, householdId, productId))) throw productNotFound();
        await repository.deleteUncheckedLinesOf(tx.db, householdId, productId);
        listChanged(tx, householdId, [productId]);
      });
      return products.get(householdId, productId);
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
