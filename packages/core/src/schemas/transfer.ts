import { z } from 'zod';
import { normalizeGtin } from '../domain/gtin.js';
import {
  HOUSEHOLD_QUOTAS,
  LIST_QUANTITY_MAX,
  LIST_QUANTITY_MIN,
  RECIPE_LIMITS,
  withinDateYears,
} from '../domain/limits.js';
import { TRANSFER_FORMAT, TRANSFER_READ_VERSIONS, TRANSFER_VERSION } from '../domain/transfer.js';
import { placeKindSchema } from './places.js';
import { checkSlotContent, planMealSchema, putPlanSlotBodySchema } from './plan.js';
import {
  calendarDateSchema,
  dateKindSchema,
  dateYearsMessage,
  ecoscoreSchema,
  httpUrlSchema,
  keepsOpenDaysSchema,
  novaGroupSchema,
  nutrimentsSchema,
  nutriscoreSchema,
  offSnapshotSchema,
  productSchema,
} from './products.js';
import { checkSections } from './recipes.js';
import { priceCentsSchema, stockEventKindSchema } from './stock.js';

// The format's marks live in domain (the web checks a file with them without zod); said here too.
export { TRANSFER_FORMAT, TRANSFER_VERSION };

/**
 * How much one document may carry (docs/decisions/0034): the household quotas, and per product far
 * more units and history than a cupboard holds. The import's body limit bounds the whole.
 */
export const TRANSFER_LIMITS = {
  products: HOUSEHOLD_QUOTAS.products,
  unitsPerProduct: 1_000,
  eventsPerProduct: 10_000,
  listLines: HOUSEHOLD_QUOTAS.listLines,
  recipes: HOUSEHOLD_QUOTAS.recipes,
  members: 100,
  /** Two meals a day over the plan's reach (a year before and after today) is under 1 500. */
  planSlots: 5_000,
  /** Open Food Facts' text (ingredients, allergens, labels), far above what it returns. */
  offText: 20_000,
  offTags: 500,
} as const;

// An instant of the file is a date a person gives too: the same years as every date (a unit added in
// year 1 broke the cupboard's CSV).
const timestamp = z.iso
  .datetime({ message: 'Date et heure invalides (attendu\u00a0: ISO 8601, UTC).' })
  .refine(withinDateYears, { message: dateYearsMessage });
/** Who did something in the exporting household, as named there; null: a former member. */
const personName = z.string().max(255).nullable();
/** A product's name for this document only: what list lines and ingredients point at. */
const ref = z.string().min(1).max(40);
const text = (max: number) => z.string().max(max).nullable();
const categoryId = productSchema.shape.categoryId;

const barcode = z.string().refine(
  (value) => {
    const parsed = normalizeGtin(value);
    return parsed.ok && parsed.gtin === value;
  },
  { message: 'Code-barres invalide (attendu\u00a0: un GTIN de 8 à 14 chiffres, clé comprise).' },
);

const offSnapshot = z.strictObject({
  ingredientsText: text(TRANSFER_LIMITS.offText),
  allergens: z.array(z.string().max(200)).max(TRANSFER_LIMITS.offTags),
  labels: z.array(z.string().max(200)).max(TRANSFER_LIMITS.offTags),
  // The product's own nutrition fields, strict here: a file naming another field is not ours.
  nutriments: z.strictObject(nutrimentsSchema.shape),
  weightGrams: offSnapshotSchema.shape.weightGrams,
  co2PerKg: offSnapshotSchema.shape.co2PerKg,
  fetchedAt: timestamp,
});

/** A unit in the cupboard; `ref` is how the product's events name it. */
export const transferUnitSchema = z.strictObject({
  ref,
  expiresOn: calendarDateSchema.nullable(),
  addedAt: timestamp,
  /** Since when it is *entamé*, and its own date meanwhile (`expiresOn` is the effective one). */
  openedOn: calendarDateSchema.nullable().default(null),
  sealedExpiresOn: calendarDateSchema.nullable().default(null),
  /** Where it is, by the place's name and kind (absent before version 5: its category's place). */
  place: z
    .strictObject({ name: z.string().trim().min(1).max(60), kind: placeKindSchema })
    .nullable()
    .default(null),
  /** Its freezing (decision 0062): frozen since, its date before, thawed on; absent before version 5. */
  frozenOn: calendarDateSchema.nullable().default(null),
  originalExpiresOn: calendarDateSchema.nullable().default(null),
  thawedOn: calendarDateSchema.nullable().default(null),
  /** What it cost, in cents (decision 0070); absent before version 6: not known. */
  priceCents: priceCentsSchema.nullable().default(null),
});

/**
 * One line of a product's history. `unit` names the unit it concerns: one of the product's `units`,
 * or a unit that has since left the cupboard (eaten, thrown away), named only by its events.
 */
export const transferStockEventSchema = z.strictObject({
  unit: ref,
  kind: stockEventKindSchema,
  expiresOn: calendarDateSchema.nullable(),
  /** When the unit entered the cupboard (an undone « eaten » puts it back as it was). */
  unitAddedAt: timestamp,
  at: timestamp,
  undoneAt: timestamp.nullable(),
  by: personName,
  /** The unit's opening when the event was written (an undone « mangé » puts it back opened). */
  openedOn: calendarDateSchema.nullable().default(null),
  sealedExpiresOn: calendarDateSchema.nullable().default(null),
  /** The unit's freezing as the event left it, and a thaw's freezer date (version 5; the Bilan counts them). */
  frozenOn: calendarDateSchema.nullable().default(null),
  originalExpiresOn: calendarDateSchema.nullable().default(null),
  thawedOn: calendarDateSchema.nullable().default(null),
  previousExpiresOn: calendarDateSchema.nullable().default(null),
  /** The unit's price when the event was written (version 6: the Bilan's euros); absent before. */
  priceCents: priceCentsSchema.nullable().default(null),
});

/** A product with every field; a product with a barcode is a scanned one. */
export const transferProductSchema = z.strictObject({
  ref,
  barcode: barcode.nullable(),
  name: z.string().trim().min(1, { message: 'Le nom est obligatoire.' }).max(255),
  brand: text(1000),
  description: text(2000),
  imageUrl: httpUrlSchema.nullable(),
  quantity: text(255),
  categoryId,
  /** Absent from files written before DLC/DDM (decision 0038): the category's default then. */
  dateKind: dateKindSchema.optional(),
  /** Absent from files written before version 3: not said. */
  keepsOpenDays: keepsOpenDaysSchema.nullable().default(null),
  nutriscore: nutriscoreSchema.nullable(),
  novaGroup: novaGroupSchema.nullable(),
  ecoscore: ecoscoreSchema.nullable(),
  notes: text(2000),
  /** What Open Food Facts said when the product was saved. */
  off: offSnapshot.nullable(),
  /** « Sur la liste depuis »: the import recomputes it from the list lines it brings. */
  addedToListAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  units: z.array(transferUnitSchema).max(TRANSFER_LIMITS.unitsPerProduct),
  events: z.array(transferStockEventSchema).max(TRANSFER_LIMITS.eventsPerProduct),
});

/** A shopping-list line: a product of the document (`product`, its `ref`) or free text (null). */
export const transferListLineSchema = z.strictObject({
  product: ref.nullable(),
  label: z.string().trim().min(1, { message: 'Le libellé est obligatoire.' }).max(255),
  quantity: z.number().int().min(LIST_QUANTITY_MIN).max(LIST_QUANTITY_MAX),
  note: text(500),
  /** The aisle: the product's category for a product line. */
  categoryId,
  addedAt: timestamp,
  checkedAt: timestamp.nullable(),
  addedBy: personName,
});

export const transferIngredientSchema = z.strictObject({
  /** A product of the document (its `ref`), or null for free text. */
  product: ref.nullable(),
  label: z.string().trim().min(1).max(RECIPE_LIMITS.label),
  quantity: text(RECIPE_LIMITS.quantity),
  /** The heading the line sits under; absent from version 1 files. */
  group: text(RECIPE_LIMITS.heading).default(null),
});

export const transferSectionSchema = z.strictObject({
  name: z.string().trim().min(1).max(RECIPE_LIMITS.heading),
  firstStep: z.number().int().min(0),
});

export const transferRecipeSchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Le nom est obligatoire.' }).max(RECIPE_LIMITS.name),
  description: text(RECIPE_LIMITS.description),
  servings: z.number().int().min(1).max(RECIPE_LIMITS.servings).nullable(),
  durationMinutes: z.number().int().min(0).max(RECIPE_LIMITS.durationMinutes).nullable(),
  steps: z.array(z.string().trim().min(1).max(RECIPE_LIMITS.step)).max(RECIPE_LIMITS.steps),
  /** Where each named part of the method starts; absent from version 1 files. */
  sections: z.array(transferSectionSchema).max(RECIPE_LIMITS.steps).default([]),
  imageUrl: httpUrlSchema.nullable(),
  sourceUrl: httpUrlSchema.nullable(),
  ingredients: z.array(transferIngredientSchema).max(RECIPE_LIMITS.ingredients),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The plan's own bounds on servings and on a note (trimmed, not empty, at most PLAN_NOTE_MAX). */
const planSlot = putPlanSlotBodySchema.shape;

/**
 * A filled slot of the week plan: a recipe of the document (`recipe`, its index in `recipes`) and its
 * servings, or a note; never both nor neither, as the plan refuses them. Which stock events its « J'ai cuisiné »
 * wrote is this server's: not carried (an imported cooked meal cannot be undone from its slot).
 */
export const transferPlanSlotSchema = z
  .strictObject({
    date: calendarDateSchema,
    meal: planMealSchema,
    recipe: z.number().int().min(0).nullable(),
    servings: planSlot.servings.unwrap().nullable(),
    note: planSlot.note.unwrap().nullable(),
    cookedAt: timestamp.nullable(),
  })
  .superRefine((slot, context) =>
    checkSlotContent(
      { recipe: slot.recipe !== null, note: slot.note !== null, servings: slot.servings !== null },
      'recipe',
      context,
    ),
  );

type Document = {
  products: {
    ref: string;
    barcode: string | null;
    units: { ref: string }[];
    events: { unit: string; kind: string; undoneAt: string | null }[];
  }[];
  shoppingList: { product: string | null }[];
  recipes: { steps: string[]; sections: { firstStep: number }[]; ingredients: { product: string | null }[] }[];
  plan: { date: string; meal: string; recipe: number | null }[];
};

/**
 * Every reference points at a product of the document; refs and barcodes are not given twice; a unit
 * still in the cupboard has not left it (an event saying so, not undone).
 */
function checkReferences(document: Document, context: z.core.$RefinementCtx<Document>) {
  const problem = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message, input: undefined });
  const refs = new Set<string>();
  const barcodes = new Set<string>();
  document.products.forEach((product, index) => {
    if (refs.has(product.ref)) problem(['products', index, 'ref'], 'Cette référence de produit est donnée deux fois.');
    refs.add(product.ref);
    if (product.barcode !== null && barcodes.has(product.barcode)) {
      problem(['products', index, 'barcode'], 'Ce code-barres est donné à deux produits.');
    }
    if (product.barcode !== null) barcodes.add(product.barcode);
    const units = new Set<string>();
    product.units.forEach((unit, unitIndex) => {
      if (units.has(unit.ref)) problem(['products', index, 'units', unitIndex, 'ref'], 'Unité donnée deux fois.');
      units.add(unit.ref);
    });
    // Undoing that event would put back a unit that is already there.
    product.events.forEach((event, eventIndex) => {
      const leaves = event.kind === 'consumed' || event.kind === 'discarded';
      if (leaves && event.undoneAt === null && units.has(event.unit)) {
        problem(
          ['products', index, 'events', eventIndex, 'unit'],
          'Cette unité est sortie du placard, mais elle y est encore.',
        );
      }
    });
  });
  const unknown = 'Aucun produit du fichier n’a cette référence.';
  document.shoppingList.forEach((line, index) => {
    if (line.product !== null && !refs.has(line.product)) problem(['shoppingList', index, 'product'], unknown);
  });
  document.recipes.forEach((recipe, index) => {
    checkSections(recipe, context, ['recipes', index]);
    recipe.ingredients.forEach((ingredient, line) => {
      if (ingredient.product !== null && !refs.has(ingredient.product)) {
        problem(['recipes', index, 'ingredients', line, 'product'], unknown);
      }
    });
  });
  const slots = new Set<string>();
  document.plan.forEach((slot, index) => {
    if (slot.recipe !== null && slot.recipe >= document.recipes.length) {
      problem(['plan', index, 'recipe'], 'Aucune recette du fichier n’a ce numéro.');
    }
    const key = `${slot.date}/${slot.meal}`;
    if (slots.has(key)) problem(['plan', index, 'meal'], 'Ce repas est donné deux fois.');
    slots.add(key);
  });
}

/**
 * A household's data in one versioned document (« Exporter mes données », docs/decisions/0034): the
 * export's answer and the import's body. `format` first, then `version`: a file from elsewhere or from
 * a newer Glouton is told as the first problem (`body.format`, `body.version`).
 */
export const householdExportSchema = z
  .strictObject({
    format: z.literal(TRANSFER_FORMAT, { message: 'Ce fichier n’est pas un export de Glouton.' }),
    version: z.literal(TRANSFER_READ_VERSIONS, {
      error: (issue) =>
        typeof issue.input === 'number' && issue.input > TRANSFER_VERSION
          ? 'Ce fichier vient d’une version plus récente de Glouton\u00a0: mettez l’application à jour pour l’importer.'
          : 'Version de fichier inconnue.',
    }),
    exportedAt: timestamp,
    household: z.strictObject({ name: z.string().max(255) }),
    members: z.array(z.strictObject({ displayName: z.string().max(255) })).max(TRANSFER_LIMITS.members),
    products: z.array(transferProductSchema).max(TRANSFER_LIMITS.products),
    shoppingList: z.array(transferListLineSchema).max(TRANSFER_LIMITS.listLines),
    recipes: z.array(transferRecipeSchema).max(TRANSFER_LIMITS.recipes),
    /** Absent from files written before version 4: no planned meal. */
    plan: z.array(transferPlanSlotSchema).max(TRANSFER_LIMITS.planSlots).default([]),
  })
  .superRefine(checkReferences);

/** What an import added to the household. */
export const importHouseholdResponseSchema = z.object({
  added: z.object({
    /** Products created. */
    products: z.number().int().min(0),
    /** Products of the file whose barcode the household already had: merged into those. */
    mergedProducts: z.number().int().min(0),
    /** Units put in the cupboard. */
    units: z.number().int().min(0),
    /** Shopping-list lines created. */
    listLines: z.number().int().min(0),
    /** Lines of the file that raised the quantity of a line already waiting (same product or label). */
    mergedListLines: z.number().int().min(0),
    recipes: z.number().int().min(0),
    /** Recipes already there with the same name and ingredients: not added twice. */
    existingRecipes: z.number().int().min(0),
    /** Slots of the week plan filled. */
    planSlots: z.number().int().min(0),
    /** Slots of the file left out: the household had already planned that meal (its own one stays). */
    existingPlanSlots: z.number().int().min(0),
  }),
});

export type HouseholdExport = z.infer<typeof householdExportSchema>;
export type TransferProduct = z.infer<typeof transferProductSchema>;
export type TransferUnit = z.infer<typeof transferUnitSchema>;
export type TransferStockEvent = z.infer<typeof transferStockEventSchema>;
export type TransferListLine = z.infer<typeof transferListLineSchema>;
export type TransferRecipe = z.infer<typeof transferRecipeSchema>;
export type TransferIngredient = z.infer<typeof transferIngredientSchema>;
export type TransferPlanSlot = z.infer<typeof transferPlanSlotSchema>;
export type ImportHouseholdResponse = z.infer<typeof importHouseholdResponseSchema>;
