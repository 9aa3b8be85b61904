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

/**
 * Open Food Facts' label tags (`en:organic`, `fr:label-rouge`) → the names printed on French packs.
 * The tags are the taxonomy's ids, mostly English: shown as they are, « Organic » read as English.
 */
const LABELS_FR: Record<string, string> = {
  'en:organic': 'Bio',
  'en:eu-organic': 'Bio européen',
  'fr:ab-agriculture-biologique': 'AB Agriculture Biologique',
  'en:fair-trade-organic': 'Bio équitable',
  'fr:bio-equitable': 'Bio Équitable',
  'en:demeter': 'Demeter',
  'en:fair-trade': 'Commerce équitable',
  'en:fairtrade-international': 'Fairtrade',
  'en:max-havelaar': 'Max Havelaar',
  'en:fair-for-life': 'Fair for Life',
  'en:rainforest-alliance': 'Rainforest Alliance',
  'en:utz-certified': 'UTZ',
  'fr:label-rouge': 'Label Rouge',
  'en:label-rouge': 'Label Rouge',
  'en:pdo': 'AOP',
  'fr:aoc': 'AOC',
  'en:pgi': 'IGP',
  'en:tsg': 'STG',
  'fr:haute-valeur-environnementale': 'HVE Haute Valeur Environnementale',
  'fr:bleu-blanc-coeur': 'Bleu-Blanc-Cœur',
  'en:nutriscore': 'Nutri-Score',
  'en:vegetarian': 'Végétarien',
  'en:vegan': 'Végan',
  'en:no-gluten': 'Sans gluten',
  'en:gluten-free': 'Sans gluten',
  'en:no-lactose': 'Sans lactose',
  'en:no-palm-oil': 'Sans huile de palme',
  'en:palm-oil-free': 'Sans huile de palme',
  'en:no-gmos': 'Sans OGM',
  'en:no-preservatives': 'Sans conservateurs',
  'en:no-colorings': 'Sans colorants',
  'en:no-artificial-flavors': 'Sans arômes artificiels',
  'en:no-additives': 'Sans additifs',
  'en:no-added-sugar': 'Sans sucres ajoutés',
  'en:made-in-france': 'Fabriqué en France',
  'fr:origine-france': 'Origine France',
  'en:french-eggs': 'Œufs de France',
  'en:french-pork': 'Le Porc Français',
  'fr:viande-bovine-francaise': 'Viande Bovine Française',
  'en:sustainable-seafood-msc': 'Pêche durable MSC',
  'en:responsible-aquaculture-asc': 'Aquaculture responsable ASC',
  'en:fsc': 'FSC',
  'en:fsc-mix': 'FSC Mixte',
  'en:green-dot': 'Point Vert',
  'en:triman': 'Triman',
  'fr:triman': 'Triman',
  'en:halal': 'Halal',
  'en:kosher': 'Casher',
};

/** Acronyms kept in capitals when an unknown tag is made readable (`fr:igp-jambon-de-bayonne`). */
const ACRONYMS = new Set(['ab', 'aoc', 'aop', 'asc', 'fsc', 'hve', 'igp', 'msc', 'ogm', 'pefc', 'stg', 'ue', 'utz']);

/** `en:organic` → "Bio"; an unknown tag is shown readable (`fr:igp-jambon-de-bayonne` → "IGP jambon de bayonne"). */
export function labelName(tag: string): string {
  return LABELS_FR[tag] ?? tagToText(tag);
}

/** A tag (`fr:noix-de-pecan`) → "Noix de pecan": its language dropped, its acronyms in capitals. */
function tagToText(tag: string): string {
  const words = tag
    .replace(/^[a-z]{2}:/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
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
