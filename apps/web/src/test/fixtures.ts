import type { BarcodeLookup, Product, StockItem } from '@glouton/core/schemas';

/** Tests run on Tuesday 10 June 2025 (local time), so expiry labels are stable. */
export const TODAY = new Date(2025, 5, 10, 12, 0, 0);

let nextId = 1000;

export function stockItem(expiresOn: string | null, id = nextId++): StockItem {
  return {
    id,
    expiresOn,
    addedAt: '2025-06-01T10:00:00.000Z',
    openedOn: null,
    placeId: 1,
    frozenOn: null,
    originalExpiresOn: null,
    thawedOn: null,
    priceCents: null,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  const stock = overrides.stock ?? [stockItem('2025-06-11')];
  const dates = stock
    .map((item) => item.expiresOn)
    .filter((date): date is string => date !== null)
    .sort();
  return {
    id: nextId++,
    scanned: true,
    barcode: '3017620422003',
    name: 'Pâte à tartiner',
    brand: 'Nutella',
    description: null,
    imageUrl: null,
    quantity: '400 g',
    categoryId: 5,
    dateKind: 'ddm',
    keepsOpenDays: null,
    leftoverRecipeId: null,
    nutriscore: 'e',
    novaGroup: 4,
    ecoscore: 'd',
    notes: null,
    addedToListAt: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    closestExpirationDate: dates[0] ?? null,
    inStock: stock.length > 0,
    off: null,
    ...overrides,
    stock,
  };
}

export function lookup(overrides: Partial<BarcodeLookup> = {}): BarcodeLookup {
  return {
    barcode: '3017620422003',
    name: 'Pâte à tartiner aux noisettes',
    brand: 'Nutella',
    quantity: '400 g',
    imageUrl: 'https://images.openfoodfacts.org/front_fr.jpg',
    images: [
      { kind: 'front', url: 'https://images.openfoodfacts.org/front_fr.jpg' },
      { kind: 'ingredients', url: 'https://images.openfoodfacts.org/ingredients_fr.jpg' },
    ],
    categoryId: 5,
    dateKind: 'ddm',
    nutriscore: 'e',
    novaGroup: 4,
    ecoscore: 'd',
    off: {
      ingredientsText: 'Sucre, huile de palme, noisettes 13 %',
      allergens: ['milk', 'nuts'],
      labels: [],
      nutriments: {
        energyKcal: 539,
        fat: 30.9,
        saturatedFat: 10.6,
        carbohydrates: 57.5,
        sugars: 56.3,
        fiber: null,
        proteins: 6.3,
        salt: 0.107,
      },
      fetchedAt: '2025-06-01T10:00:00.000Z',
    },
    ...overrides,
  };
}
