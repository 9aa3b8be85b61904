// The units an ingredient line or a package can be counted in: one canonical key each (what the API
// carries), the French words people write for it, how it is shown, and which units convert into one
// another (docs/decisions/0039).

import { UNIT_KEYS, type UnitKey } from './unit-keys.js';

export { UNIT_KEYS, type UnitKey };

/**
 * Units that convert into one another, with the size of each in the family's smallest unit. Spoons
 * convert between themselves (1 c. à soupe = 3 c. à café) but not into millilitres: a spoon of flour or
 * sugar is not bought by the litre, and « 20 ml de sucre » on a shopping list helps nobody.
 */
export const UNIT_FAMILIES = {
  mass: { mg: 0.001, g: 1, kg: 1000 },
  volume: { ml: 1, cl: 10, dl: 100, l: 1000 },
  spoon: { tsp: 1, tbsp: 3 },
} as const satisfies Record<string, Partial<Record<UnitKey, number>>>;

export type UnitFamily = keyof typeof UNIT_FAMILIES;

/** The family of a unit, or null for a unit of its own (a sachet is a sachet). */
export function familyOf(unit: UnitKey): UnitFamily | null {
  for (const [family, sizes] of Object.entries(UNIT_FAMILIES)) {
    if (unit in sizes) return family as UnitFamily;
  }
  return null;
}

/** How many of the family's smallest unit one `unit` is (1 for a unit of its own). */
export function unitSize(unit: UnitKey): number {
  const family = familyOf(unit);
  return family ? ((UNIT_FAMILIES[family] as Partial<Record<UnitKey, number>>)[unit] ?? 1) : 1;
}

/** Units that are a whole package each: « 1 boîte de tomates » uses one package of them. */
export const PACKAGE_UNITS: ReadonlySet<UnitKey> = new Set<UnitKey>([
  'sachet',
  'can',
  'jar',
  'packet',
  'tray',
  'bottle',
  'carton',
  'roll',
  'bar',
]);

/** How a unit is shown when Glouton writes it (a conversion, a sum): symbols, or a singular and a plural. */
export const UNIT_WORDS: Record<UnitKey, readonly [singular: string, plural: string]> = {
  mg: ['mg', 'mg'],
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  ml: ['ml', 'ml'],
  cl: ['cl', 'cl'],
  dl: ['dl', 'dl'],
  // A capital, as on bottles: « 1 l » reads as « 11 ».
  l: ['L', 'L'],
  tsp: ['c. à café', 'c. à café'],
  tbsp: ['c. à soupe', 'c. à soupe'],
  spoon: ['cuillère', 'cuillères'],
  pinch: ['pincée', 'pincées'],
  sachet: ['sachet', 'sachets'],
  can: ['boîte', 'boîtes'],
  jar: ['pot', 'pots'],
  packet: ['paquet', 'paquets'],
  tray: ['barquette', 'barquettes'],
  bottle: ['bouteille', 'bouteilles'],
  carton: ['brique', 'briques'],
  roll: ['rouleau', 'rouleaux'],
  bar: ['tablette', 'tablettes'],
  slice: ['tranche', 'tranches'],
  clove: ['gousse', 'gousses'],
  head: ['tête', 'têtes'],
  piece: ['morceau', 'morceaux'],
  bunch: ['botte', 'bottes'],
  sprig: ['brin', 'brins'],
  leaf: ['feuille', 'feuilles'],
  glass: ['verre', 'verres'],
  cup: ['tasse', 'tasses'],
  bowl: ['bol', 'bols'],
  handful: ['poignée', 'poignées'],
  knob: ['noix', 'noix'],
  drizzle: ['filet', 'filets'],
  square: ['carré', 'carrés'],
  stick: ['bâton', 'bâtons'],
  cube: ['cube', 'cubes'],
  scoop: ['boule', 'boules'],
  drop: ['goutte', 'gouttes'],
};

const LIQUIDS =
  "(?=\\s*(?:d'|de\\s+|du\\s+)(?:huile|vinaigre|citron|jus|creme|lait|sauce|miel|vin|eau|sirop|soja|tabasco|cognac|rhum|whisky|calvados|armagnac|biere|cidre|porto|kirsch|grand))";
// A word that could be the food itself (« 100 g de noix », « 2 bouquets garnis ») is a unit only when
// « de » / « d’ » follows it, or when nothing does (a quantity typed on its own: « 2 tranches »).
const THEN_DE = "(?=\\s*(?:de\\b|d'|du\\b|des\\b|$))";

/**
 * The written forms, on text lower-cased with accents removed (« boîte » is matched as « boite »),
 * longest first where one begins another. Symbols (g, kg, cl) need only that no letter follows.
 */
const FORMS: readonly (readonly [UnitKey, string])[] = [
  ['tbsp', '(?:cuill?er(?:e|ee)?s?|cuil{1,2}\\.?|c\\.?)\\s*(?:a|de)?\\s*(?:\\.\\s*)?soupe'],
  ['tsp', '(?:cuill?er(?:e|ee)?s?|cuil{1,2}\\.?|c\\.?)\\s*(?:a|de)?\\s*(?:\\.\\s*)?(?:cafe|the)'],
  ['tbsp', 'c\\.?\\s*a\\.?\\s*s\\b\\.?|c\\.?\\s*s\\b\\.?|tbsp|tablespoons?'],
  ['tsp', 'c\\.?\\s*a\\.?\\s*[ct]\\b\\.?|c\\.?\\s*c\\b\\.?|tsp|teaspoons?'],
  ['spoon', `cuill?er(?:e|ee)?s?${THEN_DE}`],
  ['kg', 'kilogrammes?|kilos?|kgs?'],
  ['mg', 'milligrammes?|mg'],
  ['g', 'grammes?|grs?\\b\\.?|g'],
  ['ml', 'millilitres?|ml'],
  ['cl', 'centilitres?|cl'],
  ['dl', 'decilitres?|dl'],
  ['l', 'litres?|ltr?s?|l'],
  ['pinch', `(?:pincees?|pointes?(?:\\s+de\\s+couteau)?)${THEN_DE}`],
  ['sachet', `sachets?${THEN_DE}`],
  ['can', `(?:boites?|conserves?)${THEN_DE}`],
  ['jar', `(?:pots?|bocal|bocaux)${THEN_DE}`],
  ['packet', `paquets?${THEN_DE}`],
  ['tray', `barquettes?${THEN_DE}`],
  ['bottle', `bouteilles?${THEN_DE}`],
  ['carton', `briques?${THEN_DE}`],
  ['roll', `rouleaux?${THEN_DE}`],
  ['bar', `(?:tablettes?|plaquettes?)${THEN_DE}`],
  ['slice', `(?:tranches?|rondelles?)${THEN_DE}`],
  ['clove', `gousses?${THEN_DE}`],
  ['head', `tetes?${THEN_DE}`],
  ['piece', `(?:pieces?|morceaux|morceau)${THEN_DE}`],
  ['bunch', `(?:bottes?|bouquets?)${THEN_DE}`],
  ['sprig', `(?:brins?|branches?|tiges?)${THEN_DE}`],
  ['leaf', `feuilles?${THEN_DE}`],
  ['glass', `verres?${THEN_DE}`],
  ['cup', `tasses?${THEN_DE}`],
  ['bowl', `bols?${THEN_DE}`],
  ['handful', `poignees?${THEN_DE}`],
  ['knob', `(?:noix|noisettes?)${THEN_DE}`],
  ['drizzle', `(?:filets?|traits?)${LIQUIDS}`],
  ['square', `carres?${THEN_DE}`],
  ['stick', `(?:batons?|batonnets?)${THEN_DE}`],
  ['cube', `cubes?${THEN_DE}`],
  ['scoop', `boules?${THEN_DE}`],
  ['drop', `gouttes?${THEN_DE}`],
];

/** One sticky expression per form; a unit ends where no letter or digit follows. */
const UNIT_PATTERNS = FORMS.map(([unit, form]) => [unit, new RegExp(`(?:${form})(?![\\p{L}\\d])`, 'uy')] as const);

/** The unit written at `at` in `matchable` (see matchableText), and where its words end. */
export function readUnit(matchable: string, at: number): { unit: UnitKey; end: number } | null {
  for (const [unit, pattern] of UNIT_PATTERNS) {
    pattern.lastIndex = at;
    const found = pattern.exec(matchable);
    if (found) return { unit, end: at + found[0].trimEnd().length };
  }
  return null;
}
