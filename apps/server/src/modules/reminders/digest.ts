import { addDays } from '@glouton/core/dates';
import { DIGEST_KINDS, type DigestKind, digestKindOf, FREEZER_KEEPING, freezesWell } from '@glouton/core/domain';
import type { Digest, DigestUnit } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { digestRepository as repository } from './digest.repository.js';

/** Recipes proposed under a digest: « que cuisiner avec ». */
const RECIPES_IN_DIGEST = 3;

/**
 * A member's digest of `today` (decision 0041): their household's units in each section (core's
 * `digestKindOf`, the rule of the screens), grouped per product and date, then the recipes that use the
 * most of what can still be eaten (a DLC past is not cooked). `since` is the first passed date still
 * reported (`digestSince`): a date passed before an earlier digest is not repeated.
 */
export async function composeDigest(
  db: Db,
  input: { householdId: number; today: string; leadDays: number; since: string },
): Promise<Digest> {
  const { householdId, today, leadDays, since } = input;
  const rows = await repository.unitsBetween(db, householdId, since, addDays(today, leadDays));
  const sections = new Map<DigestKind, DigestUnit[]>();
  for (const row of rows) {
    const kind = digestKindOf(row.expiresOn, row.dateKind, today, leadDays, since);
    if (!kind) continue;
    sections.set(kind, [...(sections.get(kind) ?? []), row]);
  }
  const toFreeze = await unitsToFreeze(db, householdId, today);
  if (toFreeze.length > 0) sections.set('freeze', toFreeze);
  const edible = [...sections].filter(([kind]) => kind !== 'dlc-passed').flatMap(([, units]) => units);
  const productIds = [...new Set(edible.map((unit) => unit.productId))];
  return {
    date: today,
    sections: DIGEST_KINDS.flatMap((kind) => {
      const units = sections.get(kind);
      return units ? [{ kind, units }] : [];
    }),
    recipes: await repository.recipesUsing(db, householdId, productIds, RECIPES_IN_DIGEST),
  };
}

/** The categories offered « À congeler aujourd’hui ? » (core's `freezesWell`). */
const FREEZING_CATEGORIES = Object.keys(FREEZER_KEEPING)
  .map(Number)
  .filter((categoryId) => freezesWell(categoryId));

/** « À congeler aujourd’hui ? »: a DLC of today or tomorrow that freezes well, per product and date with its units. */
async function unitsToFreeze(db: Db, householdId: number, today: string): Promise<DigestUnit[]> {
  const rows = await repository.unitsToFreeze(db, householdId, {
    from: today,
    to: addDays(today, 1),
    categories: FREEZING_CATEGORIES,
  });
  const entries = new Map<string, DigestUnit & { itemIds: number[] }>();
  for (const row of rows) {
    const key = `${row.productId}|${row.expiresOn}`;
    const entry = entries.get(key) ?? {
      productId: row.productId,
      name: row.name,
      expiresOn: row.expiresOn as string,
      dateKind: 'dlc' as const,
      count: 0,
      itemIds: [],
    };
    entry.count += 1;
    entry.itemIds.push(row.itemId);
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/** How many entries a digest has: an empty one is never sent. */
export const digestSize = (digest: Digest) => digest.sections.reduce((sum, section) => sum + section.units.length, 0);
