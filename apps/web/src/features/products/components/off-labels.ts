import type { Nutriments } from '@glouton/core/schemas';

/** Open Food Facts names allergens in English (`milk`); people read them in French. */
const ALLERGENS_FR: Record<string, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poisson',
  peanuts: 'Arachides',
  soybeans: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  'sesame-seeds': 'Graines de sésame',
  'sulphur-dioxide-and-sulphites': 'Sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
};

/** `milk` → "Lait"; an unknown tag is shown readable (`fr:noix-de-pecan` → "Noix de pecan"). */
export function allergenName(tag: string): string {
  return ALLERGENS_FR[tag] ?? tagToText(tag);
}

/** A label tag (`fr:ab-agriculture-biologique`) → "Ab agriculture biologique". */
export function tagToText(tag: string): string {
  const text = tag.replace(/^[a-z]{2}:/, '').replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const NUTRIMENT_ROWS: readonly { key: keyof Nutriments; label: string; unit: string; indent?: boolean }[] = [
  { key: 'energyKcal', label: 'Énergie', unit: 'kcal' },
  { key: 'fat', label: 'Matières grasses', unit: 'g' },
  { key: 'saturatedFat', label: 'dont acides gras saturés', unit: 'g', indent: true },
  { key: 'carbohydrates', label: 'Glucides', unit: 'g' },
  { key: 'sugars', label: 'dont sucres', unit: 'g', indent: true },
  { key: 'fiber', label: 'Fibres alimentaires', unit: 'g' },
  { key: 'proteins', label: 'Protéines', unit: 'g' },
  { key: 'salt', label: 'Sel', unit: 'g' },
];

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatNutriment(value: number | null, unit: string): string | null {
  return value === null ? null : `${number.format(value)} ${unit}`;
}
