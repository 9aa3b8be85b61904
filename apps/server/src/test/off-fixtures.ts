import { gs1CheckDigit } from '@glouton/core/domain';

const ean13 = (body: string) => `${body}${gs1CheckDigit(body)}`;

/** Barcodes of the canned products below (valid EAN-13 check digits). */
export const OFF_BARCODES = {
  /** A yoghurt with the new Green-Score field (`environmental_score_grade`) and French images. */
  yaourt: ean13('376000000001'),
  /** A spread that only has the old `ecoscore_grade` field. */
  pateATartiner: ean13('301762042200'),
  /** No French name, "unknown" grades, no images: every field falls back. */
  sparseDrink: ean13('500000000002'),
  /** OFF does not know this one. */
  unknown: ean13('376000000099'),
} as const;

const IMAGE_BASE = 'https://images.openfoodfacts.org/images/products/376/000/000/0011';

/** French products as Open Food Facts' v3 API returns them (the fields Glouton asks for, plus noise). */
export const FRENCH_OFF_PRODUCTS: Record<string, Record<string, unknown>> = {
  [OFF_BARCODES.yaourt]: {
    product_name: 'Greek style yoghurt',
    product_name_fr: 'Yaourt à la grecque nature',
    brands: 'Les Prés Fleuris, Coopérative Laitière',
    quantity: '4 x 125 g',
    product_quantity: 500,
    product_quantity_unit: 'g',
    image_front_url: `${IMAGE_BASE}/front_en.12.400.jpg`,
    image_ingredients_url: `${IMAGE_BASE}/ingredients_fr.8.400.jpg`,
    image_nutrition_url: `${IMAGE_BASE}/nutrition_fr.9.400.jpg`,
    selected_images: {
      front: { display: { en: `${IMAGE_BASE}/front_en.12.400.jpg`, fr: `${IMAGE_BASE}/front_fr.14.400.jpg` } },
      packaging: { display: { fr: `${IMAGE_BASE}/packaging_fr.15.400.jpg` } },
    },
    nutriscore_grade: 'B',
    nova_group: 1,
    ecoscore_grade: 'a',
    environmental_score_grade: 'a-plus',
    // Agribalyse's figures as OFF returns them since the 2025 renaming (kg CO₂e per kg of product).
    environmental_score_data: {
      grade: 'a-plus',
      agribalyse: { code: '19024', name_fr: 'Yaourt à la grecque, nature', co2_total: 2.3428, ef_total: 0.2687 },
    },
    categories_tags: ['en:dairies', 'en:fermented-foods', 'en:yogurts', 'en:greek-style-yogurts'],
    ingredients_text: 'Whole milk, ferments',
    ingredients_text_fr: 'Lait entier, ferments lactiques',
    allergens_tags: ['en:milk'],
    labels_tags: ['en:organic', 'fr:ab-agriculture-biologique'],
    nutriments: {
      'energy-kcal_100g': 97,
      fat_100g: 7.2,
      'saturated-fat_100g': 4.8,
      carbohydrates_100g: 3.9,
      sugars_100g: 3.9,
      fiber_100g: 0,
      proteins_100g: 4.3,
      salt_100g: '0.12',
      'energy-kj_100g': 405,
    },
    countries_tags: ['en:france'],
  },
  [OFF_BARCODES.pateATartiner]: {
    product_name_fr: 'Pâte à tartiner aux noisettes et au cacao',
    brands: 'Noisetta',
    quantity: '400 g',
    // A string, as OFF sometimes sends it; the old `ecoscore_data` name.
    product_quantity: '400',
    product_quantity_unit: 'g',
    ecoscore_data: { agribalyse: { co2_total: '4.61' } },
    image_front_url: 'https://images.openfoodfacts.org/images/products/301/762/042/2003/front_fr.633.400.jpg',
    nutriscore_grade: 'e',
    nova_group: '4',
    ecoscore_grade: 'd',
    categories_tags: ['en:breakfasts', 'en:spreads', 'en:sweet-spreads', 'en:hazelnut-spreads'],
    ingredients_text_fr: 'Sucre, huile de palme, NOISETTES 13 %, cacao maigre 7,4 %, LAIT écrémé en poudre 6,6 %',
    allergens_tags: ['en:milk', 'en:nuts', 'en:soybeans'],
    labels_tags: [],
    nutriments: { 'energy-kcal_100g': 539, fat_100g: 30.9, sugars_100g: 56.3, salt_100g: 0.107 },
  },
  [OFF_BARCODES.sparseDrink]: {
    product_name: 'Eau minérale naturelle',
    brands: '',
    // Six bottles counted as pieces, and no Agribalyse match: no weight, no CO₂.
    product_quantity: 6,
    product_quantity_unit: 'pièces',
    environmental_score_data: { agribalyse: {}, grade: 'not-applicable' },
    nutriscore_grade: 'unknown',
    nova_group: 'x',
    ecoscore_grade: 'unknown',
    environmental_score_grade: 'not-applicable',
    categories_tags: ['en:beverages', 'en:waters', 'en:mineral-waters'],
    nutriments: 'not an object',
  },
};
