import { weekdayName } from '@glouton/core/dates';
import type { PlanMeal } from '@glouton/core/schemas';
import { createStockPool, type PoolUnit, type StockPool } from './stock-pool.js';

// « Proposer ma semaine » (decision 0047), as a pure function of the household's data: the same data
// give the same week.

export type Candidate = { id: number; name: string; productIds: number[] };

/** A slot of the week in date order: already holding a recipe (it claims its units first), or to fill. */
export type WeekSlot = { date: string; meal: PlanMeal; recipeId: number | null; fill: boolean };

export type Proposal = { date: string; meal: PlanMeal; recipeId: number; reason: string };

type Score = {
  candidate: Candidate;
  units: PoolUnit[];
  soon: PoolUnit[];
  soonDlc: number;
  earliest: string;
  missing: number;
};

const MEAL_ORDER: Record<PlanMeal, number> = { lunch: 0, dinner: 1 };
const byTime = (a: WeekSlot, b: WeekSlot) => a.date.localeCompare(b.date) || MEAL_ORDER[a.meal] - MEAL_ORDER[b.meal];

function scoreOf(candidate: Candidate, pool: StockPool, date: string, soonUntil: string): Score {
  const units: PoolUnit[] = [];
  for (const productId of candidate.productIds) units.push(...pool.free(productId, date));
  const soon = units.filter((unit) => unit.expiresOn !== null && unit.expiresOn <= soonUntil);
  return {
    candidate,
    units,
    soon,
    soonDlc: soon.filter((unit) => unit.dateKind === 'dlc').length,
    earliest: soon.reduce(
      (first, unit) => ((unit.expiresOn as string) < first ? (unit.expiresOn as string) : first),
      '9999',
    ),
    missing: candidate.productIds.length - units.length,
  };
}

/** Cookable without shopping: it links products and every one has a unit left. */
const cookable = (score: Score) => score.candidate.productIds.length > 0 && score.missing === 0;

/**
 * Most soon-expiring units used first; among equals, more of them DLC (a safety limit), the earliest
 * date; then cookable without shopping, fewer products missing; then by name and id (deterministic).
 */
function better(a: Score, b: Score): number {
  return (
    b.soon.length - a.soon.length ||
    b.soonDlc - a.soonDlc ||
    a.earliest.localeCompare(b.earliest) ||
    Number(cookable(b)) - Number(cookable(a)) ||
    a.missing - b.missing ||
    a.candidate.name.localeCompare(b.candidate.name, 'fr') ||
    a.candidate.id - b.candidate.id
  );
}

const plural = (count: number, word: string) => `${count}\u00a0${word}${count > 1 ? 's' : ''}`;

/** « utilise 3 produits qui expirent d’ici jeudi », « tout est dans le placard », « il manque 2 produits ». */
function reasonOf(score: Score, weekStart: string): string {
  if (score.soon.length > 0) {
    const last = score.soon.reduce(
      (latest, unit) => ((unit.expiresOn as string) > latest ? (unit.expiresOn as string) : latest),
      '',
    );
    const verb = score.soon.length > 1 ? 'expirent' : 'expire';
    const when = last < weekStart ? 'déjà à consommer' : `qui ${verb} d’ici ${weekdayName(last)}`;
    const what = `utilise ${plural(score.soon.length, 'produit')} ${when}`;
    return cookable(score) ? `${what}, sans courses` : what;
  }
  if (cookable(score)) return 'tout est dans le placard';
  if (score.candidate.productIds.length === 0) return 'ingrédients à vérifier (aucun lié au placard)';
  return `il manque ${plural(score.missing, 'produit')}`;
}

/**
 * Fills the slots marked `fill`, in date order: each takes the best recipe (see `better`) not yet
 * planned this week, counting only the units earlier meals have not claimed; it then claims its own.
 * A unit is « soon » when it expires by the week's Sunday (decision 0047). Fewer recipes than slots:
 * the last slots stay empty.
 */
export function proposeWeek(input: {
  weekDays: readonly string[];
  slots: readonly WeekSlot[];
  candidates: readonly Candidate[];
  units: readonly PoolUnit[];
  /** Recipes in the week already (cooked or not): never proposed again. */
  planned: readonly number[];
}): Proposal[] {
  const pool = createStockPool(input.units);
  const weekStart = input.weekDays[0] as string;
  const soonUntil = input.weekDays[input.weekDays.length - 1] as string;
  const byId = new Map(input.candidates.map((candidate) => [candidate.id, candidate]));
  const planned = new Set(input.planned);
  const proposals: Proposal[] = [];
  for (const slot of [...input.slots].sort(byTime)) {
    if (!slot.fill) {
      const recipe = slot.recipeId === null ? undefined : byId.get(slot.recipeId);
      if (recipe) pool.claim(scoreOf(recipe, pool, slot.date, soonUntil).units);
      continue;
    }
    let best: Score | null = null;
    for (const candidate of input.candidates) {
      if (planned.has(candidate.id)) continue;
      const score = scoreOf(candidate, pool, slot.date, soonUntil);
      if (best === null || better(score, best) < 0) best = score;
    }
    if (best === null) continue;
    pool.claim(best.units);
    planned.add(best.candidate.id);
    proposals.push({
      date: slot.date,
      meal: slot.meal,
      recipeId: best.candidate.id,
      reason: reasonOf(best, weekStart),
    });
  }
  return proposals;
}
