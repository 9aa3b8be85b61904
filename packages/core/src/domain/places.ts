/**
 * Where a unit is kept (decision 0062). Every household has a fridge, a freezer and a pantry (created
 * with it, never deleted) and may add its own places (« Cave », « Congélateur du garage »), each of one
 * of these kinds.
 */
export const PLACE_KINDS = ['fridge', 'freezer', 'pantry', 'other'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The three places of every household, in the order they are shown (and created: ids ascending). */
export const DEFAULT_PLACES: readonly { name: string; kind: Exclude<PlaceKind, 'other'> }[] = Object.freeze([
  { name: 'Frigo', kind: 'fridge' },
  { name: 'Congélateur', kind: 'freezer' },
  { name: 'Placard', kind: 'pantry' },
]);

export const PLACE_KIND_WORDS: Record<PlaceKind, string> = {
  fridge: 'Frigo',
  freezer: 'Congélateur',
  pantry: 'Placard',
  other: 'Autre',
};

/**
 * The kind of place a new unit of a category goes to: fresh fruit and vegetables, dairy, meat and fish
 * in the fridge; the rest in the pantry. The household's first place of that kind (a person moves it).
 */
export function defaultPlaceKind(categoryId: number, leftover = false): 'fridge' | 'pantry' {
  // A cooked dish's leftovers keep in the fridge, whatever their category.
  if (leftover) return 'fridge';
  return categoryId === 1 || categoryId === 2 || categoryId === 4 ? 'fridge' : 'pantry';
}
