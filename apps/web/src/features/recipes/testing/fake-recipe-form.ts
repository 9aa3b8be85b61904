import { foldText } from '@glouton/core/domain';
import type { ParsedRecipeDraft, Product, Recipe } from '@glouton/core/schemas';
import { errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { product } from '../../../test/fixtures';
import { amountOf } from './fake-recipes';

export function recipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 12,
    name: 'Tarte aux poireaux',
    description: null,
    servings: 4,
    durationMinutes: 50,
    steps: ['Émincer les poireaux.', 'Cuire 30 min.'],
    sections: [],
    imageUrl: null,
    sourceUrl: null,
    ingredients: [],
    availableCount: 0,
    totalCount: 0,
    toCheckCount: 0,
    expiringSoonCount: 0,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function draft(overrides: Partial<ParsedRecipeDraft> = {}): ParsedRecipeDraft {
  return {
    name: 'Quiche lorraine',
    description: 'La vraie, sans fromage.',
    servings: 6,
    durationMinutes: 75,
    steps: ['Préchauffer le four.', 'Battre les œufs avec la crème.'],
    sections: [],
    imageUrl: 'https://recettes.example/quiche.jpg',
    sourceUrl: 'https://recettes.example/quiche',
    ingredients: [],
    ...overrides,
  };
}

type Answer = () => Response;

interface Options {
  products?: Product[];
  recipes?: Recipe[];
  /** What `POST /recipes/import` answers; a draft by default. */
  importAnswer?: Answer;
  /** What the next `POST /recipes` or `PATCH /recipes/:id` answers instead of saving. */
  saveAnswer?: Answer;
  /** `GET /recipes/:id` waits for it: the loading state stays on screen until the test resolves it. */
  hold?: Promise<unknown>;
}

/**
 * The endpoints the recipe form uses, in memory over the stubbed fetch: product search (paged,
 * accent-insensitive), recipe read, create, update and import. The calls are recorded.
 */
export function serveRecipeForm({ products = [], recipes = [], importAnswer, saveAnswer, hold }: Options = {}) {
  const state = { recipes: [...recipes], nextId: 41 };
  const saved = (body: Record<string, unknown>, base: Recipe) => {
    const ingredients = (body.ingredients as Recipe['ingredients'] | undefined) ?? base.ingredients;
    return recipe({
      ...base,
      ...body,
      ingredients: ingredients.map((ingredient) => ({
        productId: ingredient.productId ?? null,
        label: ingredient.label,
        quantity: ingredient.quantity ?? null,
        group: ingredient.group ?? null,
        ...amountOf({ label: ingredient.label, quantity: ingredient.quantity ?? null }),
        product: null,
        atHome: false,
      })),
    });
  };

  const api = stubApiCalls((call) => {
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.method === 'GET' && call.path === '/products') {
      // Core's folding, as the server's search: case, accents, ligatures (« Œufs » is « oeufs »).
      const search = foldText(call.query.get('search') ?? '');
      const limit = Number(call.query.get('limit') ?? 50);
      const offset = Number(call.query.get('offset') ?? 0);
      const found = products.filter((p) => foldText(p.name).includes(search));
      return jsonResponse({ items: found.slice(offset, offset + limit), total: found.length });
    }
    if (call.method === 'POST' && call.path === '/recipes/import')
      return (importAnswer ?? (() => jsonResponse(draft())))();
    if (call.method === 'POST' && call.path === '/recipes') {
      if (saveAnswer) return saveAnswer();
      const created = saved(body, recipe({ id: state.nextId++, steps: [], servings: null, durationMinutes: null }));
      state.recipes.push(created);
      return jsonResponse(created, { status: 201 });
    }
    const match = /^\/recipes\/(\d+)$/.exec(call.path);
    const found = state.recipes.find((r) => String(r.id) === match?.[1]);
    if (!match) return undefined;
    if (!found) return errorResponse(404, 'not-found', 'Recette introuvable.');
    if (call.method === 'GET') return hold ? hold.then(() => jsonResponse(found)) : jsonResponse(found);
    if (call.method === 'PATCH') {
      if (saveAnswer) return saveAnswer();
      const updated = saved(body, found);
      state.recipes = state.recipes.map((r) => (r === found ? updated : r));
      return jsonResponse(updated);
    }
    return undefined;
  });
  return { ...api, state };
}

/** A household product for the picker. */
export const cupboardProduct = (overrides: Partial<Product>) => product({ barcode: null, brand: null, ...overrides });

/** A 400 answer with field issues, as the server's error handler words them (`body.` paths). */
export function invalidInput(issues: { path: string; message: string }[]): Response {
  return jsonResponse(
    {
      error: {
        code: 'invalid-input',
        message: 'Données invalides.',
        issues: issues.map((issue) => ({ ...issue, code: 'custom' })),
      },
    },
    { status: 400 },
  );
}

export { errorResponse, jsonResponse };
