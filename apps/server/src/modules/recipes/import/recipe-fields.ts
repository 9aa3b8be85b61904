import { RECIPE_LIMITS as LIMITS } from '@glouton/core/domain';
import { httpUrlSchema } from '@glouton/core/schemas';
import { clamp, cleanLines, cleanText } from './clean-text.js';
import { isoDurationMinutes } from './iso-duration.js';

// A schema.org Recipe (from JSON-LD, or microdata read into the same shape) → the draft's fields.
// Every field is untrusted and may be missing, mistyped, a list or an object: read defensively.

// Clamped to the recipe schema's limits (LIMITS): a draft the form can save as it is.
const MAX_DEPTH = 6;

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

const firstText = (value: unknown) =>
  texts(value)
    .map(cleanText)
    .find((text) => text !== '') ?? '';

/** "4 personnes", 4, ["4", "4 parts"], "4-6" → 4; nothing between 1 and 100 → null. */
export function servingsFrom(value: unknown): number | null {
  for (const text of texts(value)) {
    for (const match of text.matchAll(/\d+/g)) {
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
export function stepsFrom(value: unknown, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === 'string') return cleanLines(value);
  if (Array.isArray(value)) return value.flatMap((entry) => stepsFrom(entry, depth + 1));
  if (!isObject(value)) return [];
  if (value.itemListElement !== undefined) return stepsFrom(value.itemListElement, depth + 1);
  const text = firstText(value.text) || firstText(value.name) || firstText(value.description);
  return text === '' ? [] : [text];
}

/** recipeIngredient (or the older `ingredients`): one line each, as written. */
function ingredientsFrom(recipe: SchemaObject): string[] {
  const lines = texts(recipe.recipeIngredient ?? recipe.ingredients).flatMap(cleanLines);
  return lines.slice(0, LIMITS.ingredients).map((line) => clamp(line, LIMITS.label));
}

/** The draft's fields; `fallbackName` (the page title) when the recipe has no name. */
export function toParsedRecipe(recipe: SchemaObject, base: URL, fallbackName = ''): ParsedRecipe {
  const description = clamp(firstText(recipe.description), LIMITS.description);
  return {
    name: clamp(firstText(recipe.name) || cleanText(fallbackName), LIMITS.name),
    description: description === '' ? null : description,
    servings: servingsFrom(recipe.recipeYield),
    durationMinutes: durationFrom(recipe),
    steps: stepsFrom(recipe.recipeInstructions)
      .slice(0, LIMITS.steps)
      .map((step) => clamp(step, LIMITS.step)),
    imageUrl: imageFrom(recipe.image, base),
    ingredients: ingredientsFrom(recipe),
  };
}
