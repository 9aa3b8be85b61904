export const categoryIconKeys = ['apple', 'milk', 'wheat', 'beef', 'candy', 'cup-soda', 'package'] as const;

export type CategoryIconKey = (typeof categoryIconKeys)[number];

export type Category = { id: number; name: string; icon: CategoryIconKey };

/** The seven fixed categories, in aisle order. Ids are part of the API contract. */
export const CATEGORIES: readonly Category[] = Object.freeze([
  { id: 1, name: 'Fruits & Légumes', icon: 'apple' },
  { id: 2, name: 'Produits laitiers', icon: 'milk' },
  { id: 3, name: 'Céréales & Féculents', icon: 'wheat' },
  { id: 4, name: 'Viandes & Poissons', icon: 'beef' },
  { id: 5, name: 'Produits sucrés', icon: 'candy' },
  { id: 6, name: 'Boissons', icon: 'cup-soda' },
  { id: 7, name: 'Autre', icon: 'package' },
]);

/** « Autre »: a product or a free-text list line with no category given. */
export const DEFAULT_CATEGORY_ID = 7;
