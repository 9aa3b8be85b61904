/**
 * An export document (version 4) of typed products, each with one unit in the cupboard and a history of
 * two events (the unit added, another one eaten), and recipes each using one of them: what the export
 * tests import to have more than a page of everything, and what the bench imports to seed a large
 * household (decision 0061). Names carry quotes and guillemets, so that writing them is exercised.
 */
export function householdDocument({
  products,
  recipes = 0,
  first = 0,
}: {
  products: number;
  recipes?: number;
  first?: number;
}) {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    format: 'glouton-household-export',
    version: 4,
    exportedAt: at,
    household: { name: 'Ailleurs' },
    members: [{ displayName: 'Léa' }],
    products: Array.from({ length: products }, (_, index) => {
      const i = first + index;
      return {
        ref: `p${index + 1}`,
        barcode: null,
        name: `Produit « ${i} » "entre guillemets"`,
        brand: i % 2 ? 'Marque' : null,
        description: null,
        imageUrl: null,
        quantity: '500 g',
        categoryId: (i % 7) + 1,
        keepsOpenDays: i % 3 ? null : 4,
        nutriscore: null,
        novaGroup: null,
        ecoscore: null,
        notes: i % 5 ? null : 'ligne\nsuivante',
        off: null,
        addedToListAt: null,
        createdAt: at,
        updatedAt: at,
        units: [{ ref: 'u1', expiresOn: '2026-12-01', addedAt: at }],
        events: [
          { unit: 'u1', kind: 'added', expiresOn: '2026-12-01', unitAddedAt: at, at, undoneAt: null, by: 'Léa' },
          { unit: 'u2', kind: 'consumed', expiresOn: null, unitAddedAt: at, at, undoneAt: null, by: null },
        ],
      };
    }),
    shoppingList: [] as unknown[],
    recipes: Array.from({ length: recipes }, (_, i) => ({
      name: `Recette ${i}`,
      description: null,
      servings: 2,
      durationMinutes: null,
      steps: ['Cuire.'],
      imageUrl: null,
      sourceUrl: null,
      ingredients: [
        { product: `p${(i % products) + 1}`, label: 'Un produit', quantity: '2' },
        { product: null, label: 'Sel', quantity: null },
      ],
      createdAt: at,
      updatedAt: at,
    })),
    plan: [] as unknown[],
  };
}
