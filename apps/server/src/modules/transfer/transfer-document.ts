import {
  type HouseholdExport,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type TransferPlanSlot,
  type TransferProduct,
  type TransferStockEvent,
} from '@glouton/core/schemas';
import { type ProductRow, toProduct as productAnswer } from '../products/index.js';
import type { TransferRows } from './transfer.repository.js';

/** What the document is made of: every table the export reads. */
export type DocumentRows = Omit<TransferRows, 'stockLines'>;

/** Rows of one product, grouped. */
function byProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id) ?? [];
    list.push(row);
    grouped.set(row.product_id, list);
  }
  return grouped;
}

/**
 * A product's units and history. A unit is named inside the product (`u1`, `u2`…), never by its id: an
 * event names the unit it concerns, still in the cupboard or gone.
 */
function unitsAndEvents(units: TransferRows['units'], events: TransferRows['events']) {
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

/** The household's rows as one document; products are named `p1`, `p2`… inside it, never by id. */
export function toDocument(rows: DocumentRows, exportedAt: string): HouseholdExport {
  const refs = new Map(rows.products.map((product, index) => [product.id, `p${index + 1}`]));
  const refOf = (productId: number | null) => (productId === null ? null : (refs.get(productId) ?? null));
  const units = byProduct(rows.units);
  const events = byProduct(rows.events);
  const ingredients = new Map<number, TransferRows['ingredients']>();
  for (const line of rows.ingredients) {
    const lines = ingredients.get(line.recipe_id) ?? [];
    lines.push(line);
    ingredients.set(line.recipe_id, lines);
  }
  // A slot names its recipe by its place in the document's `recipes`, never by id.
  const recipeIndex = new Map(rows.recipes.map((recipe, index) => [recipe.id, index]));
  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt,
    household: { name: rows.household.name },
    members: rows.members.map((member) => ({ displayName: member.display_name })),
    products: rows.products.map((product) =>
      toProduct(
        product,
        refs.get(product.id) as string,
        unitsAndEvents(units.get(product.id) ?? [], events.get(product.id) ?? []),
      ),
    ),
    shoppingList: rows.listLines.map((line) => ({
      product: refOf(line.product_id),
      label: line.label,
      quantity: line.quantity,
      note: line.note,
      categoryId: line.category_id,
      addedAt: line.added_at,
      checkedAt: line.checked_at,
      addedBy: line.added_by,
    })),
    recipes: rows.recipes.map((recipe) => ({
      name: recipe.name,
      description: recipe.description,
      servings: recipe.servings,
      durationMinutes: recipe.duration_minutes,
      steps: JSON.parse(recipe.steps) as string[],
      sections: JSON.parse(recipe.step_sections) as HouseholdExport['recipes'][number]['sections'],
      imageUrl: recipe.image_url,
      sourceUrl: recipe.source_url,
      // A line whose product was deleted keeps its label: it is free text in the file.
      ingredients: (ingredients.get(recipe.id) ?? []).map((line) => ({
        product: refOf(line.product_id),
        label: line.label,
        quantity: line.quantity,
        group: line.group_name,
      })),
      createdAt: recipe.created_at,
      updatedAt: recipe.updated_at,
    })),
    // A slot naming a recipe saved after the recipes were read (not in the document) is left out.
    plan: rows.planSlots.flatMap((slot): TransferPlanSlot[] => {
      const recipe = slot.recipe_id === null ? null : recipeIndex.get(slot.recipe_id);
      if (recipe === undefined) return [];
      return [
        {
          date: slot.date,
          meal: slot.meal,
          recipe,
          servings: slot.servings,
          note: slot.note,
          cookedAt: slot.cooked_at,
        },
      ];
    }),
  };
}
