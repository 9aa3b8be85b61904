/**
 * The cupboard as the week plan counts it (decision 0047): units claimed by the meals in date order,
 * each unit once across the week — two meals never both « use » the last yaourt. The shopping takes
 * shares of packages instead: what Monday's 200 g left in the 1 kg bag of flour serves Thursday.
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

/** Shares below this are rounding, not food. */
const EPSILON = 1e-9;

export function createStockPool(units: readonly PoolUnit[]) {
  const byProduct = new Map<number, PoolUnit[]>();
  for (const unit of [...units].sort(soonestFirst)) {
    const list = byProduct.get(unit.productId);
    if (list) list.push(unit);
    else byProduct.set(unit.productId, [unit]);
  }
  /** The share of its package each unit still holds: 1 untouched (as an opened one is counted), 0 claimed. */
  const left = new Map<number, number>();
  const leftIn = (unit: PoolUnit) => left.get(unit.id) ?? 1;

  /** The `count` soonest units of the product untouched by a claim and good on `date` (fewer when there are not enough). */
  function free(productId: number, date: string, count = 1): PoolUnit[] {
    const found: PoolUnit[] = [];
    for (const unit of byProduct.get(productId) ?? []) {
      if (found.length >= count) break;
      if (leftIn(unit) > EPSILON && goodOn(unit, date)) found.push(unit);
    }
    return found;
  }

  return {
    free,
    /** Claims the units for a meal: no later meal counts them again. */
    claim(units: readonly PoolUnit[]) {
      for (const unit of units) left.set(unit.id, 0);
    },
    /**
     * Takes `packages` (a share: 0.2 of a bag, 1.5 boxes) of the product for a meal on `date`, soonest
     * units first, a package already begun before a new one; answers the packages the cupboard lacks.
     */
    take(productId: number, date: string, packages: number): number {
      let wanted = packages;
      for (const unit of byProduct.get(productId) ?? []) {
        if (wanted <= EPSILON) break;
        const held = leftIn(unit);
        if (held <= EPSILON || !goodOn(unit, date)) continue;
        const used = Math.min(held, wanted);
        left.set(unit.id, held - used);
        wanted -= used;
      }
      return wanted > EPSILON ? wanted : 0;
    },
  };
}

export type StockPool = ReturnType<typeof createStockPool>;
