import { z } from 'zod';
import { isoWeekMonday } from '../dates/weeks.js';
import { PLAN_NOTE_MAX, RECIPE_LIMITS, withinDateYears } from '../domain/limits.js';
import { calendarDateSchema, dateYearsMessage } from './products.js';
import { cookRecipeBodySchema } from './recipes.js';
import { shoppingListItemSchema } from './shopping-list.js';

// The week plan (docs/decisions/0046, 0047): seven days of an ISO week, a lunch and a dinner each.

export const PLAN_MEALS = ['lunch', 'dinner'] as const;
export type PlanMeal = (typeof PLAN_MEALS)[number];

export const planMealSchema = z.enum(PLAN_MEALS, {
  message: 'Le repas est «\u00a0lunch\u00a0» ou «\u00a0dinner\u00a0».',
});

/** `2026-W48`: an ISO week that exists (no week 54, no week 53 in a year of 52), in `DATE_YEARS`. */
export const isoWeekSchema = z
  .string()
  .refine((value) => isoWeekMonday(value) !== null, { message: 'La semaine s’écrit 2026-W48 et doit exister.' })
  .refine(withinDateYears, { message: dateYearsMessage });

export const planWeekQuerySchema = z.strictObject({ week: isoWeekSchema });

const servings = z
  .number()
  .int({ message: 'Le nombre de parts est un nombre entier.' })
  .min(1, { message: 'Au moins 1 part.' })
  .max(RECIPE_LIMITS.servings, { message: `Au plus ${RECIPE_LIMITS.servings} parts.` });

export const planSlotSchema = z.object({
  meal: planMealSchema,
  recipeId: z.number().int().nullable(),
  /** The recipe's name as it is now (null without a recipe). */
  recipeName: z.string().nullable(),
  servings: z.number().int().nullable(),
  /** A free note instead of a recipe (« restes », « resto »). */
  note: z.string().nullable(),
  /** Leftovers to finish instead of a recipe (a product « Restes — … », decision 0062), and its name. */
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** When « J'ai cuisiné » was said from this slot; null until then. */
  cookedAt: z.string().nullable(),
  /** Only in the answer of « Proposer ma semaine »: why this recipe was proposed here. */
  reason: z.string().optional(),
});

export const planDaySchema = z.object({ date: calendarDateSchema, slots: z.array(planSlotSchema) });

export const planWeekSchema = z.object({
  week: z.string(),
  /**
   * The household's meal times (`HH:MM`, Europe/Paris): a meal whose time has passed is not proposed any
   * more (decision 0057), and the calendars show it then.
   */
  lunchTime: z.string(),
  dinnerTime: z.string(),
  days: z.array(planDaySchema),
});

export const planSlotParamsSchema = z.strictObject({ date: calendarDateSchema, meal: planMealSchema });

/**
 * A slot holds a recipe (and its servings) or a note, never both nor neither: one rule for the plan's
 * API and for the export file's planned meals (schemas/transfer.ts). `recipeField` names the recipe.
 */
export function checkSlotContent(
  has: { recipe: boolean; note: boolean; servings: boolean },
  recipeField: string,
  context: z.core.$RefinementCtx,
) {
  if (has.recipe === has.note) {
    context.addIssue({
      code: 'custom',
      path: [recipeField],
      message: 'Choisissez une recette ou écrivez une note.',
      input: undefined,
    });
  }
  if (has.servings && !has.recipe) {
    context.addIssue({
      code: 'custom',
      path: ['servings'],
      message: 'Les parts vont avec une recette.',
      input: undefined,
    });
  }
}

/** A recipe (its servings: the recipe's own when not said) or a note; never both. */
export const putPlanSlotBodySchema = z
  .strictObject({
    recipeId: z.number().int().positive().optional(),
    servings: servings.optional(),
    note: z
      .string()
      .trim()
      .min(1, { message: 'La note est vide.' })
      .max(PLAN_NOTE_MAX, { message: `La note dépasse ${PLAN_NOTE_MAX} caractères.` })
      .optional(),
  })
  .superRefine((body, context) =>
    checkSlotContent(
      { recipe: body.recipeId !== undefined, note: body.note !== undefined, servings: body.servings !== undefined },
      'recipeId',
      context,
    ),
  );

/**
 * « J'ai cuisiné » from a slot: the recipe the sheet was opened for — the slot must still hold it, not
 * cooked yet (409 otherwise: another phone changed or cooked that meal meanwhile) — and the cook's own
 * fields (decision 0045; absent `units`: the cook plan as proposed).
 */
export const cookPlanSlotBodySchema = cookRecipeBodySchema.extend({ recipeId: z.number().int().positive() });

const slotRef = z.strictObject({ date: calendarDateSchema, meal: planMealSchema });

/** Moves a slot's content to another slot; what the target held takes its place (a swap). */
export const movePlanSlotBodySchema = z.strictObject({ from: slotRef, to: slotRef });

export const proposePlanBodySchema = z.strictObject({
  week: isoWeekSchema,
  slots: z.array(slotRef).min(1, { message: 'Choisissez au moins un repas.' }).max(14),
});

export const planShoppingBodySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((body) => body.from <= body.to, { message: 'La fin est avant le début.', path: ['to'] })
  .refine((body) => Date.parse(body.to) - Date.parse(body.from) <= 30 * 86_400_000, {
    message: 'Au plus 31 jours.',
    path: ['to'],
  });

/**
 * What « Ajouter les courses » did: the lines added and those raised, and the run to give back to undo.
 * `runId` is null when there was nothing to add (nothing to undo either).
 */
export const planShoppingResponseSchema = z.object({
  runId: z.number().int().nullable(),
  added: z.array(shoppingListItemSchema),
  updated: z.array(shoppingListItemSchema),
  count: z.number().int(),
});

export const planShoppingRunParamsSchema = z.strictObject({ runId: z.coerce.number().int().positive() });

export const planShoppingUndoResponseSchema = z.object({ count: z.number().int() });

export type PlanSlot = z.infer<typeof planSlotSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type PlanWeek = z.infer<typeof planWeekSchema>;
export type PutPlanSlotBody = z.infer<typeof putPlanSlotBodySchema>;
export type CookPlanSlotBody = z.infer<typeof cookPlanSlotBodySchema>;
export type MovePlanSlotBody = z.infer<typeof movePlanSlotBodySchema>;
export type ProposePlanBody = z.infer<typeof proposePlanBodySchema>;
export type PlanShoppingBody = z.infer<typeof planShoppingBodySchema>;
export type PlanShoppingResponse = z.infer<typeof planShoppingResponseSchema>;
