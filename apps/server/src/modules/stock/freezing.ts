import { parisToday } from '@glouton/core/dates';
import { freezerDate, thawedDate, unitDateKind } from '@glouton/core/domain';
import type { StockChangeResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import type { PlaceRows } from '../households/index.js';
import type { ProductRows } from '../products/index.js';
import { type EventRow, stockRepository as repository } from './stock.repository.js';
import { stockChanged as changed } from './stock-changes.js';
import { withinStockQuotas } from './stock-quota.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  products: ProductRows;
  places: PlaceRows;
  answer: (householdId: number, productId: number, events: EventRow[]) => Promise<StockChangeResponse>;
};

const gone = () => notFound("Cette unité n'est plus dans le placard.");
const refused = (code: 'dlc-passed' | 'frozen' | 'thawed' | 'not-frozen', message: string) =>
  new AppError(code, 409, message);

/**
 * Freezing and thawing (decision 0062). A frozen unit's date is its category's freezer time from the
 * day it went in (core's `freezerDate`), its own kept as `originalExpiresOn`; thawed, it goes to the
 * first fridge with a DLC of the next day and can never be frozen again. Each writes an event (« Congelé
 * par Marie »), which the undo toast reverts.
 */
export function createFreezing({ transaction, clock, products, places, answer }: Deps) {
  return {
    async freeze(householdId: number, userId: number, productId: number, itemId: number, placeId?: number) {
      const event = await transaction(async (tx) => {
        const now = clock.now();
        const today = parisToday(now);
        const product = await products.lock(tx, householdId, productId);
        if (!product) throw gone();
        const unit = await repository.findUnit(tx.db, productId, itemId);
        if (!unit) throw gone();
        if (unit.thawed_on !== null) {
          throw refused('thawed', 'Décongelé : ne le recongelez pas. Mangez-le d’ici sa date.');
        }
        if (unit.frozen_on !== null) throw refused('frozen', 'Il est déjà au congélateur.');
        const kind = unitDateKind(product.date_kind, { frozenOn: null, thawedOn: null });
        if (kind === 'dlc' && unit.expires_on !== null && unit.expires_on < today) {
          throw refused(
            'dlc-passed',
            'Sa DLC est passée : il ne se congèle plus. Congelez avant la date limite de consommation.',
          );
        }
        const freezer =
          placeId === undefined
            ? await places.firstOfKind(tx, householdId, 'freezer')
            : await places.find(tx, householdId, placeId);
        if (freezer.kind !== 'freezer') {
          throw new AppError('invalid-input', 400, `«\u00a0${freezer.name}\u00a0» n’est pas un congélateur.`);
        }
        const written = await repository.changeFreezing(tx.db, {
          householdId,
          productId,
          kind: 'frozen',
          unit,
          to: {
            placeId: freezer.id,
            expiresOn: freezerDate(product.category_id, today),
            frozenOn: today,
            originalExpiresOn: unit.expires_on,
            thawedOn: null,
          },
          now: now.toISOString(),
          userId,
        });
        await withinStockQuotas(tx, householdId, { units: false, events: true });
        changed(tx, householdId, [productId]);
        return written;
      });
      return answer(householdId, productId, [event]);
    },

    async thaw(householdId: number, userId: number, productId: number, itemId: number) {
      const event = await transaction(async (tx) => {
        const now = clock.now();
        const today = parisToday(now);
        if (!(await products.lock(tx, householdId, productId))) throw gone();
        const unit = await repository.findUnit(tx.db, productId, itemId);
        if (!unit) throw gone();
        if (unit.frozen_on === null || unit.thawed_on !== null) {
          throw refused('not-frozen', 'Il n’est pas au congélateur.');
        }
        const fridge = await places.firstOfKind(tx, householdId, 'fridge');
        const written = await repository.changeFreezing(tx.db, {
          householdId,
          productId,
          kind: 'thawed',
          unit,
          to: {
            placeId: fridge.id,
            expiresOn: thawedDate(today),
            frozenOn: unit.frozen_on,
            originalExpiresOn: unit.original_expires_on,
            thawedOn: today,
          },
          now: now.toISOString(),
          userId,
        });
        await withinStockQuotas(tx, householdId, { units: false, events: true });
        changed(tx, householdId, [productId]);
        return written;
      });
      return answer(householdId, productId, [event]);
    },
  };
}
