import {
  transferListLineSchema,
  transferPlanSlotSchema,
  transferProductSchema,
  transferRecipeSchema,
} from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { compileSerializer } from '../../http/serializer.js';
import { transferRepository as repository } from './transfer.repository.js';
import { documentHead, listLineEntry, planSlotEntry, productEntry, recipeEntry } from './transfer-document.js';

/**
 * Products read and written at a time: a page of 200 with their units and history is about 200 KB of
 * JSON, so an export holds a page in memory, never the household (20 000 products are 20 MB of JSON,
 * and the whole document, its text and its gzip took 170 MB more: issue 26).
 */
const PRODUCTS_PER_PAGE = 200;
const RECIPES_PER_PAGE = 100;

/**
 * Each part is written by fast-json-stringify from its own schema, as the whole document's serializer
 * wrote it before (decision 0012): the same bytes, in the same order. Compiled at the first export.
 */
let writers:
  | {
      product: (data: unknown) => string;
      line: (data: unknown) => string;
      recipe: (data: unknown) => string;
      slot: (data: unknown) => string;
    }
  | undefined;
const writersOf = () => {
  writers ??= {
    product: compileSerializer(transferProductSchema),
    line: compileSerializer(transferListLineSchema),
    recipe: compileSerializer(transferRecipeSchema),
    slot: compileSerializer(transferPlanSlotSchema),
  };
  return writers;
};

function byKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const grouped = new Map<K, T[]>();
  for (const row of rows) {
    const list = grouped.get(key(row));
    if (list) list.push(row);
    else grouped.set(key(row), [row]);
  }
  return grouped;
}

/**
 * The household's export document (decision 0034, version 4) as text, a page at a time (decision 0061):
 * the products 200 by 200 with their units and history, then the list, the recipes 100 by 100, the
 * plan. Read without a transaction, as before: a product read is named `p1`, `p2`… and a line or an
 * ingredient naming a product not in the document (saved after its page was read) is free text; a slot
 * naming a recipe not in the document is left out. Only the products' refs and the recipes' places are
 * kept from page to page.
 */
export async function* exportDocumentText(db: Db, householdId: number, exportedAt: string): AsyncGenerator<string> {
  const write = writersOf();
  const head = documentHead(
    exportedAt,
    await repository.household(db, householdId),
    await repository.members(db, householdId),
  );
  yield `${JSON.stringify(head).slice(0, -1)},"products":[`;

  const refs = new Map<number, string>();
  for (let after = 0; ; ) {
    const page = await repository.productsAfter(db, householdId, after, PRODUCTS_PER_PAGE);
    if (page.length === 0) break;
    const ids = page.map((product) => product.id);
    const units = byKey(await repository.unitsOf(db, ids), (unit) => unit.product_id);
    const events = byKey(await repository.eventsOf(db, householdId, ids), (event) => event.product_id);
    const written = page.map((product) => {
      const ref = `p${refs.size + 1}`;
      refs.set(product.id, ref);
      return write.product(productEntry(product, ref, units.get(product.id) ?? [], events.get(product.id) ?? []));
    });
    yield `${refs.size > page.length ? ',' : ''}${written.join(',')}`;
    if (page.length < PRODUCTS_PER_PAGE) break;
    after = ids.at(-1) as number;
  }
  const refOf = (productId: number | null) => (productId === null ? null : (refs.get(productId) ?? null));

  const lines = await repository.listLines(db, householdId);
  yield `],"shoppingList":[${lines.map((line) => write.line(listLineEntry(line, refOf))).join(',')}],"recipes":[`;

  const recipeIndex = new Map<number, number>();
  for (let after = 0; ; ) {
    const page = await repository.recipesAfter(db, householdId, after, RECIPES_PER_PAGE);
    if (page.length === 0) break;
    const ids = page.map((recipe) => recipe.id);
    const ingredients = byKey(await repository.ingredientsOf(db, ids), (line) => line.recipe_id);
    const written = page.map((recipe) => {
      recipeIndex.set(recipe.id, recipeIndex.size);
      return write.recipe(recipeEntry(recipe, ingredients.get(recipe.id) ?? [], refOf));
    });
    yield `${recipeIndex.size > page.length ? ',' : ''}${written.join(',')}`;
    if (page.length < RECIPES_PER_PAGE) break;
    after = ids.at(-1) as number;
  }

  const slots = (await repository.planSlots(db, householdId)).flatMap((slot) => {
    const entry = planSlotEntry(slot, recipeIndex);
    return entry ? [write.slot(entry)] : [];
  });
  yield `],"plan":[${slots.join(',')}]}`;
}
