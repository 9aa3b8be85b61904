import { z } from 'zod';
import { RECIPE_LIMITS, recipeTextLength } from '../domain/limits.js';
import { STAPLE_LIMITS } from '../ingredients/staple-limits.js';
import { UNIT_KEYS } from '../ingredients/unit-keys.js';
import { calendarDateSchema, httpUrlSchema } from './products.js';
import { shoppingListItemSchema } from './shopping-list.js';
import { stockEventSchema } from './stock.js';

/** The linked product as the recipe shows it: enough for the in-stock mark and the link. */
export const recipeIngredientProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
  closestExpirationDate: calendarDateSchema.nullable(),
});

/** A line as written, and its product: what a recipe page holds before Glouton reads its amount. */
const writtenIngredientSchema = z.object({
  /** Null for a free-text ingredient, or once the linked product was deleted (the label stays). */
  productId: z.number().int().nullable(),
  /** The line as written ("200 g de farine", "Sel"). */
  label: z.string(),
  /** Optional quantity text ("200 g", "2 c. à soupe"). */
  quantity: z.string().nullable(),
  /** The heading the line sits under (« Pour la pâte »), or null: consecutive lines of one group show under it. */
  group: z.string().nullable(),
  product: recipeIngredientProductSchema.nullable(),
});

/**
 * A recipe's line as read: as written, and what its quantity and label say, read once when it is saved
 * (@glouton/core/ingredients, docs/decisions/0039).
 */
export const recipeIngredientSchema = writtenIngredientSchema.extend({
  /** Null when the line says no amount (« sel, poivre »). */
  amount: z.number().nullable(),
  /** The top of a range (« 3 à 4 pommes de terre »), else null. */
  amountMax: z.number().nullable(),
  /** The canonical unit (`g`, `ml`, `tbsp`, `pinch`…); null for a count (« 2 œufs ») or no amount. */
  unit: z.enum(UNIT_KEYS).nullable(),
  /** The food named, normalised for comparison (« pomme de terre »); null when none is named. */
  food: z.string().nullable(),
});

/**
 * A saved recipe's line: as read, and where it stands (decision 0057). A line linked to no product is
 * « à vérifier » unless it names only what the household keeps « toujours à la maison » (`atHome`).
 */
export const savedIngredientSchema = recipeIngredientSchema.extend({
  /** Free text naming only the household's staples (« Sel, poivre »): never missing, never bought. */
  atHome: z.boolean(),
  /**
   * Only on a recipe's own page, for a line « à vérifier »: the household's product whose name says the
   * same food (« Œufs » for « 3 œufs »), to link it to; null when none does.
   */
  suggestedProduct: recipeIngredientProductSchema.nullable().optional(),
});

/** Where a named part of the method starts (« Montage » from step 4): `firstStep` is an index in `steps`. */
export const recipeSectionSchema = z.object({
  name: z.string(),
  firstStep: z.number().int(),
});

export const recipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  servings: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  steps: z.array(z.string()),
  /** The steps' sections in order; steps before the first one have none. */
  sections: z.array(recipeSectionSchema),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  ingredients: z.array(savedIngredientSchema),
  /** Linked ingredients whose product has at least one unit in stock. */
  availableCount: z.number().int().min(0),
  /**
   * What the recipe needs: the distinct products its lines link, and the distinct foods of its lines
   * « à vérifier » (linked to no product, not a staple: decision 0057), which are never in stock.
   */
  totalCount: z.number().int().min(0),
  /** Of `totalCount`, the foods « à vérifier ». */
  toCheckCount: z.number().int().min(0),
  /** Linked ingredients whose product has a unit expiring within EXPIRING_SOON_DAYS (or already expired). */
  expiringSoonCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const name = z
  .string()
  .trim()
  .min(1, { message: 'Le nom est obligatoire.' })
  .max(RECIPE_LIMITS.name, { message: `Le nom dépasse ${RECIPE_LIMITS.name} caractères.` });

const ingredientInput = z.strictObject({
  productId: z.number().int().positive().nullable().optional(),
  label: z
    .string()
    .trim()
    .min(1, { message: 'Le libellé de l’ingrédient est obligatoire.' })
    .max(RECIPE_LIMITS.label, { message: `Le libellé de l’ingrédient dépasse ${RECIPE_LIMITS.label} caractères.` }),
  quantity: z
    .string()
    .trim()
    .max(RECIPE_LIMITS.quantity, { message: `La quantité dépasse ${RECIPE_LIMITS.quantity} caractères.` })
    .nullable()
    .optional(),
  /** Empty or absent: a line under no heading. */
  group: z
    .string()
    .trim()
    .max(RECIPE_LIMITS.heading, { message: `Le titre du groupe dépasse ${RECIPE_LIMITS.heading} caractères.` })
    .nullable()
    .optional(),
});

const sectionInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Le titre de la section est vide.' })
    .max(RECIPE_LIMITS.heading, { message: `Le titre de la section dépasse ${RECIPE_LIMITS.heading} caractères.` }),
  firstStep: z.number().int().min(0, { message: 'Une section commence à une étape de la liste.' }),
});

/**
 * Sections follow the steps' order and each starts at a step of the list (a heading over no step says
 * nothing): issues at `sections.N.firstStep`, under `path` (a recipe of an export document).
 */
export function checkSections(
  recipe: { steps?: readonly unknown[] | undefined; sections?: readonly { firstStep: number }[] | undefined },
  context: z.core.$RefinementCtx,
  path: (string | number)[] = [],
): void {
  const steps = recipe.steps?.length ?? 0;
  let previous = -1;
  (recipe.sections ?? []).forEach((section, index) => {
    const problem = (message: string) =>
      context.addIssue({ code: 'custom', path: [...path, 'sections', index, 'firstStep'], message, input: undefined });
    if (section.firstStep >= steps) problem('Cette section ne commence à aucune étape de la recette.');
    else if (section.firstStep <= previous) problem('Les sections suivent l’ordre des étapes, une par étape au plus.');
    previous = Math.max(previous, section.firstStep);
  });
}

const step = z
  .string()
  .trim()
  .min(1, { message: 'Une étape est vide.' })
  .max(RECIPE_LIMITS.step, { message: `Une étape dépasse ${RECIPE_LIMITS.step} caractères.` });

const recipeFields = {
  name,
  description: z
    .string()
    .trim()
    .max(RECIPE_LIMITS.description, { message: `La description dépasse ${RECIPE_LIMITS.description} caractères.` })
    .nullable()
    .optional(),
  servings: z
    .number()
    .int({ message: 'Le nombre de parts est un nombre entier.' })
    .min(1, { message: 'Au moins 1 part.' })
    .max(RECIPE_LIMITS.servings, { message: `Au plus ${RECIPE_LIMITS.servings} parts.` })
    .nullable()
    .optional(),
  durationMinutes: z
    .number()
    .int({ message: 'La durée est un nombre entier de minutes.' })
    .min(0, { message: 'La durée ne peut pas être négative.' })
    .max(RECIPE_LIMITS.durationMinutes, { message: 'La durée dépasse une semaine.' })
    .nullable()
    .optional(),
  steps: z.array(step).max(RECIPE_LIMITS.steps, { message: `Au plus ${RECIPE_LIMITS.steps} étapes.` }),
  sections: z.array(sectionInput).max(RECIPE_LIMITS.steps, { message: `Au plus ${RECIPE_LIMITS.steps} sections.` }),
  imageUrl: httpUrlSchema.nullable().optional(),
  sourceUrl: httpUrlSchema.nullable().optional(),
  ingredients: z
    .array(ingredientInput)
    .max(RECIPE_LIMITS.ingredients, { message: `Au plus ${RECIPE_LIMITS.ingredients} ingrédients.` }),
};

const textWithinLimit = (body: Parameters<typeof recipeTextLength>[0]) => recipeTextLength(body) <= RECIPE_LIMITS.text;
const tooMuchText = {
  message: `La recette dépasse ${RECIPE_LIMITS.text.toLocaleString('fr-FR')} caractères de texte en tout (description, étapes, ingrédients et leurs titres).`,
};

export const createRecipeBodySchema = z
  .strictObject({
    ...recipeFields,
    steps: recipeFields.steps.default([]),
    sections: recipeFields.sections.default([]),
    ingredients: recipeFields.ingredients.default([]),
  })
  .refine(textWithinLimit, tooMuchText)
  .superRefine((body, context) => checkSections(body, context));

/**
 * Every field optional; `steps` and `ingredients`, when given, replace the whole list. `sections` come
 * with the steps they divide; steps sent without them keep the sections that still start at one.
 */
export const updateRecipeBodySchema = z
  .strictObject({
    ...recipeFields,
    name: name.optional(),
    steps: recipeFields.steps.optional(),
    sections: recipeFields.sections.optional(),
    ingredients: recipeFields.ingredients.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Rien à modifier.' })
  .refine(textWithinLimit, tooMuchText)
  .refine((body) => body.sections === undefined || body.steps !== undefined, {
    message: 'Les sections s’envoient avec les étapes qu’elles découpent.',
    path: ['sections'],
  })
  .superRefine((body, context) => {
    if (body.steps !== undefined) checkSections(body, context);
  });

export const recipeIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * The list, most cookable first: every linked product in stock, then the most soon-expiring stock used,
 * then the fewest missing products, then the most recently changed.
 */
export const recipeListQuerySchema = z.strictObject({
  search: z.string().trim().max(255).optional(),
  /** Only the recipes using this product (product details). */
  productId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const recipeListSchema = z.object({ items: z.array(recipeSchema), total: z.number().int() });

const cookServings = z.coerce
  .number({ message: 'Nombre de parts invalide.' })
  .int({ message: 'Nombre de parts entier attendu.' })
  .min(1, { message: 'Au moins 1 part.' })
  .max(RECIPE_LIMITS.servings, { message: `Au plus ${RECIPE_LIMITS.servings} parts.` });

/** The servings cooked; absent: the recipe's own. */
export const cookPlanQuerySchema = z.strictObject({ servings: cookServings.optional() });

/** One unit a cook would use: `finished` (it leaves the cupboard) or not (it stays, *entamé*). */
export const cookPlanUnitSchema = z.object({
  itemId: z.number().int(),
  expiresOn: z.string().nullable(),
  openedOn: z.string().nullable(),
  finished: z.boolean(),
});

/**
 * What « J'ai cuisiné » would do, per linked product (decision 0045): the recipe's lines using it at
 * these servings, and its units the cook would use, soonest first, each proposed finished only when
 * the amount uses the whole package as far as the product's quantity tells.
 */
export const cookPlanSchema = z.object({
  /** The servings the amounts are counted for; null when neither the recipe nor the request says. */
  servings: z.number().int().nullable(),
  ingredients: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      /** What one package holds, as written on the product (« 1 L », « 6 œufs »). */
      productQuantity: z.string().nullable(),
      keepsOpenDays: z.number().int().nullable(),
      /** The recipe's lines for it at these servings (« 4 œufs »). */
      lines: z.array(z.string()),
      /** Empty when none is in the cupboard. */
      units: z.array(cookPlanUnitSchema),
    }),
  ),
});

/** Absent fields: the plan as proposed (`units` absent), at the recipe's servings. */
export const cookRecipeBodySchema = z.strictObject({
  servings: cookServings.optional(),
  /** Every unit the cook uses, and whether it is finished; absent: the plan's proposal. */
  units: z
    .array(z.strictObject({ itemId: z.number().int().positive(), finished: z.boolean() }))
    .min(1, { message: 'Choisissez au moins une unité.' })
    .max(200)
    .refine((units) => new Set(units.map((unit) => unit.itemId)).size === units.length, {
      message: 'Une unité est nommée deux fois.',
    })
    .optional(),
  /** « Il en reste ? »: portions kept, units of the recipe's leftovers product in the fridge (decision 0062). */
  leftovers: z
    .strictObject({
      portions: z
        .number({ message: 'Un nombre de portions est attendu.' })
        .int({ message: 'Un nombre entier de portions est attendu.' })
        .min(1, { message: 'Au moins 1 portion.' })
        .max(20, { message: 'Au plus 20 portions.' }),
    })
    .optional(),
});

/** « J'ai cuisiné »: the recipe as it now is, and every event written (consumed and opened units). */
export const cookRecipeResponseSchema = z.object({
  recipe: recipeSchema,
  /** The `consumed`, `opened` and leftovers' `added` events written: give their ids back to undo them all. */
  events: z.array(stockEventSchema),
  /** The leftovers kept: the product « Restes — … » and its new units; null when none were kept. */
  leftovers: z.object({ productId: z.number().int(), itemIds: z.array(z.number().int()) }).nullable(),
});

export const undoCookRecipeBodySchema = z.strictObject({
  // As many as a cook may write (its `units`).
  eventIds: z.array(z.number().int().positive()).min(1).max(200),
});

export const undoCookRecipeResponseSchema = z.object({ recipe: recipeSchema });

/**
 * Missing linked products, and the lines « à vérifier » as free text, go on the shopping list; those
 * already waiting there are left as they are (decision 0057).
 */
export const missingToShoppingListResponseSchema = z.object({
  /** The lines created. */
  added: z.array(shoppingListItemSchema),
  /** Missing products or foods already waiting on the list (not added twice). */
  alreadyOnList: z.number().int().min(0),
  /** The household's unchecked count afterwards (the footer badge). */
  count: z.number().int().min(0),
});

export const importRecipeBodySchema = z.strictObject({ url: httpUrlSchema });

/**
 * What a recipe page holds, as the importer reads it: nothing is saved until the user confirms.
 * Ingredient lines are kept as written; `productId` is set when one household product matches by name.
 */
export const recipeDraftSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  servings: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  steps: z.array(z.string()),
  sections: z.array(recipeSectionSchema),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string(),
  ingredients: z.array(writtenIngredientSchema),
});

/** What `POST /recipes/import` answers, ready for the creation form: the draft, each line's amount read. */
export const parsedRecipeDraftSchema = recipeDraftSchema.extend({ ingredients: z.array(recipeIngredientSchema) });

export type Recipe = z.infer<typeof recipeSchema>;
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;
export type SavedIngredient = z.infer<typeof savedIngredientSchema>;
export type RecipeSection = z.infer<typeof recipeSectionSchema>;
export type RecipeIngredientProduct = z.infer<typeof recipeIngredientProductSchema>;
export type CreateRecipeBody = z.input<typeof createRecipeBodySchema>;
export type UpdateRecipeBody = z.infer<typeof updateRecipeBodySchema>;
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;
export type RecipeList = z.infer<typeof recipeListSchema>;
export type CookRecipeResponse = z.infer<typeof cookRecipeResponseSchema>;
export type CookPlan = z.infer<typeof cookPlanSchema>;
export type CookPlanQuery = z.input<typeof cookPlanQuerySchema>;
export type CookRecipeBody = z.infer<typeof cookRecipeBodySchema>;
export type UndoCookRecipeBody = z.infer<typeof undoCookRecipeBodySchema>;
export type MissingToShoppingListResponse = z.infer<typeof missingToShoppingListResponseSchema>;
export type ImportRecipeBody = z.infer<typeof importRecipeBodySchema>;
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;
export type ParsedRecipeDraft = z.infer<typeof parsedRecipeDraftSchema>;

/** « Toujours à la maison »: the household's staples, in its order (decision 0057). */
export const staplesSchema = z.object({ staples: z.array(z.string()) });

export const putStaplesBodySchema = z.strictObject({
  staples: z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: 'Un produit de la liste est vide.' })
        .max(STAPLE_LIMITS.length, { message: `Un produit dépasse ${STAPLE_LIMITS.length} caractères.` }),
    )
    .max(STAPLE_LIMITS.count, { message: `Au plus ${STAPLE_LIMITS.count} produits toujours à la maison.` }),
});

export type Staples = z.infer<typeof staplesSchema>;
export type PutStaplesBody = z.infer<typeof putStaplesBodySchema>;
