import { daysBetween, formatShortDate, weekdayName } from '@glouton/core/dates';
import { planSoonUntil } from '@glouton/core/domain';
import type { PlanMeal } from '@glouton/core/schemas';
import { createStockPool, type PoolUnit, type StockPool } from './stock-pool.js';

// « Proposer ma semaine » (decision 0047), as a pure function of the household's data: the same data
// give the same week.

/**
 * A recipe to propose: the products its lines link, and how many foods it has « à vérifier » (free
 * text that is not a staple, decision 0057): never in the cupboard, so never « sans courses ».
 */
export type Candidate = { id: number; name: string; productIds: number[]; toCheck: number };

/** A slot of the week in date order: already holding a recipe (it claims its units first), or to fill. */
export type WeekSlot = { date: string; meal: PlanMeal; recipeId: number | null; fill: boolean };

/** A recipe proposed for a meal, or leftovers to finish there (`productId`, decision 0062). */
export type Proposal = {
  date: string;
  meal: PlanMeal;
  recipeId: number | null;
  productId: number | null;
  reason: string;
};

/** Leftovers in the fridge (a product « Restes — … »), soonest first. */
export type Leftover = { id: number; expiresOn: string | null };

/** Why leftovers are proposed at a meal. */
export const LEFTOVERS_REASON = 'restes à finir';

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

/** Cookable without shopping: it links products, every one has a unit left, and nothing is to check. */
const cookable = (score: Score) =>
  score.candidate.productIds.length > 0 && score.missing === 0 && score.candidate.toCheck === 0;

/** What the meal lacks: products with no unit left, and foods to check (never in the cupboard). */
const lacking = (score: Score) => score.missing + score.candidate.toCheck;

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
    lacking(a) - lacking(b) ||
    a.candidate.name.localeCompare(b.candidate.name, 'fr') ||
    a.candidate.id - b.candidate.id
  );
}

const plural = (count: number, word: string) => `${count}\u00a0${word}${count > 1 ? 's' : ''}`;

/** « jeudi » within the meal's week ahead, « le 03/12 » further (a lead time reaches two weeks). */
const dayWords = (date: string, from: string) =>
  daysBetween(from, date) < 7 ? weekdayName(date) : `le ${formatShortDate(date).slice(0, 5)}`;

/** « il manque 2 produits », « 3 ingrédients à vérifier », or both. */
function lackWords(score: Score): string {
  const parts = [];
  if (score.missing > 0) parts.push(`il manque ${plural(score.missing, 'produit')}`);
  if (score.candidate.toCheck > 0) parts.push(`${plural(score.candidate.toCheck, 'ingrédient')} à vérifier`);
  return parts.join(', ');
}

/**
 * « utilise 3 produits qui expirent d’ici jeudi », « tout est dans le placard », « il manque 2 produits »,
 * « 3 ingrédients à vérifier ».
 */
function reasonOf(score: Score, date: string): string {
  if (score.soon.length > 0) {
    const last = score.soon.reduce(
      (latest, unit) => ((unit.expiresOn as string) > latest ? (unit.expiresOn as string) : latest),
      '',
    );
    const verb = score.soon.length > 1 ? 'expirent' : 'expire';
    const when = last < date ? 'déjà à consommer' : `qui ${verb} d’ici ${dayWords(last, date)}`;
    const what = `utilise ${plural(score.soon.length, 'produit')} ${when}`;
    if (cookable(score)) return `${what}, sans courses`;
    return score.candidate.toCheck > 0 ? `${what}, ${lackWords(score)}` : what;
  }
  if (cookable(score)) return 'tout est dans le placard';
  if (score.candidate.productIds.length === 0) {
    return score.candidate.toCheck > 0
      ? `${plural(score.candidate.toCheck, 'ingrédient')} à vérifier (aucun lié au placard)`
      : 'ingrédients à vérifier (aucun lié au placard)';
  }
  return lackWords(score);
}

/**
 * Fills the slots marked `fill`, in date order: each takes the best recipe (see `better`) not yet
 * planned this week, counting only the units earlier meals have not claimed; it then claims its own.
 * A unit is « soon » for a meal when it expires within the household's lead time after the meal's day
 * (at least 3 days, decision 0057): Saturday's dinner rescues what expires on Monday. Fewer recipes
 * than slots: the last slots stay empty.
 */
export function proposeWeek(input: {
  slots: readonly WeekSlot[];
  candidates: readonly Candidate[];
  units: readonly PoolUnit[];
  /** Recipes in the week already (cooked or not): never proposed again. */
  planned: readonly number[];
  /** The household's lead time: its members' longest « combien de jours avant ». */
  leadDays: number;
  /** Leftovers to finish, soonest first; those already in the week's slots are left out by the caller. */
  leftovers?: readonly Leftover[];
}): Proposal[] {
  const pool = createStockPool(input.units);
  const byId = new Map(input.candidates.map((candidate) => [candidate.id, candidate]));
  const planned = new Set(input.planned);
  const leftovers = [...(input.leftovers ?? [])];
  const proposals: Proposal[] = [];
  for (const slot of [...input.slots].sort(byTime)) {
    const soonUntil = planSoonUntil(slot.date, input.leadDays);
    // Leftovers first (decision 0062): the first meals to fill finish them, each dish at one meal, while
    // it is still good on that day.
    const leftover = slot.fill
      ? leftovers.findIndex((dish) => dish.expiresOn === null || dish.expiresOn >= slot.date)
      : -1;
    if (leftover >= 0) {
      const [dish] = leftovers.splice(leftover, 1) as [Leftover];
      proposals.push({
        date: slot.date,
        meal: slot.meal,
        recipeId: null,
        productId: dish.id,
        reason: LEFTOVERS_REASON,
      });
      continue;
    }
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
      productId: null,
      reason: reasonOf(best, slot.date),
    });
  }
  return proposals;
}
