import { cleanText, cutRaw } from './clean-text.js';

// What a schema.org property holds, read defensively: JSON-LD and microdata both arrive as objects whose
// every field is untrusted and may be missing, mistyped, a list or an object.

export type SchemaObject = Record<string, unknown>;

/** How deep lists and objects are followed: recipes nest a few levels, hostile pages thousands. */
export const MAX_DEPTH = 6;

export const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Recipe", "schema:Recipe", "https://schema.org/Recipe" all name a Recipe. */
export function hasType(value: SchemaObject, wanted: string): boolean {
  const types = Array.isArray(value['@type']) ? value['@type'] : [value['@type']];
  return types.some((type) => typeof type === 'string' && type.replace(/^.*[/:#]/, '').toLowerCase() === wanted);
}

/** The texts a property holds: a string, a number, `{ "@value": … }`, or a list of those. */
export function texts(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value) && depth < MAX_DEPTH) return value.flatMap((entry) => texts(entry, depth + 1));
  if (isObject(value) && '@value' in value) return texts(value['@value'], depth + 1);
  return [];
}

/** The first text that is not empty once cleaned, read from at most a few times `limit`. */
export function firstText(value: unknown, limit: number): string {
  for (const text of texts(value)) {
    const clean = cleanText(cutRaw(text, limit));
    if (clean !== '') return clean;
  }
  return '';
}
