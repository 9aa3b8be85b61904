import { MOST_DISCARDED_LIMIT } from '@glouton/core/domain';
import type { OffSnapshot, Stats, StatsCategory, StatsEstimates } from '@glouton/core/schemas';
import type { ProductCounts } from './stats.repository.js';

// The Bilan's figures drawn from the per-product counts (decision 0044): pure functions, no SQL.

/** Weight (kg) and CO₂ per kg of a product, from its snapshot; null where Open Food Facts had none. */
function footprintOf(snapshot: string | null): { kg: number | null; co2PerKg: number | null } {
  if (!snapshot) return { kg: null, co2PerKg: null };
  const off = JSON.parse(snapshot) as OffSnapshot;
  const kg = typeof off.weightGrams === 'number' && off.weightGrams > 0 ? off.weightGrams / 1000 : null;
  return { kg, co2PerKg: typeof off.co2PerKg === 'number' ? off.co2PerKg : null };
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** Kilograms and kg CO₂e over the units whose product says its weight (and its CO₂), never extrapolated. */
export function estimatesOf(products: ProductCounts[]): StatsEstimates {
  const sums = { discardedKg: 0, savedKg: 0, discardedCo2Kg: 0, savedCo2Kg: 0 };
  let unitsWithWeight = 0;
  let unitsWithCo2 = 0;
  let unitsTotal = 0;
  for (const product of products) {
    const units = product.eaten + product.discarded;
    unitsTotal += units;
    const { kg, co2PerKg } = footprintOf(product.offSnapshot);
    if (kg === null) continue;
    unitsWithWeight += units;
    sums.discardedKg += product.discarded * kg;
    sums.savedKg += product.eaten * kg;
    if (co2PerKg === null) continue;
    unitsWithCo2 += units;
    sums.discardedCo2Kg += product.discarded * kg * co2PerKg;
    sums.savedCo2Kg += product.eaten * kg * co2PerKg;
  }
  return {
    discardedKg: rounded(sums.discardedKg),
    savedKg: rounded(sums.savedKg),
    discardedCo2Kg: rounded(sums.discardedCo2Kg),
    savedCo2Kg: rounded(sums.savedCo2Kg),
    unitsWithWeight,
    unitsWithCo2,
    unitsTotal,
  };
}

/** Units per category, most first; deleted products (category unknown) last. */
export function categoriesOf(products: ProductCounts[]): StatsCategory[] {
  const byCategory = new Map<number | null, StatsCategory>();
  for (const { categoryId, eaten, discarded } of products) {
    const entry = byCategory.get(categoryId) ?? { categoryId, eaten: 0, discarded: 0 };
    entry.eaten += eaten;
    entry.discarded += discarded;
    byCategory.set(categoryId, entry);
  }
  const units = (entry: StatsCategory) => entry.eaten + entry.discarded;
  return [...byCategory.values()].sort(
    (a, b) =>
      Number(a.categoryId === null) - Number(b.categoryId === null) ||
      units(b) - units(a) ||
      (a.categoryId ?? 0) - (b.categoryId ?? 0),
  );
}

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

export function mostDiscardedOf(products: ProductCounts[]): Stats['mostDiscarded'] {
  return products
    .filter((product): product is ProductCounts & { name: string } => product.name !== null && product.discarded > 0)
    .sort((a, b) => b.discarded - a.discarded || byName.compare(a.name, b.name) || a.productId - b.productId)
    .slice(0, MOST_DISCARDED_LIMIT)
    .map(({ productId, name, discarded }) => ({ productId, name, discarded }));
}
