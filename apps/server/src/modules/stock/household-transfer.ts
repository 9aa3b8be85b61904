import { defaultPlaceKind } from '@glouton/core/domain';
import type { TransferStockEvent, TransferUnit } from '@glouton/core/schemas';
import type { Tx } from '../../db/transaction.js';
import type { PlaceRows } from '../households/index.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { stockTransferRepository as repository } from './household-transfer.repository.js';
import { stockChanged as changed, inLockOrder } from './stock-changes.js';
import { withinStockQuotas } from './stock-quota.js';

/** One product's cupboard and history in an imported document, the product already written here. */
export type ImportedHistory = { productId: number; units: TransferUnit[]; events: TransferStockEvent[] };

/**
 * The stock's part of the household-wide writes, each in the caller's transaction: a join's adoption
 * and an import's histories (the export reads the tables with the others', in the transfer module).
 */
export function createStockTransfer({ products, places }: { products: Pick<ProductRows, 'lock'>; places: PlaceRows }) {
  return {
    /**
     * A person joining another household brings their cupboard (decision 0032): every unit and event of
     * `from` moves to `to`, those of a merged product (`productMap`) to the product it merged into,
     * whose summary follows; each unit to the place of `to` its place became (`placeMap`, the places'
     * own adoption). Runs after the products and places moved (households service).
     */
    async adoptHousehold(
      tx: Tx,
      input: { from: number; to: number; productMap: Map<number, number>; placeMap: Map<number, number> },
    ) {
      const { from, to, productMap, placeMap } = input;
      const touched = await repository.productsWithStock(tx.db, from);
      if (touched.length === 0) return;
      for (const [fromId, toId] of productMap) await repository.repoint(tx.db, from, fromId, toId);
      for (const [fromId, toId] of placeMap) await repository.movePlace(tx.db, from, fromId, toId);
      await repository.moveHousehold(tx.db, from, to);
      await withinStockQuotas(tx, to, { units: true, events: true });
      const survivors = inLockOrder(
        touched.flatMap((id) => (productMap.has(id) ? [productMap.get(id) as number] : [])),
      );
      for (const productId of survivors) await products.lock(tx, to, productId);
      const moved = touched.filter((id) => !productMap.has(id));
      // Those merged into gained units; the moved ones kept theirs but are named too, so the recipes
      // using them are counted again in the target household.
      changed(tx, to, [...moved, ...survivors]);
    },

    /**
     * Products' cupboards and histories as an import brings them (docs/decisions/0034), added to what
     * each product already has: units with their dates, events with theirs, attributed to `userId`
     * (the file's names are another household's people). An event's `unit` is one of the product's
     * `units` (by its `ref`) or a unit gone from the cupboard, which gets an id of its own. Written in
     * a few statements for all the products, whatever their number. Answers how many units came in.
     */
    async importHistory(
      tx: Tx,
      input: { householdId: number; products: ImportedHistory[]; userId: number },
    ): Promise<number> {
      const { householdId, userId } = input;
      const histories = input.products.filter((product) => product.units.length + product.events.length > 0);
      const productIds = inLockOrder(histories.map((history) => history.productId));
      // Each unit in its category's place (the document says nothing of places before version 6).
      const placeOf = new Map<number, number>();
      for (const productId of productIds) {
        const product = await products.lock(tx, householdId, productId);
        if (!product) throw productNotFound();
        placeOf.set(productId, (await places.firstOfKind(tx, householdId, defaultPlaceKind(product.category_id))).id);
      }
      // A unit the document places (version 5) goes to the household's place of that name, made when
      // missing; a frozen one stays in a freezer.
      const units = [];
      for (const history of histories) {
        for (const unit of history.units) {
          const frozen = unit.frozenOn !== null && unit.thawedOn === null;
          const named = unit.place ? await places.named(tx, householdId, unit.place) : undefined;
          const placeId =
            named && (named.kind === 'freezer') === frozen
              ? named.id
              : frozen
                ? (await places.firstOfKind(tx, householdId, 'freezer')).id
                : (placeOf.get(history.productId) as number);
          units.push({ ...unit, productId: history.productId, placeId });
        }
      }
      const unitIds = await repository.insertImportedUnits(tx.db, householdId, units);
      const idOf = new Map(units.map((unit, index) => [`${unit.productId}:${unit.ref}`, unitIds[index] as number]));
      const gone = [
        ...new Set(histories.flatMap((history) => history.events.map((event) => `${history.productId}:${event.unit}`))),
      ].filter((key) => !idOf.has(key));
      const goneIds = await repository.allocateUnitIds(
        tx.db,
        householdId,
        gone.map((key) => Number(key.split(':')[0])),
        (await places.firstOfKind(tx, householdId, 'pantry')).id,
      );
      for (const [index, key] of gone.entries()) idOf.set(key, goneIds[index] as number);
      await repository.insertImportedEvents(
        tx.db,
        histories.flatMap((history) =>
          history.events.map((event) => ({
            household_id: householdId,
            product_id: history.productId,
            kind: event.kind,
            stock_item_id: idOf.get(`${history.productId}:${event.unit}`) as number,
            expires_on: event.expiresOn,
            item_added_at: event.unitAddedAt,
            at: event.at,
            undone_at: event.undoneAt,
            done_by: userId,
            opened_on: event.openedOn,
            sealed_expires_on: event.sealedExpiresOn,
            frozen_on: event.frozenOn,
            original_expires_on: event.originalExpiresOn,
            thawed_on: event.thawedOn,
            previous_expires_on: event.previousExpiresOn,
            price_cents: event.priceCents,
          })),
        ),
      );
      await withinStockQuotas(tx, householdId, { units: true, events: true });
      if (productIds.length > 0) changed(tx, householdId, productIds);
      return units.length;
    },
  };
}
