// Limits shared by validation (core schemas), the server's rules and the web's forms: each is said once.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** A shopping-list line's quantity; adding a product already on the list raises it up to this cap. */
export const LIST_QUANTITY_MIN = 1;
export const LIST_QUANTITY_MAX = 99;

/**
 * The years of every date a person gives (a unit's expiry or opening, a planned meal, an import's dates
 * and instants): wide enough for any real pack, and years the web shows as they are. Before it, the API
 * took any four-digit year, and `0999-06-15` broke home, the product pages and the CSV (issue 26).
 */
export const DATE_YEARS = { first: 1990, last: 2150 } as const;

/** « une année de 1990 à 2150 »: how a refusal says the window. */
export const DATE_YEARS_TEXT = `une année de ${DATE_YEARS.first} à ${DATE_YEARS.last}`;

/**
 * Whether a date (`YYYY-MM-DD`) or an instant (ISO 8601) falls in `DATE_YEARS`. Read from its first
 * four characters: anything that is not such a text is another check's business and passes here.
 */
export function withinDateYears(value: string): boolean {
  if (!/^\d{4}-/.test(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
}

/** A week plan's note instead of a recipe (« restes », « resto »). */
export const PLAN_NOTE_MAX = 100;

/** The recipe's size limits, shared by validation and the importer (a draft must save as it is). */
export const RECIPE_LIMITS = {
  name: 255,
  description: 5000,
  step: 2000,
  steps: 100,
  label: 255,
  quantity: 64,
  /** An ingredient group's heading (« Pour la pâte ») or a step section's name (« Montage »). */
  heading: 100,
  ingredients: 100,
  servings: 100,
  /** A week, in minutes. */
  durationMinutes: 10_080,
  /** All of a recipe's text together (description, steps, ingredient lines): a long recipe is 10 000. */
  text: 30_000,
} as const;

/**
 * The text a recipe body carries, as counted against `RECIPE_LIMITS.text`. A group heading counts once
 * where it shows, above the first line of its run, not once per line under it.
 */
export function recipeTextLength(body: {
  description?: string | null | undefined;
  steps?: readonly string[] | undefined;
  sections?: readonly { name: string }[] | undefined;
  ingredients?:
    | readonly { label: string; quantity?: string | null | undefined; group?: string | null | undefined }[]
    | undefined;
}): number {
  let ingredients = 0;
  let group: string | null = null;
  for (const line of body.ingredients ?? []) {
    ingredients += line.label.length + (line.quantity?.length ?? 0);
    const heading = line.group || null;
    if (heading !== null && heading !== group) ingredients += heading.length;
    group = heading;
  }
  const sum = (texts: readonly string[]) => texts.reduce((total, text) => total + text.length, 0);
  return (
    (body.description?.length ?? 0) +
    sum(body.steps ?? []) +
    sum((body.sections ?? []).map((section) => section.name)) +
    ingredients
  );
}

/**
 * What one household may hold: far more than any family needs, and a disk that one account cannot
 * fill alone (each count is checked before a create).
 */
export const HOUSEHOLD_QUOTAS = {
  products: 20_000,
  recipes: 1_000,
  /** Lines on the shopping list, bought ones (the basket) included. */
  listLines: 1_000,
  /** Units in the cupboard at once: a large family's holds a few hundred. */
  units: 20_000,
  /**
   * The cupboard's history (units added, eaten, thrown away, opened): a family doing its shopping every
   * week writes about 3 000 a year, so some sixty years.
   */
  stockEvents: 200_000,
  /** Till receipts read (decision 0069): a weekly trip and a few more, for some fifty years. */
  receipts: 5_000,
} as const;
