import { categoryFromOffTags, defaultDateKind } from '@glouton/core/domain';
import type { BarcodeLookup, Nutriments, OffImage, OffSnapshot } from '@glouton/core/schemas';
import type { RawOffProduct } from './off-client.js';

// OFF data is crowd-sourced: any field may be missing, empty, of another type, or "unknown".
// Every reader below returns null (or []) rather than trusting it.

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const numeric = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const NUTRISCORES = new Set(['a', 'b', 'c', 'd', 'e']);
const GREEN_SCORES = new Set(['a-plus', 'a', 'b', 'c', 'd', 'e', 'f']);
const IMAGE_KINDS = ['front', 'ingredients', 'nutrition', 'packaging'] as const;

const NUTRIMENT_KEYS: Record<keyof Nutriments, string> = {
  energyKcal: 'energy-kcal_100g',
  fat: 'fat_100g',
  saturatedFat: 'saturated-fat_100g',
  carbohydrates: 'carbohydrates_100g',
  sugars: 'sugars_100g',
  fiber: 'fiber_100g',
  proteins: 'proteins_100g',
  salt: 'salt_100g',
};

/** The selected image of one kind: French first, then the product's own image field, then any language. */
function imageOf(product: RawOffProduct, kind: (typeof IMAGE_KINDS)[number]): string | null {
  const display = record(record(record(product.selected_images)?.[kind])?.display);
  const anyLanguage = display ? Object.values(display).map(text).find(Boolean) : null;
  return text(display?.fr) ?? text(product[`image_${kind}_url`]) ?? anyLanguage ?? null;
}

function images(product: RawOffProduct): OffImage[] {
  const found: OffImage[] = [];
  for (const kind of IMAGE_KINDS) {
    const url = imageOf(product, kind);
    if (url && /^https?:\/\//.test(url) && !found.some((image) => image.url === url)) found.push({ kind, url });
  }
  return found;
}

function grade(value: unknown, allowed: Set<string>): string | null {
  const candidate = text(value)?.toLowerCase();
  return candidate && allowed.has(candidate) ? candidate : null;
}

/** Green-Score: the new `environmental_score_grade` wins; old products only have `ecoscore_grade`. */
function greenScore(product: RawOffProduct) {
  const value = grade(product.environmental_score_grade, GREEN_SCORES) ?? grade(product.ecoscore_grade, GREEN_SCORES);
  return value as BarcodeLookup['ecoscore'];
}

function novaGroup(value: unknown): number | null {
  const number = numeric(value);
  return number !== null && Number.isInteger(number) && number >= 1 && number <= 4 ? number : null;
}

/**
 * One unit's net weight in grams: OFF's `product_quantity` is the package's quantity in its
 * `product_quantity_unit`, g or ml (a millilitre counted as a gram: an estimate, like everything built
 * on it). Anything else (a count of pieces, no unit, zero) is unknown.
 */
function weightGrams(product: RawOffProduct): number | null {
  const quantity = numeric(product.product_quantity);
  const unit = text(product.product_quantity_unit)?.toLowerCase();
  if (quantity === null || quantity <= 0 || (unit !== 'g' && unit !== 'ml')) return null;
  return quantity;
}

/**
 * Agribalyse's kg CO₂e per kg of product, as OFF's environmental score carries it. OFF renamed
 * `ecoscore_data` to `environmental_score_data` in 2025 and answers older API versions with the old
 * name: both are read, the new one first.
 */
function co2PerKg(product: RawOffProduct): number | null {
  for (const field of ['environmental_score_data', 'ecoscore_data']) {
    const value = numeric(record(record(product[field])?.agribalyse)?.co2_total);
    if (value !== null && value >= 0) return value;
  }
  return null;
}

export function offSnapshot(product: RawOffProduct, fetchedAt: string): OffSnapshot {
  const nutriments = record(product.nutriments) ?? {};
  return {
    ingredientsText: text(product.ingredients_text_fr) ?? text(product.ingredients_text),
    allergens: strings(product.allergens_tags).map((tag) => tag.replace(/^en:/, '')),
    labels: strings(product.labels_tags),
    nutriments: Object.fromEntries(
      Object.entries(NUTRIMENT_KEYS).map(([name, key]) => [name, numeric(nutriments[key])]),
    ) as Nutriments,
    weightGrams: weightGrams(product),
    co2PerKg: co2PerKg(product),
    fetchedAt,
  };
}

/** An Open Food Facts product → the fields that prefill Glouton's product form. */
export function mapOffProduct(gtin: string, product: RawOffProduct, fetchedAt: string): BarcodeLookup {
  const productImages = images(product);
  const categoryTags = strings(product.categories_tags);
  const categoryId = categoryFromOffTags(categoryTags);
  return {
    barcode: gtin,
    name: text(product.product_name_fr) ?? text(product.product_name),
    brand: text(text(product.brands)?.split(',')[0]),
    quantity: text(product.quantity),
    imageUrl: productImages.find((image) => image.kind === 'front')?.url ?? null,
    images: productImages,
    categoryId,
    dateKind: defaultDateKind(categoryId, categoryTags),
    nutriscore: grade(product.nutriscore_grade, NUTRISCORES) as BarcodeLookup['nutriscore'],
    novaGroup: novaGroup(product.nova_group),
    ecoscore: greenScore(product),
    off: offSnapshot(product, fetchedAt),
  };
}
