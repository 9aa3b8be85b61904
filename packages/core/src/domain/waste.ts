// The Bilan's rules (docs/decisions/0044): said once, used by the server's answer and the screen's totals.

/** Below this many units eaten or thrown away, a percentage says more about chance than about habits. */
export const WASTE_RATE_MIN_UNITS = 5;

/** The Bilan's span: six months unless asked otherwise, five years at most (the bench's history). */
export const STATS_DEFAULT_MONTHS = 6;
export const STATS_MAX_MONTHS = 60;

/** How many products « Les plus jetés » lists. */
export const MOST_DISCARDED_LIMIT = 5;

/**
 * The share of units thrown away among those that left the cupboard (eaten, cooked included, or
 * thrown): discarded / (eaten + discarded). Null under `WASTE_RATE_MIN_UNITS` units.
 */
export function wasteRate(eaten: number, discarded: number): number | null {
  const total = eaten + discarded;
  return total < WASTE_RATE_MIN_UNITS ? null : discarded / total;
}

/**
 * The French household reference: ADEME, « Pertes et gaspillages alimentaires : l’état des lieux et leur
 * gestion par étapes de la chaîne alimentaire » (May 2016): about 29 kg of food wasted at home per
 * person and per year (« environ 30 kg »). Leftovers included, which Glouton does not see.
 */
export const ADEME_HOME_WASTE = { kgPerPersonPerYear: 29, year: 2016 } as const;
