import {
  type HouseholdExport,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type TransferListLine,
  type TransferPlanSlot,
  type TransferProduct,
  type TransferRecipe,
  type TransferStockEvent,
} from '@glouton/core/schemas';
import { type ProductRow, toProduct as productAnswer } from '../products/index.js';
import type { TransferRows } from './transfer.repository.js';

/**
 * A product's units and history. A unit is named inside the product (`u1`, `u2`…), never by its id: an
 * event names the unit it concerns, still in the cupboard or gone.
 */
function unitsAndEvents(units: TransferRows['unitsOf'], events: TransferRows['eventsOf']) {
  const refs = new Map<number, string>();
  const refOf = (unitId: number) => {
    let ref = refs.get(unitId);
    if (ref === undefined) {
      ref = `u${refs.size + 1}`;
      refs.set(unitId, ref);
    }
    return ref;
  };
  return {
    units: units.map((unit) => ({
      ref: refOf(unit.id),
      expiresOn: unit.expires_on,
      addedAt: unit.added_at,
      openedOn: unit.opened_on,
      sealedExpiresOn: unit.sealed_expires_on,
      place:
        unit.place_name === null || unit.place_kind === null ? null : { name: unit.place_name, kind: unit.place_kind },
      frozenOn: unit.frozen_on,
      originalExpiresOn: unit.original_expires_on,
      thawedOn: unit.thawed_on,
      priceCents: unit.price_cents,
    })),
    events: events.map(
      (event): TransferStockEvent => ({
        unit: refOf(event.stock_item_id),
        kind: event.kind,
        expiresOn: event.expires_on,
        unitAddedAt: event.item_added_at,
        at: event.at,
        undoneAt: event.undone_at,
        by: event.by,
        openedOn: event.opened_on,
        sealedExpiresOn: event.sealed_expires_on,
        frozenOn: event.frozen_on,
        originalExpiresOn: event.original_expires_on,
        thawedOn: event.thawed_on,
        previousExpiresOn: event.previous_expires_on,
        priceCents: event.price_cents,
      }),
    ),
  };
}

/** The product as its answer says it (products' own mapping), less what is this server's: ids, cupboard. */
function toProduct(row: ProductRow, ref: string, history: ReturnType<typeof unitsAndEvents>): TransferProduct {
  const {
    id: _id,
    scanned: _scanned,
    stock: _stock,
    closestExpirationDate: _closest,
    inStock: _inStock,
    ...fields
  } = productAnswer(row, []);
  return { ref, ...fields, ...history };
}

type Recipe = TransferRows['recipesAfter'][number];
type Ingredient = TransferRows['ingredientsOf'][number];

/** A product of the document: its fields, its units and its history. */
export function productEntry(
  row: ProductRow,
  ref: string,
  units: TransferRows['unitsOf'],
  events: TransferRows['eventsOf'],
): TransferProduct {
  return toProduct(row, ref, unitsAndEvents(units, events));
}

/** A list line; `refOf` names its product in the document (null: free text, or a product gone since). */
export function listLineEntry(
  line: TransferRows['listLines'][number],
  refOf: (productId: number | null) => string | null,
): TransferListLine {
  return {
    product: refOf(line.product_id),
    label: line.label,
    quantity: line.quantity,
    note: line.note,
    categoryId: line.category_id,
    addedAt: line.added_at,
    checkedAt: line.checked_at,
    addedBy: line.added_by,
  };
}

export function recipeEntry(
  recipe: Recipe,
  ingredients: Ingredient[],
  refOf: (productId: number | null) => string | null,
): TransferRecipe {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    durationMinutes: recipe.duration_minutes,
    steps: JSON.parse(recipe.steps) as string[],
    sections: JSON.parse(recipe.step_sections) as TransferRecipe['sections'],
    imageUrl: recipe.image_url,
    sourceUrl: recipe.source_url,
    // A line whose product was deleted keeps its label: it is free text in the file.
    ingredients: ingredients.map((line) => ({
      product: refOf(line.product_id),
      label: line.label,
      quantity: line.quantity,
      group: line.group_name,
    })),
    createdAt: recipe.created_at,
    updatedAt: recipe.updated_at,
  };
}

/**
 * A slot of the week plan, naming its recipe by its place in the document's `recipes`, never by id;
 * null for a slot naming a recipe saved after the recipes were read (not in the document): left out.
 */
export function planSlotEntry(
  slot: TransferRows['planSlots'][number],
  recipeIndex: Map<number, number>,
): TransferPlanSlot | null {
  const recipe = slot.recipe_id === null ? null : recipeIndex.get(slot.recipe_id);
  if (recipe === undefined) return null;
  return {
    date: slot.date,
    meal: slot.meal,
    recipe,
    servings: slot.servings,
    note: slot.note,
    cookedAt: slot.cooked_at,
  };
}

/** The document's first fields, before its lists. */
export const documentHead = (exportedAt: string, household: { name: string }, members: { display_name: string }[]) =>
  ({
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt,
    household: { name: household.name },
    members: members.map((member) => ({ displayName: member.display_name })),
  }) satisfies Partial<HouseholdExport>;
