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
 * Products read and written at a time: a page of 100 with their units and history is about 100 KB of
 * JSON, so an export holds a page in memory, never the household (20 000 products are 20 MB of JSON,
 * and the whole document, its text and its gzip took 170 MB more: issue 26). A page is also what the
 * event loop gives an export at once (a few milliseconds) before the other requests' turn.
 */
export const PRODUCTS_PER_PAGE = 100;
export const RECIPES_PER_PAGE = 50;

/**
 * The other requests' turn between two pages. SQLite answers synchronously and the pages' promises
 * resolve as microtasks: without this, an export whose client reads fast would run from its first page
 * to its last before anything else is answered.
 */
const otherRequestsFirst = () => new Promise((resolve) => setImmediate(resolve));

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
 * The rows `read` gives after each id, `size` at a time, in id order, until a page comes short; the other
 * requests have their turn between two pages.
 */
async function* pages<T extends { id: number }>(read: (after: number) => Promise<T[]>, size: number) {
  for (let after = 0; ; ) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = (page.at(-1) as T).id;
    await otherRequestsFirst();
  }
}

/**
 * The household's export document (decision 0034, version 4) as text, a page at a time (decision 0061):
 * the products 100 by 100 with their units and history, then the list, the recipes 50 by 50, the plan.
 * Read without a transaction, as before: a product read is named `p1`, `p2`… and a line or an
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
  const products = (after: number) => repository.productsAfter(db, householdId, after, PRODUCTS_PER_PAGE);
  for await (const page of pages(products, PRODUCTS_PER_PAGE)) {
    const ids = page.map((product) => product.id);
    const units = byKey(await repository.unitsOf(db, ids), (unit) => unit.product_id);
    const events = byKey(await repository.eventsOf(db, householdId, ids), (event) => event.product_id);
    const first = refs.size === 0;
    const written = page.map((product) => {
      const ref = `p${refs.size + 1}`;
      refs.set(product.id, ref);
      return write.product(productEntry(product, ref, units.get(product.id) ?? [], events.get(product.id) ?? []));
    });
    yield `${first ? '' : ','}${written.join(',')}`;
  }
  const refOf = (productId: number | null) => (productId === null ? null : (refs.get(productId) ?? null));

  const lines = await repository.listLines(db, householdId);
  yield `],"shoppingList":[${lines.map((line) => write.line(listLineEntry(line, refOf))).join(',')}],"recipes":[`;

  const recipeIndex = new Map<number, number>();
  const recipes = (after: number) => repository.recipesAfter(db, householdId, after, RECIPES_PER_PAGE);
  for await (const page of pages(recipes, RECIPES_PER_PAGE)) {
    const ingredients = byKey(
      await repository.ingredientsOf(
        db,
        page.map((recipe) => recipe.id),
      ),
      (line) => line.recipe_id,
    );
    const first = recipeIndex.size === 0;
    const written = page.map((recipe) => {
      recipeIndex.set(recipe.id, recipeIndex.size);
      return write.recipe(recipeEntry(recipe, ingredients.get(recipe.id) ?? [], refOf));
    });
    yield `${first ? '' : ','}${written.join(',')}`;
  }

  const slots = (await repository.planSlots(db, householdId)).flatMap((slot) => {
    const entry = planSlotEntry(slot, recipeIndex);
    return entry ? [write.slot(entry)] : [];
  });
  yield `],"plan":[${slots.join(',')}]}`;
}
