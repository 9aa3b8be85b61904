import type { Recipe, RecipeList } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

export async function createRecipe(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/recipes', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create recipe failed: ${response.statusCode} ${response.body}`);
  return response.json() as Recipe;
}

export async function listRecipes(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/recipes${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`list recipes failed: ${response.statusCode} ${response.body}`);
  return response.json() as RecipeList;
}

/** Ingredient lines linked to these products, labelled with the product's name. */
export const linked = (...products: { id: number; name: string }[]) =>
  products.map((product) => ({ productId: product.id, label: product.name }));

/** What a line that says no amount (« Sel », « Tomates ») carries beside its text: only the food it names. */
export const noAmount = (food: string) => ({ amount: null, amountMax: null, unit: null, food });

/** Issue 25's quiche: only the eggs are a product, the rest free text, « Sel, poivre » a default staple. */
export const quicheLines = (eggsId: number) => [
  { label: '200 g de lardons' },
  { productId: eggsId, label: '3 œufs' },
  { label: '20 cl de crème fraîche épaisse' },
  { label: '1 pâte brisée' },
  { label: 'Sel, poivre' },
];
