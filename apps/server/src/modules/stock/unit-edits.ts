import type { StockChangeResponse } from '@glouton/core/schemas';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import type { PlaceRows } from '../households/index.js';
import type { ProductRows } from '../products/index.js';
import { type EventRow, stockRepository as repository } from './stock.repository.js';
import { stockChanged as changed } from './stock-changes.js';

type Deps = {
  transaction: RunInTransaction;
  products: Pick<ProductRows, 'lock'>;
  places: PlaceRows;
  answer: (householdId: number, productId: number, events: EventRow[]) => Promise<StockChangeResponse>;
};

const useFreeze = (frozen: boolean) =>
  new AppError(
    'use-freeze',
    409,
    frozen
      ? 'Ce produit est congelé : «\u00a0Décongeler\u00a0» le sort du congélateur avec sa nouvelle date.'
      : 'Pour le mettre au congélateur, utilisez «\u00a0Congeler\u00a0» : sa date devient celle du congélateur.',
  );

/** A unit corrected where it is: its date, its place, its price. */
export function createUnitEdits({ transaction, products, places, answer }: Deps) {
  return {
    /**
     * Dates a unit, or takes its date away (a unit ticked in the shop gets its date at home), moves it
     * to another of the household's places, or prices it (decision 0070). Not an event: the unit
     * neither came nor went, and the undo is the same call with the previous date, place or price.
     * Into or out of a freezer is a freeze or a thaw, which change its date too: 409 `use-freeze`. A
     * price also goes on the unit's `added` event: the purchase its product's prices and the month's
     * spend read.
     */
    async setExpiry(
      householdId: number,
      productId: number,
      itemId: number,
      body: {
        expiresOn?: string | null | undefined;
        placeId?: number | undefined;
        priceCents?: number | null | undefined;
      },
    ) {
      const found = await transaction(async (tx) => {
        if (!(await products.lock(tx, householdId, productId))) return false;
        const unit = await repository.findUnit(tx.db, productId, itemId);
        if (!unit) return false;
        if (body.placeId !== undefined) {
          const place = await places.find(tx, householdId, body.placeId);
          const frozen = unit.frozen_on !== null && unit.thawed_on === null;
          if ((place.kind === 'freezer') !== frozen) throw useFreeze(frozen);
        }
        if (!(await repository.updateUnit(tx.db, { productId, itemId, ...body }))) return false;
        const { priceCents } = body;
        if (priceCents !== undefined) await repository.priceArrival(tx.db, { productId, itemId, priceCents });
        changed(tx, householdId, [productId]);
        return true;
      });
      if (!found) throw notFound("Cette unité n'est plus dans le placard.");
      return answer(householdId, productId, []);
    },
  };
}
