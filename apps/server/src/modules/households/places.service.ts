import type { PlaceKind } from '@glouton/core/domain';
import type { CreatePlaceBody, Place, UpdatePlaceBody } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError, notFound, quotaExceeded } from '../../errors.js';
import { type PlaceRow, placesRepository as repository } from './places.repository.js';

/** A household's places, built-in ones included: enough for a house with a cellar and two freezers. */
export const MAX_PLACES = 30;

const placeNotFound = () => notFound('Endroit introuvable.');
const nameTaken = (name: string) =>
  new AppError('place-name-taken', 409, `Votre foyer a déjà un endroit «\u00a0${name}\u00a0».`);
const builtIn = () =>
  new AppError('place-built-in', 409, 'Le frigo, le congélateur et le placard du foyer restent : renommez-les plutôt.');

export const toPlace = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  builtIn: row.built_in === 1,
});

/** What the stock asks of the places, in its own transactions: where a new unit goes, whether a place is the household's. */
export function createPlaceRows() {
  return {
    /** The household's first place of this kind (its built-in one). */
    async firstOfKind(tx: Tx, householdId: number, kind: PlaceKind): Promise<Place> {
      const row = await repository.firstOfKind(tx.db, householdId, kind);
      if (!row) throw new Error(`Household ${householdId} has no ${kind}`);
      return toPlace(row);
    },
    /** The household's place of this id; 404 when it is another household's or none. */
    async find(tx: Tx, householdId: number, id: number): Promise<Place> {
      const row = await repository.find(tx.db, householdId, id);
      if (!row) throw placeNotFound();
      return toPlace(row);
    },
    /**
     * An import's place (decision 0062): the household's of that name, else a new own place of that name
     * and kind — undefined once the household has `MAX_PLACES` (the unit then goes to its category's).
     * Its creation instant is the server's own: a place's is never shown.
     */
    async named(tx: Tx, householdId: number, place: { name: string; kind: PlaceKind }): Promise<Place | undefined> {
      const same = await repository.findByName(tx.db, householdId, place.name);
      if (same) return toPlace(same);
      if ((await repository.countOf(tx.db, householdId)) >= MAX_PLACES) return undefined;
      const created = await repository.insert(tx.db, householdId, { ...place, now: new Date().toISOString() });
      return toPlace(created);
    },

    /** The place if it is still the household's (an undone « mangé » whose place was deleted since goes elsewhere). */
    async findIfAny(tx: Tx, householdId: number, id: number | null): Promise<Place | undefined> {
      const row = id === null ? undefined : await repository.find(tx.db, householdId, id);
      return row && toPlace(row);
    },
  };
}

export type PlaceRows = ReturnType<typeof createPlaceRows>;

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  /** How many units are in a place (the stock's count): one holding units is not deleted. */
  unitsAt: (db: Db, placeId: number) => Promise<number>;
};

/** The household's places (decision 0062): listed, added, renamed, deleted when empty. */
export function createPlacesService({ db, transaction, clock, unitsAt }: Deps) {
  /** A name already used answers 409, checked in the transaction and again by the unique index. */
  async function naming<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    list: async (householdId: number): Promise<Place[]> => (await repository.listOf(db, householdId)).map(toPlace),

    create: (householdId: number, body: CreatePlaceBody & { kind: PlaceKind }): Promise<Place> =>
      naming(body.name, () =>
        transaction(async (tx) => {
          if ((await repository.countOf(tx.db, householdId)) >= MAX_PLACES) throw quotaExceeded('endroits', MAX_PLACES);
          if (await repository.findByName(tx.db, householdId, body.name)) throw nameTaken(body.name);
          const now = clock.now().toISOString();
          return toPlace(await repository.insert(tx.db, householdId, { name: body.name, kind: body.kind, now }));
        }),
      ),

    update: (householdId: number, id: number, body: UpdatePlaceBody): Promise<Place> =>
      naming(body.name, () =>
        transaction(async (tx) => {
          const place = await repository.find(tx.db, householdId, id);
          if (!place) throw placeNotFound();
          if (place.built_in === 1 && body.kind !== undefined && body.kind !== place.kind) throw builtIn();
          // Frozen units stay in freezers, others out of them: a place with units keeps its kind's side.
          if (body.kind !== undefined && (body.kind === 'freezer') !== (place.kind === 'freezer')) {
            if ((await unitsAt(tx.db, id)) > 0) {
              throw new AppError(
                'place-in-use',
                409,
                'Cet endroit contient des produits : videz-le avant d’en faire un congélateur (ou le contraire).',
              );
            }
          }
          const other =
            body.name === undefined ? undefined : await repository.findByName(tx.db, householdId, body.name);
          if (body.name !== undefined && other && other.id !== id) throw nameTaken(body.name);
          const changes = {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.kind !== undefined && { kind: body.kind }),
          };
          return toPlace((await repository.update(tx.db, householdId, id, changes)) as PlaceRow);
        }),
      ),

    async remove(householdId: number, id: number): Promise<void> {
      await transaction(async (tx) => {
        const place = await repository.find(tx.db, householdId, id);
        if (!place) throw placeNotFound();
        if (place.built_in === 1) throw builtIn();
        const units = await unitsAt(tx.db, id);
        if (units > 0) {
          const what = units === 1 ? '1 produit' : `${units} produits`;
          throw new AppError(
            'place-in-use',
            409,
            `«\u00a0${place.name}\u00a0» contient encore ${what} : déplacez-les ou mangez-les avant de supprimer cet endroit.`,
          );
        }
        await repository.delete(tx.db, householdId, id);
      });
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
