import { RECIPE_LIMITS as LIMITS, recipeTextLength } from '@glouton/core/domain';
import type { RecipeSection } from '@glouton/core/schemas';
import { httpUrlSchema } from '@glouton/core/schemas';
import { clamp } from './clean-text.js';
import { ingredientsFrom, type ParsedIngredient } from './ingredients.js';
import { isoDurationMinutes } from './iso-duration.js';
import { type Method, methodFrom } from './method.js';
import { firstText, isObject, MAX_DEPTH, type SchemaObject, texts } from './schema-values.js';

// A schema.org Recipe (from JSON-LD, or microdata read into the same shape) → the draft's fields.
// Every field is untrusted and may be missing, mistyped, a list or an object: read defensively.

// Clamped to the recipe schema's limits (LIMITS): a draft the form can save as it is. Each raw text is
// first cut to a few times its limit (cutRaw), so a field of megabytes costs what a long real one costs.
/** The servings number comes first ("4 personnes"): no need to read a yield further than this. */
const YIELD_TEXT = 1000;

export type ParsedRecipe = {
  name: string;
  description: string | null;
  servings: number | null;
  durationMinutes: number | null;
  steps: string[];
  /** Where each named part of the method starts. */
  sections: RecipeSection[];
  imageUrl: string | null;
  /** Lines as written ("200 g de farine"), each in its group. */
  ingredients: ParsedIngredient[];
};

/**
 * What a page's own markup says better than its schema.org data (a plugin's groups, decision 0040): its
 * ingredient lines with their groups, its method when the data names no section.
 */
export type PageStructure = { ingredients?: ParsedIngredient[]; method?: Method };

/** A number followed by who eats (« 4 personnes », « 6 à 8 parts »): servings, whatever comes before. */
const PEOPLE =
  /^\s?(?:(?:à|a|-|–)\s?\d{1,3}\s?)?(?:personnes?|pers\b|parts?|portions?|couverts|convives|gourmands|servings?|people)/i;

/** A yield's texts: a string, a number, a list, or a QuantitativeValue (`value`, else `minValue`). */
function yieldTexts(value: unknown, depth = 0): string[] {
  if (Array.isArray(value) && depth < MAX_DEPTH) return value.flatMap((entry) => yieldTexts(entry, depth + 1));
  const quantity = isObject(value) && !('@value' in value);
  const found = quantity ? texts(value.value ?? value.minValue ?? value.maxValue) : texts(value);
  return found.map((text) => text.slice(0, YIELD_TEXT));
}

/**
 * "4 personnes", 4, ["4", "4 parts"], "Pour 8", "1 gâteau (8 parts)" → the number of people it feeds,
 * else the first number; nothing between 1 and 100 → null. Each number looks at a few characters after
 * it: linear.
 */
export function servingsFrom(value: unknown): number | null {
  const candidates = yieldTexts(value).flatMap((text) =>
    [...text.matchAll(/\d+/g)].map((match) => ({
      count: Number(match[0]),
      people: PEOPLE.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24)),
    })),
  );
  const fits = ({ count }: { count: number }) => count >= 1 && count <= LIMITS.servings;
  return (candidates.find((found) => found.people && fits(found)) ?? candidates.find(fits))?.count ?? null;
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
 * The draft's fields; `fallbackName` (the page title) when the recipe has no name. `structure`: the groups
 * and sections the page's own markup gives, read instead of the schema.org ones.
 */
export function toParsedRecipe(
  recipe: SchemaObject,
  base: URL,
  fallbackName = '',
  structure: PageStructure = {},
): ParsedRecipe {
  const description = clamp(firstText(recipe.description, LIMITS.description), LIMITS.description);
  const data = methodFrom(recipe.recipeInstructions);
  // The data's own sections win: the markup's method only fills in sections the data does not name.
  const method = structure.method && data.sections.length === 0 ? structure.method : data;
  return withinTextLimit({
    name: clamp(firstText(recipe.name, LIMITS.name) || firstText(fallbackName, LIMITS.name), LIMITS.name),
    description: description === '' ? null : description,
    servings: servingsFrom(recipe.recipeYield),
    durationMinutes: durationFrom(recipe),
    ...method,
    imageUrl: imageFrom(recipe.image, base),
    ingredients: structure.ingredients ?? ingredientsFrom(recipe.recipeIngredient ?? recipe.ingredients),
  });
}

/**
 * A recipe holds `LIMITS.text` characters of text in all: the ingredients and the headings are kept whole
 * first (the lines are what the cupboard is matched on), then the description, then the steps in order,
 * the last one cut where the text runs out; a section left with no step goes.
 */
function withinTextLimit(recipe: ParsedRecipe): ParsedRecipe {
  let room = LIMITS.text - recipeTextLength({ ingredients: recipe.ingredients, sections: recipe.sections });
  const description = recipe.description === null ? null : clamp(recipe.description, Math.max(0, room)) || null;
  room -= description?.length ?? 0;
  const steps: string[] = [];
  for (const step of recipe.steps) {
    if (room <= 0) break;
    const kept = clamp(step, room);
    if (kept !== '') steps.push(kept);
    room -= kept.length;
  }
  const sections = recipe.sections.filter((section) => section.firstStep < steps.length);
  return { ...recipe, description, steps, sections };
}
