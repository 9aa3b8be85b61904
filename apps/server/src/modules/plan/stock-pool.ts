/**
 * The cupboard as the week plan counts it (decision 0047): units claimed by the meals in date order,
 * each unit once across the week — two meals never both « use » the last yaourt.
 */

export type PoolUnit = { id: number; productId: number; expiresOn: string | null; dateKind: 'dlc' | 'ddm' };

/** Soonest first, undated last, then by id: the same order as « J'ai cuisiné » eats them. */
const soonestFirst = (a: PoolUnit, b: PoolUnit) =>
  a.expiresOn === b.expiresOn
    ? a.id - b.id
    : a.expiresOn === null
      ? 1
      : b.expiresOn === null
        ? -1
        : a.expiresOn.localeCompare(b.expiresOn);

/** A unit can be cooked on `date` unless its DLC (a safety limit) is past by then; a DDM past is fine. */
const goodOn = (unit: PoolUnit, date: string) =>
  unit.dateKind === 'ddm' || unit.expiresOn === null || unit.expiresOn >= date;

export function createStockPool(units: readonly PoolUnit[]) {
  const byProduct = new Map<number, PoolUnit[]>();
  for (const unit of [...units].sort(soonestFirst)) {
    const list = byProduct.get(unit.productId);
    if (list) list.push(unit);
    else byProduct.set(unit.productId, [unit]);
  }
  const claimed = new Set<number>();

  /** The `count` soonest units of the product still free and good on `date` (fewer when there are not enough). */
  function free(productId: number, date: string, count = 1): PoolUnit[] {
    const found: PoolUnit[] = [];
    for (const unit of byProduct.get(productId) ?? []) {
      if (found.length >= count) break;
      if (!claimed.has(unit.id) && goodOn(unit, date)) found.push(unit);
    }
    return found;
  }

  return {
    free,
    /** Claims the units for a meal: no later meal counts them again. */
    claim(units: readonly PoolUnit[]) {
      for (const unit of units) claimed.add(unit.id);
    },
  };
}

export type StockPool = ReturnType<typeof createStockPool>;
