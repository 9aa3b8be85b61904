import { RECIPE_LIMITS as LIMITS, recipeTextLength } from '@glouton/core/domain';
import { httpUrlSchema } from '@glouton/core/schemas';
import { clamp, cleanLines, cleanText, cutRaw } from './clean-text.js';
import { isoDurationMinutes } from './iso-duration.js';

// A schema.org Recipe (from JSON-LD, or microdata read into the same shape) → the draft's fields.
// Every field is untrusted and may be missing, mistyped, a list or an object: read defensively.

// Clamped to the recipe schema's limits (LIMITS): a draft the form can save as it is. Each raw text is
// first cut to a few times its limit (cutRaw), so a field of megabytes costs what a long real one costs.
const MAX_DEPTH = 6;
/** The servings number comes first ("4 personnes"): no need to read a yield further than this. */
const YIELD_TEXT = 1000;
/** A list of steps or ingredient lines written as one text: what all of them may hold together. */
const ALL_STEPS = LIMITS.steps * LIMITS.step;
const ALL_INGREDIENTS = LIMITS.ingredients * LIMITS.label;

export type SchemaObject = Record<string, unknown>;

export type ParsedRecipe = {
  name: string;
  description: string | null;
  servings: number | null;
  durationMinutes: number | null;
  steps: string[];
  imageUrl: string | null;
  /** Lines as written ("200 g de farine"). */
  ingredients: string[];
};

export const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts a property holds: a string, a number, `{ "@value": … }`, or a list of those. */
function texts(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value) && depth < MAX_DEPTH) return value.flatMap((entry) => texts(entry, depth + 1));
  if (isObject(value) && '@value' in value) return texts(value['@value'], depth + 1);
  return [];
}

/** The first text that is not empty once cleaned, read from at most a few times `limit`. */
function firstText(value: unknown, limit: number): string {
  for (const text of texts(value)) {
    const clean = cleanText(cutRaw(text, limit));
    if (clean !== '') return clean;
  }
  return '';
}

/** "4 personnes", 4, ["4", "4 parts"], "4-6" → 4; nothing between 1 and 100 → null. */
export function servingsFrom(value: unknown): number | null {
  for (const text of texts(value)) {
    for (const match of text.slice(0, YIELD_TEXT).matchAll(/\d+/g)) {
      const count = Number(match[0]);
      if (count >= 1 && count <= LIMITS.servings) return count;
    }
  }
  return null;
}

/** totalTime, else prepTime + cookTime (either alone is fine); null when none is a readable duration. */
export function durationFrom(recipe: SchemaObject): number | null {
  const minutes = (key: string) => isoDurationMinutes(texts(recipe[key])[0]);
  const total = minutes('totalTime');
  const prep = minutes('prepTime');
  const cook = minutes('cookTime');
  const value = total ?? (prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0));
  return value !== null && value <= LIMITS.durationMinutes ? value : null;
}

/** string | string[] | ImageObject { url } | a list of those → the first http(s) address, made absolute. */
export function imageFrom(value: unknown, base: URL, depth = 0): string | null {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const url = imageFrom(entry, base, depth + 1);
      if (url) return url;
    }
    return null;
  }
  if (isObject(value)) return imageFrom(value.url ?? value.contentUrl, base, depth + 1);
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const { href } = new URL(value.trim(), base);
    // The same rule as the recipe's imageUrl (http/https, length): the draft saves as it is.
    return httpUrlSchema.safeParse(href).success ? href : null;
  } catch {
    return null;
  }
}

/**
 * recipeInstructions: one string (split on line breaks), a list of strings, HowToStep { text | name },
 * HowToSection / ItemList { itemListElement } (flattened, section names dropped: the steps carry the text).
 */
export function stepsFrom(value: unknown): string[] {
  const steps: string[] = [];
  collectSteps(value, 0, steps);
  return steps.slice(0, LIMITS.steps);
}

/** Stops once the draft has all the steps it can hold: a list of a million steps is not read to its end. */
function collectSteps(value: unknown, depth: number, steps: string[]): void {
  if (depth > MAX_DEPTH || steps.length >= LIMITS.steps) return;
  if (typeof value === 'string') {
    steps.push(...cleanLines(cutRaw(value, ALL_STEPS)).slice(0, LIMITS.steps - steps.length));
  } else if (Array.isArray(value)) {
    for (const entry of value) {
      if (steps.length >= LIMITS.steps) return;
      collectSteps(entry, depth + 1, steps);
    }
  } else if (isObject(value) && value.itemListElement !== undefined) {
    collectSteps(value.itemListElement, depth + 1, steps);
  } else if (isObject(value)) {
    const text = [value.text, value.name, value.description]
      .map((field) => firstText(field, LIMITS.step))
      .find(Boolean);
    if (text) steps.push(text);
  }
}

/** recipeIngredient (or the older `ingredients`): one line each, as written. */
function ingredientsFrom(recipe: SchemaObject): string[] {
  const lines: string[] = [];
  for (const text of texts(recipe.recipeIngredient ?? recipe.ingredients)) {
    if (lines.length >= LIMITS.ingredients) break;
    lines.push(...cleanLines(cutRaw(text, ALL_INGREDIENTS)).slice(0, LIMITS.ingredients - lines.length));
  }
  return lines.map((line) => clamp(line, LIMITS.label));
}

/** The draft's fields; `fallbackName` (the page title) when the recipe has no name. */
export function toParsedRecipe(recipe: SchemaObject, base: URL, fallbackName = ''): ParsedRecipe {
  const description = clamp(firstText(recipe.description, LIMITS.description), LIMITS.description);
  return withinTextLimit({
    name: clamp(firstText(recipe.name, LIMITS.name) || firstText(fallbackName, LIMITS.name), LIMITS.name),
    description: description === '' ? null : description,
    servings: servingsFrom(recipe.recipeYield),
    durationMinutes: durationFrom(recipe),
    steps: stepsFrom(recipe.recipeInstructions).map((step) => clamp(step, LIMITS.step)),
    imageUrl: imageFrom(recipe.image, base),
    ingredients: ingredientsFrom(recipe),
  });
}

/**
 * A recipe holds `LIMITS.text` characters of text in all: the ingredients are kept whole first (they
 * are what the cupboard is matched on), then the description, then the steps in order, the last one
 * cut where the text runs out.
 */
function withinTextLimit(recipe: ParsedRecipe): ParsedRecipe {
  let room = LIMITS.text - recipeTextLength({ ingredients: recipe.ingredients.map((label) => ({ label })) });
  const description = recipe.description === null ? null : clamp(recipe.description, Math.max(0, room)) || null;
  room -= description?.length ?? 0;
  const steps: string[] = [];
  for (const step of recipe.steps) {
    if (room <= 0) break;
    const kept = clamp(step, room);
    if (kept !== '') steps.push(kept);
    room -= kept.length;
  }
  return { ...recipe, description, steps };
}
