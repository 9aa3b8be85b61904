import { DEFAULT_STAPLES, parseIngredientLine, stapleMatcher } from '@glouton/core/ingredients';
import type {
  CookPlan,
  CookRecipeBody,
  Recipe,
  SavedIngredient,
  ShoppingListItem,
  StockEvent,
} from '@glouton/core/schemas';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';

/** What the server stores beside a line: its amount, read by the same core function. */
export function amountOf(line: { label: string; quantity: string | null }) {
  const { amount, amountMax, unit, food } = parseIngredientLine(line);
  return { amount, amountMax, unit, food };
}

/** A linked ingredient; `inStock` says whether its product has a unit in the cupboard. */
export function linked(
  productId: number,
  label: string,
  inStock: boolean,
  quantity: string | null = null,
  closestExpirationDate: string | null = null,
) {
  return {
    productId,
    label,
    quantity,
    group: null,
    ...amountOf({ label, quantity }),
    product: { id: productId, name: label, imageUrl: null, inStock, closestExpirationDate },
    atHome: false,
  } satisfies SavedIngredient;
}

const defaultStaple = stapleMatcher(DEFAULT_STAPLES);

/**
 * A free-text ingredient: « à vérifier » (« 200 g de lardons »), or « toujours à la maison » when it
 * names only the default staples (« Sel »), as the server says.
 */
export function freeText(
  label: string,
  quantity: string | null = null,
  suggestedProduct?: SavedIngredient['suggestedProduct'],
): SavedIngredient {
  const amount = amountOf({ label, quantity });
  return {
    productId: null,
    label,
    quantity,
    group: null,
    ...amount,
    product: null,
    atHome: defaultStaple(amount.food),
    ...(suggestedProduct !== undefined && { suggestedProduct }),
  };
}

/** A recipe whose counts follow its ingredients unless the test overrides them. */
export function recipe(overrides: Partial<Recipe> & Pick<Recipe, 'id' | 'name'>): Recipe {
  const ingredients = overrides.ingredients ?? [];
  const linkedOnes = ingredients.filter((item) => item.product !== null);
  const toCheck = new Set(
    ingredients.filter((item) => item.productId === null && !item.atHome).map((item) => item.food ?? item.label),
  ).size;
  return {
    description: null,
    servings: null,
    durationMinutes: null,
    steps: [],
    sections: [],
    imageUrl: null,
    sourceUrl: null,
    availableCount: linkedOnes.filter((item) => item.product?.inStock).length,
    totalCount: linkedOnes.length + toCheck,
    toCheckCount: toCheck,
    expiringSoonCount: 0,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
    ingredients,
  };
}

interface Options {
  recipes?: Recipe[];
  /** The unchecked shopping-list count before any change (the footer badge). */
  listCount?: number;
  /** Product ids already waiting on the shopping list. */
  onList?: number[];
  /** Answers every POST …/cook with this status instead (e.g. 409 when the page was stale). */
  cookStatus?: number;
  /** Products whose unit the cook plan proposes opened rather than finished. */
  opened?: number[];
  /** Products with more than one unit in the fake cupboard (a box of eggs): product id → units. */
  unitCounts?: Record<number, number>;
  /** Calls the recipes fake does not know about (a product page, …). */
  other?: (call: ApiCall) => Response | undefined;
}

const shoppingLine = (id: number, productId: number, label: string): ShoppingListItem => ({
  id,
  productId,
  label,
  quantity: 1,
  note: null,
  categoryId: 7,
  imageUrl: null,
  addedAt: '2025-06-10T08:00:00.000Z',
  checkedAt: null,
  addedBy: null,
});

/** A linked product's first unit in the fake cupboard: its id is the product's times ten (then + 1, + 2…). */
export const unitIdOf = (productId: number) => productId * 10;
const productOfUnit = (itemId: number) => Math.floor(itemId / 10);

/**
 * What « J'ai cuisiné » would use: one unit of each linked product in stock (or `unitCounts` of it),
 * finished unless the test says it is only opened (`opened`, product ids).
 */
export function fakeCookPlan(
  current: Recipe,
  servings: number | null,
  opened: number[] = [],
  unitCounts: Record<number, number> = {},
): CookPlan {
  const byProduct = new Map<number, SavedIngredient[]>();
  for (const item of current.ingredients) {
    if (item.productId !== null) byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
  }
  return {
    servings: current.servings === null ? null : (servings ?? current.servings),
    ingredients: [...byProduct.entries()].map(([productId, lines]) => ({
      productId,
      productName: lines[0]?.product?.name ?? '',
      productQuantity: null,
      keepsOpenDays: opened.includes(productId) ? 3 : null,
      lines: lines.map((line) => (line.quantity ? `${line.quantity} ${line.label}` : line.label)),
      units: lines[0]?.product?.inStock
        ? Array.from({ length: unitCounts[productId] ?? 1 }, (_, index) => ({
            itemId: unitIdOf(productId) + index,
            expiresOn: '2025-06-12',
            openedOn: null,
            finished: !opened.includes(productId),
          }))
        : [],
    })),
  };
}

/** The units chosen: a finished one leaves (`consumed`), an opened one stays (`opened`). */
function cook(current: Recipe, body: CookRecipeBody, firstEventId: number): { recipe: Recipe; events: StockEvent[] } {
  const units = body.units ?? [];
  const events = units.map((unit, index) => ({
    id: firstEventId + index,
    productId: productOfUnit(unit.itemId),
    kind: unit.finished ? ('consumed' as const) : ('opened' as const),
    expiresOn: '2025-06-12',
    at: '2025-06-10T12:00:00.000Z',
    doneBy: null,
  }));
  const gone = new Set(units.filter((unit) => unit.finished).map((unit) => productOfUnit(unit.itemId)));
  const ingredients = current.ingredients.map((item) =>
    item.product && gone.has(item.productId ?? 0) ? { ...item, product: { ...item.product, inStock: false } } : item,
  );
  const available = new Set(ingredients.filter((item) => item.product?.inStock).map((item) => item.productId)).size;
  return { recipe: { ...current, ingredients, availableCount: available }, events };
}

/**
 * A recipes server in memory over the stubbed fetch (the contract of packages/core/src/schemas/recipes.ts):
 * the list in the given order (the server's "most cookable first"), one recipe, delete, cook and undo,
 * missing products to the shopping list with the new count, a line linked (PATCH), the staples.
 */
export function serveRecipes({
  recipes = [],
  listCount = 0,
  onList = [],
  cookStatus,
  opened,
  unitCounts,
  other,
}: Options = {}) {
  const state = {
    recipes: [...recipes],
    listCount,
    onList: [...onList],
    nextEventId: 500,
    nextLineId: 900,
    /** Every read of a recipe answers 503 while true (a server having a bad moment). */
    failReads: false,
    /** « Toujours à la maison », as GET and PUT /recipes/staples keep it. */
    staples: ['Sel', 'Poivre', 'Eau', 'Huile', 'Huile d’olive', 'Levure chimique'],
  };
  const beforeCook = new Map<number, Recipe>();
  const find = (id: string | undefined) => state.recipes.find((item) => String(item.id) === id);
  const replace = (next: Recipe) => {
    state.recipes = state.recipes.map((item) => (item.id === next.id ? next : item));
    return next;
  };

  const api = stubApiCalls((call) => {
    if (call.path === '/products/shopping-list' && call.query.get('count') === 'true') {
      return jsonResponse(state.listCount);
    }
    if (call.method === 'GET' && call.path === '/recipes') {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const productId = Number(call.query.get('productId') ?? Number.NaN);
      const found = state.recipes
        .filter((item) => item.name.toLowerCase().includes(search))
        .filter((item) => Number.isNaN(productId) || item.ingredients.some((i) => i.productId === productId));
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 50);
      return jsonResponse({ items: found.slice(offset, offset + limit), total: found.length });
    }
    if (call.path === '/recipes/staples') {
      if (call.method === 'PUT') state.staples = (call.body as { staples: string[] }).staples;
      return jsonResponse({ staples: state.staples });
    }
    const match = /^\/recipes\/(\d+)(\/.*)?$/.exec(call.path);
    const current = find(match?.[1]);
    if (!match) return other?.(call);
    if (state.failReads && call.method === 'GET') return errorResponse(503, 'unavailable', 'Serveur indisponible.');
    if (!current) return errorResponse(404, 'not-found', 'Recette introuvable.');
    const action = `${call.method} ${match[2] ?? ''}`;
    if (action === 'GET ') return jsonResponse(current);
    if (action === 'DELETE ') {
      state.recipes = state.recipes.filter((item) => item !== current);
      return new Response(null, { status: 204 });
    }
    if (action === 'GET /cook-plan') {
      const servings = call.query.get('servings');
      return jsonResponse(fakeCookPlan(current, servings === null ? null : Number(servings), opened, unitCounts));
    }
    if (action === 'POST /cook') {
      if (cookStatus) return errorResponse(cookStatus, 'conflict', 'Aucun ingrédient de cette recette n’est en stock.');
      const cooked = cook(current, call.body as CookRecipeBody, state.nextEventId);
      state.nextEventId += cooked.events.length;
      beforeCook.set(current.id, current);
      return jsonResponse({ recipe: replace(cooked.recipe), events: cooked.events });
    }
    if (action === 'PATCH ') {
      // « Lier à … »: a line « à vérifier » given the product the page offered (decision 0057).
      const lines = (call.body as { ingredients?: { productId: number | null }[] }).ingredients ?? [];
      const ingredients = current.ingredients.map((line, index) => {
        const productId = lines[index]?.productId ?? null;
        if (productId === line.productId || productId === null) return line;
        const offered = line.suggestedProduct;
        return linked(productId, offered?.name ?? line.label, offered?.inStock ?? false, line.quantity);
      });
      const { availableCount: _a, totalCount: _t, toCheckCount: _c, ...rest } = current;
      return jsonResponse(replace(recipe({ ...rest, ingredients })));
    }
    if (action === 'POST /cook/undo') {
      return jsonResponse({ recipe: replace(beforeCook.get(current.id) ?? current) });
    }
    if (action === 'POST /missing-to-shopping-list') {
      const missing = current.ingredients.filter((item) => item.product && !item.product.inStock);
      const toAdd = missing.filter((item) => !state.onList.includes(item.productId ?? 0));
      const added = toAdd.map((item) => shoppingLine(state.nextLineId++, item.productId ?? 0, item.label));
      state.onList.push(...toAdd.map((item) => item.productId ?? 0));
      state.listCount += added.length;
      return jsonResponse({ added, alreadyOnList: missing.length - toAdd.length, count: state.listCount });
    }
    return undefined;
  });
  return { ...api, state };
}
